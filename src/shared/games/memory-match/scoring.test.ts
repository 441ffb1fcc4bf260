import { describe, expect, it } from 'vitest';
import { memoryDisplayedScore, memoryMaxScore, memorySubmittedScore } from './scoring.ts';

describe('Memory Match scoring', () => {
  it('displays 5000 minus 10 per second minus 50 per move', () => {
    expect(memoryDisplayedScore(0, 0)).toBe(5000);
    expect(memoryDisplayedScore(30, 12)).toBe(5000 - 300 - 600);
  });

  it('never displays below 0', () => {
    expect(memoryDisplayedScore(400, 30)).toBe(0);
  });

  it('submits 5000 minus 15 per second plus 100 per pair', () => {
    expect(memorySubmittedScore(40, 8)).toBe(5000 - 600 + 800);
    expect(memorySubmittedScore(0, 0)).toBe(5000);
  });

  it('never submits below 0', () => {
    expect(memorySubmittedScore(1000, 8)).toBe(0);
  });

  it('allows at most the score of all eight pairs', () => {
    expect(memoryMaxScore(10)).toBe(5650);
  });
});
