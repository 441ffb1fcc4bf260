import { describe, expect, it } from 'vitest';
import { appendLetters, deleteLastLetter, isCompleteGuess, lettersOnly } from './input.ts';

describe('guess input', () => {
  it('keeps letters only, in upper case', () => {
    expect(lettersOnly('pl4n-e t!')).toBe('PLNET');
    expect(lettersOnly('café')).toBe('CAF');
    expect(lettersOnly('123 ?')).toBe('');
  });

  it('strips non-letters from pasted text and stops at six letters', () => {
    expect(appendLetters('', ' p-l-a-n-e-t-s ')).toBe('PLANET');
    expect(appendLetters('PLA', 'n3et')).toBe('PLANET');
    expect(appendLetters('PLANET', 'X')).toBe('PLANET');
  });

  it('deletes the last letter on Backspace', () => {
    expect(deleteLastLetter('PLAN')).toBe('PLA');
    expect(deleteLastLetter('')).toBe('');
  });

  it('accepts exactly six letters as a guess', () => {
    expect(isCompleteGuess('PLANET')).toBe(true);
    expect(isCompleteGuess('PLANE')).toBe(false);
    expect(isCompleteGuess('PLANETS')).toBe(false);
    expect(isCompleteGuess('PLAN3T')).toBe(false);
  });
});
