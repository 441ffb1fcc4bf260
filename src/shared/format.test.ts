import { describe, expect, it } from 'vitest';
import { formatClock, formatDuration, formatNumber, formatPoints } from './format.ts';

describe('display formats', () => {
  it('shows times as mm:ss or --:--', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(65)).toBe('01:05');
    expect(formatClock(3599)).toBe('59:59');
    expect(formatClock(null)).toBe('--:--');
    expect(formatClock(undefined)).toBe('--:--');
  });

  it('shows average durations as m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(125.4)).toBe('2:05');
  });

  it('shows points with thousands separators', () => {
    expect(formatPoints(1234)).toBe('1,234 pts');
    expect(formatPoints(0)).toBe('0 pts');
  });

  it('groups numbers by thousands as Intl does in US English', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const value of [
      0,
      7,
      999,
      1000,
      12_345,
      999_999,
      1_000_000,
      123_456_789,
      -1,
      -1234,
      -1_000_000,
      2 ** 53 - 1,
      1.5,
      1234.56,
    ])
      expect(formatNumber(value)).toBe(intl.format(value));
  });
});
