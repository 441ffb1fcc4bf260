import { TLDR_MAX_ATTEMPTS } from './scoring.ts';
import { previousDay } from './words.ts';

/** A player's statistics, kept in the browser. */
export interface TldrStats {
  played: number;
  wins: number;
  /** Wins in a row on consecutive days, as of `lastWinDay`. */
  currentStreak: number;
  longestStreak: number;
  /** How many wins took 1, 2, ... 6 guesses. */
  distribution: number[];
  lastWinDay: string | null;
}

export function emptyStats(): TldrStats {
  return {
    played: 0,
    wins: 0,
    currentStreak: 0,
    longestStreak: 0,
    distribution: Array.from({ length: TLDR_MAX_ATTEMPTS }, () => 0),
    lastWinDay: null,
  };
}

/**
 * Adds a finished game. A win on the day after the last win extends the streak, a second win on
 * the same day keeps it, any other win starts a new streak of 1; a loss ends the streak.
 */
export function recordGame(stats: TldrStats, day: string, won: boolean, attempts: number): TldrStats {
  const distribution = [...stats.distribution];
  if (won && attempts >= 1 && attempts <= TLDR_MAX_ATTEMPTS) {
    distribution[attempts - 1] = (distribution[attempts - 1] ?? 0) + 1;
  }
  let currentStreak = 0;
  if (won) {
    if (stats.lastWinDay === day) currentStreak = Math.max(1, stats.currentStreak);
    else if (stats.lastWinDay !== null && stats.lastWinDay === previousDay(day))
      currentStreak = stats.currentStreak + 1;
    else currentStreak = 1;
  }
  return {
    played: stats.played + 1,
    wins: stats.wins + (won ? 1 : 0),
    currentStreak,
    longestStreak: Math.max(stats.longestStreak, currentStreak),
    distribution,
    lastWinDay: won ? day : stats.lastWinDay,
  };
}

/** The streak as of `today`: it lapses when neither today nor yesterday was won. */
export function currentStreakOn(stats: TldrStats, today: string): number {
  if (stats.lastWinDay === today || stats.lastWinDay === previousDay(today)) return stats.currentStreak;
  return 0;
}

/** Share of games won, as a whole percent (0 when nothing was played). */
export function winPercent(stats: TldrStats): number {
  return stats.played === 0 ? 0 : Math.round((stats.wins / stats.played) * 100);
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** Statistics read back from storage; anything malformed counts as no statistics. */
export function parseStats(raw: string | null): TldrStats {
  if (!raw) return emptyStats();
  try {
    const value = JSON.parse(raw) as Partial<TldrStats>;
    const { played, wins, currentStreak, longestStreak, distribution, lastWinDay } = value;
    if (
      isCount(played) &&
      isCount(wins) &&
      wins <= played &&
      isCount(currentStreak) &&
      isCount(longestStreak) &&
      Array.isArray(distribution) &&
      distribution.length === TLDR_MAX_ATTEMPTS &&
      distribution.every(isCount) &&
      (lastWinDay === null || (typeof lastWinDay === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(lastWinDay)))
    ) {
      return { played, wins, currentStreak, longestStreak, distribution: [...distribution], lastWinDay };
    }
  } catch {
    // Unreadable statistics start again from zero.
  }
  return emptyStats();
}

/** One Pacific day's ranked game as the server keeps it: whether it was won, in how many guesses. */
export interface RankedDay {
  day: string;
  won: boolean;
  /** Null for a game kept before its guesses were: counted as played (and won), not in the distribution. */
  guesses: number | null;
}

/**
 * The statistics of a player's ranked games, one per Pacific day, in any order, as of the Pacific
 * day `today`: the same rules as a browser's own statistics (a streak is won days in a row; a loss
 * or a day without a win ends it), so a player reads the same figures wherever they sign in.
 */
export function statsFromRankedDays(days: readonly RankedDay[], today: string): TldrStats {
  const ordered = [...days].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  let stats = emptyStats();
  for (const { day, won, guesses } of ordered) stats = recordGame(stats, day, won, guesses ?? 0);
  return { ...stats, currentStreak: currentStreakOn(stats, today) };
}

/** The statistics as the server answers them: with the share of games won. */
export function withWinPercent(stats: TldrStats): TldrStats & { winPercent: number } {
  return { ...stats, winPercent: winPercent(stats) };
}
