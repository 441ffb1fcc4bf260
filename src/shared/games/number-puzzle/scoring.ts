export const SHUFFLE_MOVES = { easy: 25, medium: 100, hard: 500 } as const;

export const NUMBER_PUZZLE_SCORING = { base: 5000, perSecond: 10, perMove: 25 } as const;

/** Score = 5000 minus 10 per second minus 25 per move, never below 0. */
export function numberPuzzleScore(seconds: number, moves: number): number {
  const { base, perSecond, perMove } = NUMBER_PUZZLE_SCORING;
  return Math.max(0, base - perSecond * seconds - perMove * moves);
}

/** A short random shuffle can land one move from solved, so one second is a possible time. */
export const NUMBER_PUZZLE_MIN_SECONDS = 1;

/** Solving takes at least one move. */
export function numberPuzzleMaxScore(seconds: number): number {
  return numberPuzzleScore(seconds, 1);
}
