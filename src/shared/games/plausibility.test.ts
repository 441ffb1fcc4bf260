import { describe, expect, it } from 'vitest';
import { implausibleScoreReason } from './plausibility.ts';

describe('score plausibility', () => {
  it('accepts scores the formulas allow', () => {
    expect(implausibleScoreReason(1, 60, 4900)).toBeNull();
    expect(implausibleScoreReason(2, 30, 0)).toBeNull();
    expect(implausibleScoreReason(3, 60, 7100)).toBeNull();
    expect(implausibleScoreReason(4, 1, 2299)).toBeNull();
  });

  it('rejects a score above the formula for that time', () => {
    expect(implausibleScoreReason(1, 60, 4901)).toMatch(/not possible/);
    expect(implausibleScoreReason(4, 10, 2291)).toMatch(/not possible/);
  });

  it('rejects times outside 1 to 86,400 whole seconds', () => {
    expect(implausibleScoreReason(4, 0, 0)).toMatch(/whole number of seconds/);
    expect(implausibleScoreReason(4, 86_401, 0)).toMatch(/whole number of seconds/);
    expect(implausibleScoreReason(4, 1.5, 0)).toMatch(/whole number of seconds/);
  });

  it('rejects negative and fractional scores', () => {
    expect(implausibleScoreReason(2, 30, -1)).toMatch(/whole number/);
    expect(implausibleScoreReason(2, 30, 10.5)).toMatch(/whole number/);
  });

  it('rejects a time faster than a person can finish', () => {
    expect(implausibleScoreReason(1, 3, 100)).toMatch(/cannot be finished/);
    expect(implausibleScoreReason(3, 4, 100)).toMatch(/cannot be finished/);
  });
});
