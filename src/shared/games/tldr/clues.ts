export type LetterState = 'correct' | 'present' | 'absent';

/**
 * The clue for each letter of a guess, by Wordle's rule for repeated letters: exact matches are
 * taken first; then a letter elsewhere in the answer is "present" only as many times as that
 * letter is still unmatched in the answer, and "absent" beyond that.
 */
export function scoreGuess(guess: string, answer: string): LetterState[] {
  const guessLetters = [...guess.toUpperCase()];
  const answerLetters = [...answer.toUpperCase()];
  if (guessLetters.length !== answerLetters.length) {
    throw new Error('A guess must be as long as the answer.');
  }
  const states: LetterState[] = guessLetters.map(() => 'absent');
  const unmatched = new Map<string, number>();
  guessLetters.forEach((letter, index) => {
    if (letter === answerLetters[index]) states[index] = 'correct';
    else {
      const answerLetter = answerLetters[index] as string;
      unmatched.set(answerLetter, (unmatched.get(answerLetter) ?? 0) + 1);
    }
  });
  guessLetters.forEach((letter, index) => {
    if (states[index] === 'correct') return;
    const left = unmatched.get(letter) ?? 0;
    if (left > 0) {
      states[index] = 'present';
      unmatched.set(letter, left - 1);
    }
  });
  return states;
}

const RANK: Record<LetterState, number> = { absent: 1, present: 2, correct: 3 };

/** The best clue each letter has had over all scored rows (correct beats present beats absent). */
export function bestLetterStates(
  rows: readonly { guess: string; states: readonly LetterState[] }[],
): Map<string, LetterState> {
  const best = new Map<string, LetterState>();
  for (const { guess, states } of rows) {
    [...guess.toUpperCase()].forEach((letter, index) => {
      const state = states[index];
      if (!state) return;
      const known = best.get(letter);
      if (!known || RANK[state] > RANK[known]) best.set(letter, state);
    });
  }
  return best;
}
