import { describe, expect, it } from 'vitest';
import type { LetterState } from './clues.ts';
import { scoreGuess } from './clues.ts';
import { brokenHint, hintText } from './hard-mode.ts';

const MARK: Record<string, LetterState> = { g: 'correct', y: 'present', '.': 'absent' };

/** A row as the player saw it: `g` green, `y` yellow, `.` grey, one mark per letter. */
const row = (guess: string, marks: string) => ({
  guess,
  states: [...marks].map((mark) => MARK[mark] as LetterState),
});

describe("hard mode's rule", () => {
  it('asks nothing of the first guess', () => {
    expect(brokenHint([], 'PLANET')).toBeNull();
  });

  it('keeps a green letter in its place', () => {
    const rows = [row('GARDEN', '.gggg.')];
    expect(brokenHint(rows, 'BORDER')).toEqual({ kind: 'place', position: 2, letter: 'A' });
    expect(brokenHint(rows, 'HARDLY')).toEqual({ kind: 'place', position: 5, letter: 'E' });
    expect(brokenHint(rows, 'WARDEN')).toBeNull();
  });

  it('asks a yellow letter to appear again, anywhere', () => {
    const rows = [row('SILVER', '....yy')];
    expect(brokenHint(rows, 'CANDLE')).toEqual({ kind: 'letter', letter: 'R', count: 1 });
    expect(brokenHint(rows, 'BORDER')).toBeNull();
    expect(brokenHint(rows, 'GREASY')).toBeNull();
  });

  it('needs two E’s after a row with two present E’s', () => {
    const rows = [row('SEEDER', '.yyy.g')];
    expect(brokenHint(rows, 'DEBTOR')).toEqual({ kind: 'letter', letter: 'E', count: 2 });
    expect(brokenHint(rows, 'DEEPER')).toBeNull();
  });

  it('after a green E and a yellow E in one row, needs an E in that place and another elsewhere', () => {
    const rows = [row('ELEVEN', 'y.g...')];
    expect(brokenHint(rows, 'TOWELS')).toEqual({ kind: 'place', position: 3, letter: 'E' });
    expect(brokenHint(rows, 'STEADY')).toEqual({ kind: 'letter', letter: 'E', count: 2 });
    expect(brokenHint(rows, 'STEEPS')).toBeNull();
  });

  it('does not raise the count for an absent letter marked after a present one of the same letter', () => {
    const rows = [row('EERIER', 'y.....')];
    expect(brokenHint(rows, 'PLANET')).toBeNull();
    expect(brokenHint(rows, 'PLANTS')).toEqual({ kind: 'letter', letter: 'E', count: 1 });
  });

  it('keeps every green of every row and the most any one row asked of a letter', () => {
    const rows = [row('SEEDER', '.yyy.g'), row('REASON', 'yy..g.')];
    expect(brokenHint(rows, 'DEBTER')).toEqual({ kind: 'place', position: 5, letter: 'O' });
    expect(brokenHint(rows, 'DEBTOS')).toEqual({ kind: 'place', position: 6, letter: 'R' });
    expect(brokenHint(rows, 'DEBTOR')).toEqual({ kind: 'letter', letter: 'E', count: 2 });
    expect(brokenHint(rows, 'DEEPOR')).toBeNull();
  });

  it('names the first hint broken: places from the first, then letters in the order they were revealed', () => {
    const rows = [row('PLANET', 'gyy.yy')];
    expect(brokenHint(rows, 'BRIDGE')).toEqual({ kind: 'place', position: 1, letter: 'P' });
    expect(brokenHint(rows, 'PRIDES')).toEqual({ kind: 'letter', letter: 'L', count: 1 });
    expect(brokenHint(rows, 'PLIGHT')).toEqual({ kind: 'letter', letter: 'A', count: 1 });
    expect(brokenHint(rows, 'PASTEL')).toBeNull();
  });

  it('lets through every guess that is the answer itself, whatever the rows before', () => {
    const answer = 'PASTEL';
    const rows = ['PLANET', 'SEEDER', 'APPLES'].map((guess) => ({
      guess,
      states: scoreGuess(guess, answer),
    }));
    expect(brokenHint(rows, answer)).toBeNull();
    expect(brokenHint(rows, answer.toLowerCase())).toBeNull();
  });

  it('says the broken hint in the API’s English', () => {
    expect(hintText({ kind: 'place', position: 1, letter: 'P' })).toBe('The 1st letter must be P');
    expect(hintText({ kind: 'place', position: 2, letter: 'R' })).toBe('The 2nd letter must be R');
    expect(hintText({ kind: 'place', position: 3, letter: 'E' })).toBe('The 3rd letter must be E');
    expect(hintText({ kind: 'place', position: 6, letter: 'S' })).toBe('The 6th letter must be S');
    expect(hintText({ kind: 'letter', letter: 'E', count: 1 })).toBe('Guess must contain E');
    expect(hintText({ kind: 'letter', letter: 'E', count: 2 })).toBe("Guess must contain 2 E's");
  });
});
