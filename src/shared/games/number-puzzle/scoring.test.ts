import { describe, expect, it } from 'vitest';
import { numberPuzzleMaxScore, numberPuzzleScore } from './scoring.ts';

describe('Number Puzzle scoring', () => {
  it('is 5000 minus 10 per second minus 25 per move', () => {
    expect(numberPuzzleScore(60, 40)).toBe(5000 - 600 - 1000);
  });

  it('never goes below 0', () => {
    expect(numberPuzzleScore(500, 1)).toBe(0);
    expect(numberPuzzleScore(1, 400)).toBe(0);
  });

  it('allows at most one move in the time', () => {
    expect(numberPuzzleMaxScore(1)).toBe(4965);
  });
});
