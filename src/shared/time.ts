/** The site's day and month are calendar dates in America/Los_Angeles (Pacific time). */
export const SITE_TIME_ZONE = 'America/Los_Angeles';

// Pacific time is computed from the United States' daylight-saving rules rather than by Intl: a
// page's first Intl formatter starts the browser's internationalisation library, about 50 ms of
// work on a desktop and four times that on a phone, and the boards and TL;DR need the Pacific day
// as they load. The unit tests compare every change of offset from 1990 to 2060, and every quarter
// hour of a year, with Intl's time zone data, so a change of the rules in that data fails them.

/** The day of the month of the nth Sunday (1-based) of a month (0-based) in a year. */
function nthSunday(year: number, month: number, nth: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (nth - 1);
}

/** The day of the month of the last Sunday of a month (0-based) in a year. */
function lastSunday(year: number, month: number): number {
  const lastDate = new Date(Date.UTC(year, month + 1, 0));
  return lastDate.getUTCDate() - lastDate.getUTCDay();
}

/**
 * Whether Pacific daylight time is in force at an instant. Since 2007 it runs from 2 AM standard
 * time on the second Sunday of March (10:00 UTC) to 2 AM daylight time on the first Sunday of
 * November (09:00 UTC); from 1987 to 2006, from the first Sunday of April to the last of October.
 */
function isPacificDaylightTime(ms: number): boolean {
  const year = new Date(ms).getUTCFullYear();
  const [startMonth, startDay, endMonth, endDay] =
    year >= 2007
      ? [2, nthSunday(year, 2, 2), 10, nthSunday(year, 10, 1)]
      : [3, nthSunday(year, 3, 1), 9, lastSunday(year, 9)];
  return ms >= Date.UTC(year, startMonth, startDay, 10) && ms < Date.UTC(year, endMonth, endDay, 9);
}

/** Offset of Pacific time from UTC at an instant, in minutes (-480 in winter, -420 in summer). */
function pacificOffsetMinutes(at: Date): number {
  return isPacificDaylightTime(at.getTime()) ? -420 : -480;
}

/** The Pacific calendar day of an instant, as YYYY-MM-DD. */
export function pacificDay(at: Date): string {
  const ms = at.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('Invalid time value');
  return new Date(ms + pacificOffsetMinutes(at) * 60_000).toISOString().slice(0, 10);
}

/** The Pacific calendar month of an instant, as YYYY-MM: the key of the monthly leaderboard. */
export function pacificMonth(at: Date): string {
  return pacificDay(at).slice(0, 7);
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

/**
 * The Mondays that start the `count` weeks up to and including the week of `day` (YYYY-MM-DD),
 * oldest first: the weeks a chart of games per week shows.
 */
export function weekStarts(day: string, count: number): string[] {
  const at = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (at.getUTCDay() + 6) % 7;
  const monday = at.getTime() - sinceMonday * 86_400_000;
  return Array.from({ length: count }, (_, index) =>
    new Date(monday - (count - 1 - index) * 7 * 86_400_000).toISOString().slice(0, 10),
  );
}

/** The first day (YYYY-MM-DD) of the month of a calendar day. */
export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}
