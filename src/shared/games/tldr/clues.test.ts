import { describe, expect, it } from 'vitest';
import { bestLetterStates, scoreGuess } from './clues.ts';

describe('scoreGuess', () => {
  it('marks every letter correct for the answer itself', () => {
    expect(scoreGuess('PLANET', 'PLANET')).toEqual(Array(6).fill('correct'));
  });

  it('marks letters that are not in the answer absent', () => {
    expect(scoreGuess('BRIDGE', 'PLANET')).toEqual([
      'absent',
      'absent',
      'absent',
      'absent',
      'absent',
      'present',
    ]);
  });

  it('scores SPEEDS against ERASED: exact matches first, then present only while letters remain', () => {
    // No letter is in place. S is guessed twice but is once in ERASED: the first S is present, the
    // second absent. E is guessed twice and is twice in ERASED: both present. D present, P absent.
    expect(scoreGuess('SPEEDS', 'ERASED')).toEqual([
      'present',
      'absent',
      'present',
      'present',
      'present',
      'absent',
    ]);
  });

  it('gives an exact match priority over an earlier misplaced copy of the same letter', () => {
    // PLANET has one E (5th letter); LEDGER has E 2nd and 5th: the exact 5th takes it, the 2nd is absent.
    expect(scoreGuess('LEDGER', 'PLANET')).toEqual([
      'present',
      'absent',
      'absent',
      'absent',
      'correct',
      'absent',
    ]);
    expect(scoreGuess('BEETLE', 'CANDLE')).toEqual([
      'absent',
      'absent',
      'absent',
      'absent',
      'correct',
      'correct',
    ]);
  });

  it('handles a letter guessed three times against an answer with it once', () => {
    // EERIE-like guess with three E's against PLANET (one E at index 4).
    expect(scoreGuess('EEKEEK', 'PLANET')).toEqual([
      'absent',
      'absent',
      'absent',
      'absent',
      'correct',
      'absent',
    ]);
    expect(scoreGuess('EXEEXX', 'PLANET')).toEqual([
      'present',
      'absent',
      'absent',
      'absent',
      'absent',
      'absent',
    ]);
  });

  it('handles a letter guessed three times against an answer with it twice', () => {
    // PEPPER has P at 0, 2, 3; PUZZLE has P at 0 only: one correct, the other two absent.
    expect(scoreGuess('PEPPER', 'PUZZLE')).toEqual([
      'correct',
      'present',
      'absent',
      'absent',
      'absent',
      'absent',
    ]);
    // BUTTER has two T's, TATTOO three: the two in place are correct, the third T is absent.
    expect(scoreGuess('TATTOO', 'BUTTER')).toEqual([
      'absent',
      'absent',
      'correct',
      'correct',
      'absent',
      'absent',
    ]);
    // TTTXXX: the 3rd T is exact, one T of BUTTER remains, so the 1st T is present and the 2nd absent.
    expect(scoreGuess('TTTXXX', 'BUTTER')).toEqual([
      'present',
      'absent',
      'correct',
      'absent',
      'absent',
      'absent',
    ]);
  });

  it('is case-insensitive', () => {
    expect(scoreGuess('planet', 'PLANET')).toEqual(Array(6).fill('correct'));
  });

  it('refuses a guess of another length', () => {
    expect(() => scoreGuess('PLAN', 'PLANET')).toThrow();
  });
});

describe('bestLetterStates', () => {
  it('keeps the best clue each letter has had', () => {
    const best = bestLetterStates([
      { guess: 'SPEEDS', states: scoreGuess('SPEEDS', 'ERASED') },
      { guess: 'ERASED', states: scoreGuess('ERASED', 'ERASED') },
      { guess: 'PLANET', states: scoreGuess('PLANET', 'ERASED') },
    ]);
    expect(best.get('E')).toBe('correct');
    expect(best.get('S')).toBe('correct');
    expect(best.get('P')).toBe('absent');
    expect(best.get('A')).toBe('correct');
    expect(best.get('L')).toBe('absent');
    expect(best.has('Z')).toBe(false);
  });

  it('does not downgrade a correct letter to present', () => {
    const best = bestLetterStates([
      { guess: 'PLANET', states: ['correct', 'absent', 'absent', 'absent', 'absent', 'absent'] },
      { guess: 'APPLES', states: ['absent', 'present', 'absent', 'absent', 'absent', 'absent'] },
    ]);
    expect(best.get('P')).toBe('correct');
  });
});
