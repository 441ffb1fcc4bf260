import { describe, expect, it } from 'vitest';
import { wordScrambleMaxScore, wordScrambleScore } from './scoring.ts';

describe('Word Scramble scoring', () => {
  it('adds 500 per word and 100 per streak point, less 15 per second', () => {
    expect(wordScrambleScore(60, 5, 5, 'easy')).toBe(5000 - 900 + 2500 + 500);
  });

  it('adds 200 on medium and 500 on hard', () => {
    expect(wordScrambleScore(60, 5, 3, 'medium') - wordScrambleScore(60, 5, 3, 'easy')).toBe(200);
    expect(wordScrambleScore(60, 5, 3, 'hard') - wordScrambleScore(60, 5, 3, 'easy')).toBe(500);
  });

  it('never goes below 0', () => {
    expect(wordScrambleScore(2000, 5, 5, 'hard')).toBe(0);
  });

  it('allows at most five words in a row on hard', () => {
    expect(wordScrambleMaxScore(10)).toBe(5000 - 150 + 2500 + 500 + 500);
  });
});
