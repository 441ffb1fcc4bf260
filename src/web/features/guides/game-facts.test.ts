import { describe, expect, it } from 'vitest';
import { MEMORY, NUMBER_PUZZLE, TLDR, WORD_SCRAMBLE } from './game-facts.ts';

describe('the rule figures the content pages quote', () => {
  it('state the scoring rules as the games apply them', () => {
    expect([MEMORY.base, MEMORY.shownPerSecond, MEMORY.shownPerMove]).toEqual(['5,000', '10', '50']);
    expect([MEMORY.boardPerSecond, MEMORY.boardPerPair, MEMORY.pairs, MEMORY.cards]).toEqual([
      '15',
      '100',
      'eight',
      'sixteen',
    ]);
    expect([NUMBER_PUZZLE.base, NUMBER_PUZZLE.perSecond, NUMBER_PUZZLE.perMove]).toEqual([
      '5,000',
      '10',
      '25',
    ]);
    expect([WORD_SCRAMBLE.perSecond, WORD_SCRAMBLE.perWord, WORD_SCRAMBLE.perStreakWord]).toEqual([
      '15',
      '500',
      '100',
    ]);
    expect([TLDR.win, TLDR.perAttemptSaved, TLDR.timePoints, TLDR.letters, TLDR.attempts]).toEqual([
      '1,000',
      '200',
      '300',
      'six',
      'six',
    ]);
  });

  it('derive the comparisons in words from the same rules', () => {
    expect(NUMBER_PUZZLE.moveInSeconds).toBe('two and a half');
    expect([NUMBER_PUZZLE.detourMoves, NUMBER_PUZZLE.detourSeconds]).toEqual(['four', 'ten']);
    expect([WORD_SCRAMBLE.hardBonusSeconds, WORD_SCRAMBLE.mediumBonusSeconds]).toEqual(['33', '13']);
    expect(WORD_SCRAMBLE.wordsCapitalised).toBe('Five');
    expect([TLDR.timeMinutes, TLDR.minuteCost, TLDR.attemptInSeconds]).toEqual(['five', '60', '200']);
  });
});
