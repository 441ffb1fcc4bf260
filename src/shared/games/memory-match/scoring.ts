export const MEMORY_PAIRS = 8;

/** The score shown during play: 5000 minus 10 per second minus 50 per move, never below 0. */
export function memoryDisplayedScore(seconds: number, moves: number): number {
  return Math.max(0, 5000 - 10 * seconds - 50 * moves);
}

/** The score submitted to the leaderboard: 5000 minus 15 per second plus 100 per pair found, never below 0. */
export function memorySubmittedScore(seconds: number, pairsFound: number): number {
  return Math.max(0, 5000 - 15 * seconds + 100 * pairsFound);
}

/**
 * The quickest a person can clear the board: sixteen flips, and each of the eight matches holds the
 * board for half a second before the next pair can be turned.
 */
export const MEMORY_MIN_SECONDS = 6;

export function memoryMaxScore(seconds: number): number {
  return memorySubmittedScore(seconds, MEMORY_PAIRS);
}
