/**
 * Where the marks of the progress charts go, as plain numbers: the charts are SVG drawn by the page
 * itself (decision 023), and these functions decide their shapes apart from React, so that a test
 * reads the geometry without a DOM.
 */

/** The SVG's own units: the picture scales with its width (viewBox), keeping these proportions. */
export const CHART_WIDTH = 320;
export const CHART_HEIGHT = 120;
/** Room inside the edges, so that a point at the top or the side is drawn whole. */
const PAD = 6;

/** The day `offset` days after `day` (YYYY-MM-DD), by the calendar alone. */
export function addDays(day: string, offset: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + offset)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * A round top for a chart's scale: the smallest of 1, 2, 2.5 or 5 times a power of ten that is at least
 * `value` (1,240 gives 2,000; 7 gives 10), so that the top line reads as a plain number.
 */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

interface DayPoint {
  day: string;
  best: number;
  games: number;
  x: number;
  y: number;
}

export interface LineGeometry {
  points: DayPoint[];
  /** The SVG path through the points, oldest first; empty without points. */
  path: string;
  /** The score at the top of the scale. */
  top: number;
  /** The first day of the span (today's `span - 1` days before). */
  first: string;
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The chart of scores over time: one point per day played among the `span` days up to `today`, at the
 * day's place along the span and the day's best up the scale. Days outside the span are left out.
 */
export function lineGeometry(
  days: readonly { day: string; best: number; games: number }[],
  today: string,
  span: number,
): LineGeometry {
  const first = addDays(today, -(span - 1));
  const shown = days.filter((entry) => entry.day >= first && entry.day <= today);
  const top = niceMax(Math.max(0, ...shown.map((entry) => entry.best)));
  const innerWidth = CHART_WIDTH - 2 * PAD;
  const innerHeight = CHART_HEIGHT - 2 * PAD;
  const points = shown.map((entry) => ({
    ...entry,
    x: round(PAD + (span <= 1 ? innerWidth / 2 : (daysBetween(first, entry.day) / (span - 1)) * innerWidth)),
    y: round(PAD + innerHeight - (Math.max(0, entry.best) / top) * innerHeight),
  }));
  const path = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' ');
  return { points, path, top, first };
}

export interface Bar {
  weekStart: string;
  games: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The games-per-week chart: one bar per week, in order, as tall as its games against the busiest week. */
export function barGeometry(weeks: readonly { weekStart: string; games: number }[]): {
  bars: Bar[];
  top: number;
} {
  const top = niceMax(Math.max(0, ...weeks.map((week) => week.games)));
  const slot = weeks.length === 0 ? 0 : (CHART_WIDTH - 2 * PAD) / weeks.length;
  const innerHeight = CHART_HEIGHT - 2 * PAD;
  const bars = weeks.map((week, index) => {
    const height = round((Math.max(0, week.games) / top) * innerHeight);
    return {
      ...week,
      x: round(PAD + index * slot + slot * 0.15),
      width: round(slot * 0.7),
      y: round(PAD + innerHeight - height),
      height,
    };
  });
  return { bars, top };
}

/** What a chart of days says in words: how many days were played, and the best of them (the latest on a tie). */
export function daySummary(days: readonly { day: string; best: number }[]): {
  daysPlayed: number;
  highest: { day: string; best: number } | null;
} {
  let highest: { day: string; best: number } | null = null;
  for (const entry of days) if (!highest || entry.best >= highest.best) highest = entry;
  return { daysPlayed: days.length, highest };
}

/** What the games-per-week chart says in words: the games of the span and the busiest week (the latest on a tie). */
export function weekSummary(weeks: readonly { weekStart: string; games: number }[]): {
  total: number;
  busiest: { weekStart: string; games: number } | null;
} {
  let busiest: { weekStart: string; games: number } | null = null;
  let total = 0;
  for (const week of weeks) {
    total += week.games;
    if (week.games > 0 && (!busiest || week.games >= busiest.games)) busiest = week;
  }
  return { total, busiest };
}
