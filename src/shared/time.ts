/** The site's day and month are calendar dates in America/Los_Angeles (Pacific time). */
export const SITE_TIME_ZONE = 'America/Los_Angeles';

// Built once, when first needed: creating an Intl formatter costs far more than using one
// (toLocaleString builds a new one on every call), and a page that never asks for a Pacific date
// should not pay for it as it loads.
let dayFormatter: Intl.DateTimeFormat | undefined;
let wallClockFormatter: Intl.DateTimeFormat | undefined;

const HOUR_MS = 3_600_000;
/** The last hour asked about and its day: every request asks, and nearly always about the same hour. */
let lastDay = { hour: Number.NaN, day: '' };

/** The Pacific calendar day of an instant, as YYYY-MM-DD. */
export function pacificDay(at: Date): string {
  // Pacific days begin and end on whole UTC hours (midnight is 07:00 or 08:00 UTC), so every instant
  // of one UTC hour falls on the same Pacific day.
  const hour = Math.floor(at.getTime() / HOUR_MS);
  if (hour === lastDay.hour) return lastDay.day;
  dayFormatter ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = Object.fromEntries(dayFormatter.formatToParts(at).map((part) => [part.type, part.value]));
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  if (Number.isFinite(hour)) lastDay = { hour, day };
  return day;
}

/** The Pacific calendar month of an instant, as YYYY-MM: the key of the monthly leaderboard. */
export function pacificMonth(at: Date): string {
  return pacificDay(at).slice(0, 7);
}

/** Offset of Pacific time from UTC at an instant, in minutes (-480 in winter, -420 in summer). */
function pacificOffsetMinutes(at: Date): number {
  wallClockFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SITE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const parts = Object.fromEntries(
    wallClockFormatter.formatToParts(at).map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', number>;
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  const utcMinute = Math.floor(at.getTime() / 60_000) * 60_000;
  return Math.round((wall - utcMinute) / 60_000);
}

/** The instant at which a Pacific calendar day (YYYY-MM-DD) begins. */
export function startOfPacificDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, date);
  // Try both possible offsets: the one in force at that wall-clock midnight is the answer.
  for (const offset of [-420, -480]) {
    const candidate = new Date(utcMidnight - offset * 60_000);
    if (pacificOffsetMinutes(candidate) === offset && pacificDay(candidate) === day) return candidate;
  }
  return new Date(utcMidnight + 8 * 3_600_000);
}

/** The instant at which the Pacific day after the one containing `at` begins. */
export function nextPacificMidnight(at: Date): Date {
  const [year, month, date] = pacificDay(at).split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, date + 1));
  return startOfPacificDay(next.toISOString().slice(0, 10));
}

/** The instant at which the Pacific month after the one containing `at` begins. */
export function nextPacificMonthStart(at: Date): Date {
  const [year, month] = pacificMonth(at).split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, month, 1));
  return startOfPacificDay(next.toISOString().slice(0, 10));
}
