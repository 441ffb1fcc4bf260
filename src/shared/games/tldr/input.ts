import { TLDR_WORD_LENGTH } from './scoring.ts';

/** Upper-case A to Z only: everything else (digits, spaces, punctuation, accents) is dropped. */
export function lettersOnly(text: string): string {
  return text.toUpperCase().replace(/[^A-Z]/g, '');
}

/**
 * The current row after typing or pasting `text`: non-letters are stripped and the row never
 * grows beyond six letters.
 */
export function appendLetters(current: string, text: string): string {
  return (current + lettersOnly(text)).slice(0, TLDR_WORD_LENGTH);
}

/** The current row after Backspace. */
export function deleteLastLetter(current: string): string {
  return current.slice(0, -1);
}

/** A guess that can be submitted: exactly six letters A to Z. */
export function isCompleteGuess(guess: string): boolean {
  return guess.length === TLDR_WORD_LENGTH && /^[A-Z]+$/.test(guess);
}
