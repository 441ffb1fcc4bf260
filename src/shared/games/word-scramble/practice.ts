import { shuffled } from '../random.ts';
import { newGame, submitGuess, type WordScrambleState } from './game.ts';
import { type Difficulty, WORDS_PER_GAME } from './scoring.ts';
import type { HintedWord } from './words.ts';

/** The languages practice has its own word lists in. */
export type PracticeLanguage = 'en' | 'es';

/** A practice word list: its words by difficulty. */
export type PracticeList = Readonly<Record<Difficulty, readonly HintedWord[]>>;

/**
 * An answer as practice compares it: trimmed, in upper case, accents left out (a player need not
 * type "ÁRBOL" to answer ÁRBOL), while Ñ stays a letter of its own (AÑO is not ANO).
 */
export function practiceAnswer(text: string): string {
  return text
    .trim()
    .toUpperCase()
    .normalize('NFD')
    .replace(/N\u0303/g, 'Ñ')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
}

/** A practice game: five different words of the difficulty drawn at random from the list, scrambled. */
export function dealPractice(
  list: PracticeList,
  difficulty: Difficulty,
  random: () => number,
): WordScrambleState {
  const words = shuffled(list[difficulty], random).slice(0, WORDS_PER_GAME);
  return newGame(words, difficulty, random);
}

/** Checks a practice answer, accents left out (`practiceAnswer`). */
export function guessPractice(state: WordScrambleState, guess: string) {
  return submitGuess(state, guess, practiceAnswer);
}
