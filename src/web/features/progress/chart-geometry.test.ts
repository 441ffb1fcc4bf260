import { describe, expect, it } from 'vitest';
import {
  addDays,
  barGeometry,
  CHART_HEIGHT,
  CHART_WIDTH,
  daySummary,
  lineGeometry,
  niceMax,
  weekSummary,
} from './chart-geometry.ts';

describe('the scale of a chart', () => {
  it('tops at a round number at or above the highest value', () => {
    expect(niceMax(1240)).toBe(2000);
    expect(niceMax(2000)).toBe(2000);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(3)).toBe(5);
    expect(niceMax(240)).toBe(250);
    expect(niceMax(0)).toBe(1);
  });
});

describe('the chart of scores over time', () => {
  const today = '2026-11-28';

  it('puts the first day of the span at the left edge and today at the right, the scale top at the top', () => {
    const { points, top, first } = lineGeometry(
      [
        { day: addDays(today, -89), best: 500, games: 1 },
        { day: today, best: 1000, games: 3 },
      ],
      today,
      90,
    );
    expect(first).toBe('2026-08-31');
    expect(top).toBe(1000);
    const [oldest, latest] = points;
    expect(oldest?.x).toBeLessThan(latest?.x ?? 0);
    expect(oldest?.x).toBeGreaterThanOrEqual(0);
    expect(latest?.x).toBeLessThanOrEqual(CHART_WIDTH);
    // The higher score is drawn higher (smaller y), and the best reaches the top of the scale's area.
    expect(latest?.y).toBeLessThan(oldest?.y ?? 0);
    expect(latest?.y).toBeLessThan(CHART_HEIGHT / 10);
    expect(oldest?.y).toBeCloseTo(CHART_HEIGHT / 2, 0);
  });

  it('places a day by its date, and leaves out days before the span', () => {
    const { points, path } = lineGeometry(
      [
        { day: addDays(today, -120), best: 900, games: 1 },
        { day: addDays(today, -60), best: 400, games: 2 },
        { day: addDays(today, -30), best: 400, games: 1 },
      ],
      today,
      90,
    );
    expect(points.map((point) => point.day)).toEqual([addDays(today, -60), addDays(today, -30)]);
    const [a, b] = points;
    // 30 days apart each way: the second point is as far from the first as from today's edge.
    expect((b?.x ?? 0) - (a?.x ?? 0)).toBeCloseTo(CHART_WIDTH - 6 - (b?.x ?? 0), 0);
    expect(path).toMatch(/^M[\d.]+ [\d.]+ L[\d.]+ [\d.]+$/);
  });

  it('draws nothing without a day played', () => {
    expect(lineGeometry([], today, 90)).toMatchObject({ points: [], path: '', top: 1 });
  });

  it('sums up the days played and the highest best, the latest on a tie', () => {
    expect(
      daySummary([
        { day: '2026-11-01', best: 800 },
        { day: '2026-11-03', best: 1240 },
        { day: '2026-11-05', best: 1240 },
      ]),
    ).toEqual({ daysPlayed: 3, highest: { day: '2026-11-05', best: 1240 } });
    expect(daySummary([])).toEqual({ daysPlayed: 0, highest: null });
  });
});

describe('the games-per-week chart', () => {
  const weeks = [
    { weekStart: '2026-11-09', games: 2 },
    { weekStart: '2026-11-16', games: 0 },
    { weekStart: '2026-11-23', games: 5 },
  ];

  it('gives each week a bar in order, as tall as its games against the scale, an empty week none', () => {
    const { bars, top } = barGeometry(weeks);
    expect(top).toBe(5);
    expect(bars.map((bar) => bar.weekStart)).toEqual(weeks.map((week) => week.weekStart));
    const [two, none, five] = bars;
    expect(none?.height).toBe(0);
    expect(five?.height).toBeCloseTo((two?.height ?? 0) * 2.5, 0);
    expect(two?.x).toBeLessThan(none?.x ?? 0);
    // Every bar stands on the same base line and stays inside the picture.
    for (const bar of bars) {
      expect(bar.y + bar.height).toBeCloseTo(CHART_HEIGHT - 6, 0);
      expect(bar.x + bar.width).toBeLessThanOrEqual(CHART_WIDTH);
    }
  });

  it('sums up the games and the busiest week', () => {
    expect(weekSummary(weeks)).toEqual({ total: 7, busiest: { weekStart: '2026-11-23', games: 5 } });
    expect(weekSummary([{ weekStart: '2026-11-23', games: 0 }])).toEqual({ total: 0, busiest: null });
  });
});
