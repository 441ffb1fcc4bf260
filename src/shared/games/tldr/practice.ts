import { type LetterState, scoreGuess } from './clues.ts';
import { brokenHint, type TldrHint } from './hard-mode.ts';
import { TLDR_MAX_ATTEMPTS, TLDR_WORD_LENGTH } from './scoring.ts';

// TL;DR practice, played in the browser alone against a known answer (a past day's word of the day,
// or a Spanish practice word): the same clues and hard-mode rule as the ranked game, never timed,
// never sent, never counted.

/** The letters a practice game is typed in: A to Z, and Ñ as a letter of its own in Spanish. */
export type PracticeAlphabet = 'en' | 'es';

const LETTERS: Record<PracticeAlphabet, RegExp> = { en: /[^A-Z]/g, es: /[^A-ZÑ]/g };

/**
 * A Spanish text in the game's capitals: accents and the diaeresis dropped (a typed "arbol" is
 * "árbol"), Ñ kept, since in Spanish it is a letter of its own and not an N with an accent.
 */
export function foldSpanish(text: string): string {
  return text
    .toUpperCase()
    .normalize('NFD')
    .replace(/N\u0303/g, 'Ñ')
    .replace(/[\u0300-\u036f]/g, '');
}

/** The letters of a typed or pasted text in an alphabet; anything else is dropped. */
export function practiceLetters(text: string, alphabet: PracticeAlphabet): string {
  const upper = alphabet === 'es' ? foldSpanish(text) : text.toUpperCase();
  return upper.replace(LETTERS[alphabet], '');
}

/** The row after typing or pasting: letters only, never more than six. */
export function appendPracticeLetters(current: string, text: string, alphabet: PracticeAlphabet): string {
  return [...(current + practiceLetters(text, alphabet))].slice(0, TLDR_WORD_LENGTH).join('');
}

export type PracticeStatus = 'playing' | 'won' | 'lost';

/** A practice game: its answer in the game's capitals, the guesses made and whether hard mode binds them. */
export interface PracticeGame {
  answer: string;
  guesses: string[];
  hardMode: boolean;
}

export function practiceStatus(game: PracticeGame): PracticeStatus {
  if (game.guesses.includes(game.answer)) return 'won';
  return game.guesses.length >= TLDR_MAX_ATTEMPTS ? 'lost' : 'playing';
}

export function practiceRows(game: PracticeGame): { guess: string; states: LetterState[] }[] {
  return game.guesses.map((guess) => ({ guess, states: scoreGuess(guess, game.answer) }));
}

/** Hard mode changes only before the first guess, as in the ranked game; null once it can't. */
export function choosePracticeHardMode(game: PracticeGame, on: boolean): PracticeGame | null {
  if (game.hardMode === on) return game;
  return game.guesses.length > 0 ? null : { ...game, hardMode: on };
}

export type PracticeOutcome =
  | { outcome: 'over' | 'incomplete' | 'not-in-word-list' }
  | { outcome: 'hint-not-used'; hint: TldrHint }
  | { outcome: 'wrong' | 'won' | 'lost'; game: PracticeGame; states: LetterState[] };

/**
 * A guess: refused without using an attempt when the game is over, the row is short, the word is not
 * in the dictionary or, in hard mode, it leaves out a revealed hint (named); otherwise scored.
 */
export function playPracticeGuess(
  game: PracticeGame,
  guess: string,
  isWord: (word: string) => boolean,
): PracticeOutcome {
  if (practiceStatus(game) !== 'playing') return { outcome: 'over' };
  if ([...guess].length !== TLDR_WORD_LENGTH) return { outcome: 'incomplete' };
  if (!isWord(guess)) return { outcome: 'not-in-word-list' };
  const hint = game.hardMode ? brokenHint(practiceRows(game), guess) : null;
  if (hint) return { outcome: 'hint-not-used', hint };
  const next = { ...game, guesses: [...game.guesses, guess] };
  const status = practiceStatus(next);
  return {
    outcome: status === 'playing' ? 'wrong' : status,
    game: next,
    states: scoreGuess(guess, game.answer),
  };
}

/** Whether a kept game is one the rules could have produced (storage can hold anything). */
export function isPracticeGame(value: unknown, alphabet: PracticeAlphabet): value is PracticeGame {
  if (!value || typeof value !== 'object') return false;
  const { answer, guesses, hardMode } = value as Record<string, unknown>;
  const word = (text: unknown) =>
    typeof text === 'string' &&
    [...text].length === TLDR_WORD_LENGTH &&
    practiceLetters(text, alphabet) === text;
  return (
    word(answer) &&
    typeof hardMode === 'boolean' &&
    Array.isArray(guesses) &&
    guesses.length <= TLDR_MAX_ATTEMPTS &&
    guesses.every(word) &&
    guesses.slice(0, -1).every((guess) => guess !== answer)
  );
}
