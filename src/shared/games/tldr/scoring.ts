export const TLDR_WORD_LENGTH = 6;
export const TLDR_MAX_ATTEMPTS = 6;

export const TLDR_SCORING = {
  win: 1000,
  perRemainingAttempt: 200,
  /** The time part: this many points minus the seconds taken. */
  timePoints: 300,
} as const;

/** The submitted time is never below one second. */
export function tldrSubmittedSeconds(seconds: number): number {
  return Math.max(1, Math.round(seconds));
}

/**
 * Score = 1000 for a win, plus 200 per remaining attempt, plus 300 minus the seconds taken, each
 * part floored at 0. `attemptsUsed` counts the guesses made, the winning one included.
 */
export function tldrScore(won: boolean, attemptsUsed: number, seconds: number): number {
  const { win, perRemainingAttempt, timePoints: timeBase } = TLDR_SCORING;
  const winPoints = won ? win : 0;
  const remainingPoints = won ? Math.max(0, perRemainingAttempt * (TLDR_MAX_ATTEMPTS - attemptsUsed)) : 0;
  const timePoints = Math.max(0, timeBase - seconds);
  return winPoints + remainingPoints + timePoints;
}

/** The most moves one game may take, refused ones included (six guesses, and words not in the list). */
export const TLDR_MOVES_PER_PLAY = 100;

/** Best case: solved with the first guess. */
export function tldrMaxScore(seconds: number): number {
  return tldrScore(true, 1, seconds);
}
