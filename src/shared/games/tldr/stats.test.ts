import { describe, expect, it } from 'vitest';
import {
  currentStreakOn,
  emptyStats,
  parseStats,
  recordGame,
  statsFromRankedDays,
  winPercent,
} from './stats.ts';

describe('TL;DR statistics', () => {
  it('counts games, wins and the guess distribution', () => {
    let stats = recordGame(emptyStats(), '2026-11-20', true, 3);
    stats = recordGame(stats, '2026-11-21', false, 6);
    stats = recordGame(stats, '2026-11-22', true, 3);
    expect(stats.played).toBe(3);
    expect(stats.wins).toBe(2);
    expect(stats.distribution).toEqual([0, 0, 2, 0, 0, 0]);
    expect(winPercent(stats)).toBe(67);
    expect(winPercent(emptyStats())).toBe(0);
  });

  it('extends the streak on consecutive days and keeps the longest', () => {
    let stats = recordGame(emptyStats(), '2026-11-28', true, 2);
    stats = recordGame(stats, '2026-11-29', true, 4);
    stats = recordGame(stats, '2026-11-30', true, 1);
    stats = recordGame(stats, '2026-12-01', true, 1); // across a month
    expect(stats.currentStreak).toBe(4);
    expect(stats.longestStreak).toBe(4);
    stats = recordGame(stats, '2026-12-02', false, 6);
    expect(stats.currentStreak).toBe(0);
    expect(stats.longestStreak).toBe(4);
    stats = recordGame(stats, '2026-12-03', true, 5);
    expect(stats.currentStreak).toBe(1);
  });

  it('starts again after a skipped day', () => {
    let stats = recordGame(emptyStats(), '2026-11-20', true, 2);
    stats = recordGame(stats, '2026-11-22', true, 2);
    expect(stats.currentStreak).toBe(1);
    expect(stats.longestStreak).toBe(1);
  });

  it('does not grow the streak with a second win on one day (a guest replaying)', () => {
    let stats = recordGame(emptyStats(), '2026-11-22', true, 2);
    stats = recordGame(stats, '2026-11-22', true, 1);
    expect(stats.currentStreak).toBe(1);
    expect(stats.played).toBe(2);
  });

  it('shows a lapsed streak as 0', () => {
    const stats = recordGame(emptyStats(), '2026-11-20', true, 2);
    expect(currentStreakOn(stats, '2026-11-21')).toBe(1);
    expect(currentStreakOn(stats, '2026-11-22')).toBe(0);
  });

  it('reads back what it stored and ignores anything malformed', () => {
    const stats = recordGame(emptyStats(), '2026-11-22', true, 2);
    expect(parseStats(JSON.stringify(stats))).toEqual(stats);
    expect(parseStats(null)).toEqual(emptyStats());
    expect(parseStats('{nope')).toEqual(emptyStats());
    expect(parseStats(JSON.stringify({ ...stats, wins: 5 }))).toEqual(emptyStats());
    expect(parseStats(JSON.stringify({ ...stats, distribution: [1, 2] }))).toEqual(emptyStats());
  });
});

describe("statistics from the server's ranked days", () => {
  const won = (day: string, guesses: number | null = 4) => ({ day, won: true, guesses });
  const lost = (day: string) => ({ day, won: false, guesses: 6 });

  it('counts wins in a row over Pacific days in any order, across month ends and the change of clocks', () => {
    const days = [
      won('2026-11-02'),
      won('2026-10-31'),
      won('2026-11-01'),
      won('2026-03-08'),
      won('2026-03-07'),
    ];
    const stats = statsFromRankedDays(days, '2026-11-02');
    expect(stats).toMatchObject({
      played: 5,
      wins: 5,
      currentStreak: 3,
      longestStreak: 3,
      lastWinDay: '2026-11-02',
    });
    expect(stats.distribution).toEqual([0, 0, 0, 5, 0, 0]);
  });

  it('keeps the streak through today while yesterday was won, and lets it lapse after a day without a win', () => {
    const days = [won('2026-11-20'), won('2026-11-21')];
    expect(statsFromRankedDays(days, '2026-11-22').currentStreak).toBe(2);
    expect(statsFromRankedDays(days, '2026-11-23')).toMatchObject({ currentStreak: 0, longestStreak: 2 });
  });

  it('ends the streak on a loss and counts a win without its guesses only as a win', () => {
    const stats = statsFromRankedDays(
      [won('2026-11-20'), lost('2026-11-21'), won('2026-11-22', null)],
      '2026-11-22',
    );
    expect(stats).toMatchObject({ played: 3, wins: 2, currentStreak: 1, longestStreak: 1 });
    expect(stats.distribution).toEqual([0, 0, 0, 1, 0, 0]);
    expect(statsFromRankedDays([], '2026-11-22')).toEqual(emptyStats());
  });
});
