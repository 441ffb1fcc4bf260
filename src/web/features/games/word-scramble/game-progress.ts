import type { Difficulty } from '../../../../shared/games/word-scramble/scoring.ts';

const STORAGE_KEY = 'brain-training:word-scramble';

interface Progress {
  day: string;
  /** The number of the next game not yet begun, by player and difficulty. */
  next: Record<string, number>;
}

function read(day: string): Progress {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (parsed && typeof parsed === 'object') {
      const candidate = parsed as Partial<Progress>;
      if (candidate.day === day && candidate.next && typeof candidate.next === 'object') {
        return { day, next: candidate.next };
      }
    }
  } catch {
    // Unreadable progress starts the day afresh.
  }
  return { day, next: {} };
}

const keyOf = (playerKey: string, difficulty: Difficulty) => `${playerKey}|${difficulty}`;

/**
 * Which game of the day's order comes next for this player and difficulty (0 for the first five
 * words). Kept in the browser for the current Pacific day only, so the order starts over each day.
 */
export function nextGameNumber(playerKey: string, day: string, difficulty: Difficulty): number {
  const value = read(day).next[keyOf(playerKey, difficulty)];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
}

/** Records that a game has begun, so the next one moves on to the following five words. */
export function recordGameBegun(
  playerKey: string,
  day: string,
  difficulty: Difficulty,
  gameNumber: number,
): void {
  const progress = read(day);
  const key = keyOf(playerKey, difficulty);
  progress.next[key] = Math.max(progress.next[key] ?? 0, gameNumber + 1);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(progress));
  } catch {
    // Without storage every visit starts from the first five words of the day.
  }
}
