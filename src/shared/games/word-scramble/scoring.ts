export type Difficulty = 'easy' | 'medium' | 'hard';

export const WORDS_PER_GAME = 5;

export const DIFFICULTY_BONUS: Record<Difficulty, number> = { easy: 0, medium: 200, hard: 500 };

export const WORD_SCRAMBLE_SCORING = {
  base: 5000,
  perSecond: 15,
  perWord: 500,
  perStreakPoint: 100,
} as const;

/**
 * Score = 5000 minus 15 per second plus 500 per word plus 100 per streak point, plus the
 * difficulty bonus (200 medium, 500 hard), never below 0.
 */
export function wordScrambleScore(
  seconds: number,
  wordsSolved: number,
  streak: number,
  difficulty: Difficulty,
): number {
  const { base, perSecond, perWord, perStreakPoint } = WORD_SCRAMBLE_SCORING;
  return Math.max(
    0,
    base -
      perSecond * seconds +
      perWord * wordsSolved +
      perStreakPoint * streak +
      DIFFICULTY_BONUS[difficulty],
  );
}

/** The most moves (answers, rescrambles) one game may take, refused ones included. */
export const WORD_SCRAMBLE_MOVES_PER_PLAY = 500;

/** Best case: all five words solved in a row on hard. */
export function wordScrambleMaxScore(seconds: number): number {
  return wordScrambleScore(seconds, WORDS_PER_GAME, WORDS_PER_GAME, 'hard');
}
