import { pacificDay } from '../../time.ts';

// Which past days of the shared word of the day the practice archive offers. A day's answer is given
// once that Pacific day is over, so the newest day offered is always the day before today in
// Pacific time, whatever the player's own time zone; the oldest is the site's first stored day.

const MS_PER_DAY = 86_400_000;
const DAY_FORMAT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days from 1970-01-01 to a real calendar day written YYYY-MM-DD, or null for anything else. */
function dayIndex(day: string): number | null {
  const match = DAY_FORMAT.exec(day);
  if (!match) return null;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const at = new Date(Date.UTC(year, month - 1, date));
  // 2026-02-30 would roll over to March: such a day does not exist.
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== date) return null;
  return Math.round(at.getTime() / MS_PER_DAY);
}

function dayOfIndex(index: number): string {
  return new Date(index * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The Pacific calendar day before the one containing `now`: the newest day the archive can open. */
export function dayBeforeTodayPacific(now: Date): string {
  return dayOfIndex((dayIndex(pacificDay(now)) as number) - 1);
}

/**
 * Every day the archive offers at `now`, newest first: from the day before today (Pacific) back to
 * the first day a word of the day was stored. None before any was (`firstDay` null), and none while
 * the first day is still today.
 */
export function archiveDays(now: Date, firstDay: string | null): string[] {
  const first = firstDay === null ? null : dayIndex(firstDay);
  if (first === null) return [];
  const last = dayIndex(dayBeforeTodayPacific(now)) as number;
  const days: string[] = [];
  for (let index = last; index >= first; index -= 1) days.push(dayOfIndex(index));
  return days;
}

/**
 * What a day asked for in the address is to the archive: one it can open, not a calendar day at all,
 * today or a later day (its answer is not given yet), or a day before the first word of the day.
 * Without the first day known (offline, before the list came), any past day is taken.
 */
export type ArchiveDayCheck = 'ok' | 'invalid' | 'not-over' | 'before-first';

export function checkArchiveDay(day: string, now: Date, firstDay: string | null): ArchiveDayCheck {
  const index = dayIndex(day);
  if (index === null) return 'invalid';
  if (index > (dayIndex(dayBeforeTodayPacific(now)) as number)) return 'not-over';
  const first = firstDay === null ? null : dayIndex(firstDay);
  if (first !== null && index < first) return 'before-first';
  return 'ok';
}
