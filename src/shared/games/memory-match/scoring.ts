export const MEMORY_PAIRS = 8;

/** The numbers of Memory Match's two scores, as the specification gives them. */
export const MEMORY_SCORING = {
  base: 5000,
  /** Shown during play. */
  displayedPerSecond: 10,
  displayedPerMove: 50,
  /** Sent to the leaderboard. */
  submittedPerSecond: 15,
  submittedPerPair: 100,
} as const;

/** The score shown during play: 5000 minus 10 per second minus 50 per move, never below 0. */
export function memoryDisplayedScore(seconds: number, moves: number): number {
  const { base, displayedPerSecond, displayedPerMove } = MEMORY_SCORING;
  return Math.max(0, base - displayedPerSecond * seconds - displayedPerMove * moves);
}

/** The score submitted to the leaderboard: 5000 minus 15 per second plus 100 per pair found, never below 0. */
export function memorySubmittedScore(seconds: number, pairsFound: number): number {
  const { base, submittedPerSecond, submittedPerPair } = MEMORY_SCORING;
  return Math.max(0, base - submittedPerSecond * seconds + submittedPerPair * pairsFound);
}

/**
 * The most card turns one game may take, refused turns included: clearing the board by chance alone
 * takes about 60, and a player who never remembers a card rarely needs 300.
 */
export const MEMORY_MOVES_PER_PLAY = 2000;

export function memoryMaxScore(seconds: number): number {
  return memorySubmittedScore(seconds, MEMORY_PAIRS);
}
