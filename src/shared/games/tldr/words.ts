import { pacificDay } from '../../time.ts';
import { TLDR_ANSWERS } from './answers.ts';

/**
 * Consecutive days step through the list by this stride. It shares no factor with the list's
 * length, so every word comes up once before any repeats, and neighbours in the list are not
 * neighbours in time.
 */
export const TLDR_DAY_STRIDE = 37;

const MS_PER_DAY = 86_400_000;

/** Days from 1970-01-01 to a calendar day written YYYY-MM-DD. */
export function dayNumber(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`Not a calendar day: ${day}`);
  const [, year, month, date] = match;
  return Math.round(Date.UTC(Number(year), Number(month) - 1, Number(date)) / MS_PER_DAY);
}

/** The calendar day (YYYY-MM-DD) before the given one. */
export function previousDay(day: string): string {
  return new Date((dayNumber(day) - 1) * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * The public pick of a Pacific calendar day's answer (YYYY-MM-DD), computable by anyone holding the
 * list. Ranked games take the day's answer from the server, which picks it with its secret; this
 * stays only until the browser's games are dealt by the server.
 */
export function wordForDay(day: string): string {
  const count = TLDR_ANSWERS.length;
  const index = (((dayNumber(day) * TLDR_DAY_STRIDE) % count) + count) % count;
  return TLDR_ANSWERS[index] as string;
}

/** The word of the day at an instant: it changes at midnight Pacific time. */
export function wordOfTheDay(at: Date): string {
  return wordForDay(pacificDay(at));
}
