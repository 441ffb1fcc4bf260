export const SHUFFLE_MOVES = { easy: 25, medium: 100, hard: 500 } as const;

export const NUMBER_PUZZLE_SCORING = { base: 5000, perSecond: 10, perMove: 25 } as const;

/** Score = 5000 minus 10 per second minus 25 per move, never below 0. */
export function numberPuzzleScore(seconds: number, moves: number): number {
  const { base, perSecond, perMove } = NUMBER_PUZZLE_SCORING;
  return Math.max(0, base - perSecond * seconds - perMove * moves);
}

/**
 * The most tile slides one game may take, refused slides included: the hard shuffle is 500 slides,
 * and a player wandering far from the solution rarely needs 2,000.
 */
export const NUMBER_PUZZLE_MOVES_PER_PLAY = 10_000;

/** Solving takes at least one move. */
export function numberPuzzleMaxScore(seconds: number): number {
  return numberPuzzleScore(seconds, 1);
}
