import { describe, expect, it } from 'vitest';
import { tldrMaxScore, tldrScore, tldrSubmittedSeconds } from './scoring.ts';

describe('TL;DR scoring', () => {
  it('gives 1000 for a win plus 200 per remaining attempt plus 300 minus seconds', () => {
    expect(tldrScore(true, 3, 100)).toBe(1000 + 600 + 200);
    expect(tldrScore(true, 6, 10)).toBe(1000 + 0 + 290);
  });

  it('floors the time part at 0', () => {
    expect(tldrScore(true, 2, 1000)).toBe(1800);
  });

  it('gives a loss only the time part', () => {
    expect(tldrScore(false, 6, 100)).toBe(200);
    expect(tldrScore(false, 6, 400)).toBe(0);
  });

  it('submits at least one second', () => {
    expect(tldrSubmittedSeconds(0)).toBe(1);
    expect(tldrSubmittedSeconds(0.4)).toBe(1);
    expect(tldrSubmittedSeconds(42)).toBe(42);
  });

  it('allows at most a first-guess win', () => {
    expect(tldrMaxScore(1)).toBe(2299);
  });
});
