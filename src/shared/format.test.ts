import { describe, expect, it } from 'vitest';
import { formatClock, formatDuration, formatNumber, formatPercent, formatPoints } from './format.ts';

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
});

describe('numbers in English', () => {
  it('groups thousands with a comma from 1,000', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(1)).toBe('1');
    expect(formatNumber(2)).toBe('2');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(5635, 'en')).toBe('5,635');
    expect(formatNumber(10_000, 'en')).toBe('10,000');
    expect(formatNumber(1_234_567, 'en')).toBe('1,234,567');
    expect(formatNumber(-1234, 'en')).toBe('-1,234');
  });

  it('writes decimals with a point, rounded to the digits asked for', () => {
    expect(formatNumber(1234.5, 'en', 1)).toBe('1,234.5');
    expect(formatNumber(12, 'en', 1)).toBe('12.0');
    expect(formatNumber(1250.5, 'en', 2)).toBe('1,250.50');
    expect(formatNumber(0.25, 'en', 2)).toBe('0.25');
    expect(formatNumber(1234.56)).toBe('1,235');
  });

  it('writes scores and percentages as the specification shows them', () => {
    expect(formatPoints(1234)).toBe('1,234\u00a0pts');
    expect(formatPoints(0, 'en')).toBe('0\u00a0pts');
    expect(formatPercent(12, 'en')).toBe('12%');
  });
});

describe('numbers in Spanish', () => {
  it('leaves four digits whole and groups with a point from 10.000', () => {
    expect(formatNumber(0, 'es')).toBe('0');
    expect(formatNumber(1, 'es')).toBe('1');
    expect(formatNumber(2, 'es')).toBe('2');
    expect(formatNumber(999, 'es')).toBe('999');
    expect(formatNumber(1000, 'es')).toBe('1000');
    expect(formatNumber(5635, 'es')).toBe('5635');
    expect(formatNumber(9999, 'es')).toBe('9999');
    expect(formatNumber(10_000, 'es')).toBe('10.000');
    expect(formatNumber(1_234_567, 'es')).toBe('1.234.567');
    expect(formatNumber(-1234, 'es')).toBe('-1234');
    expect(formatNumber(-12_345, 'es')).toBe('-12.345');
  });

  it('writes decimals with a comma', () => {
    expect(formatNumber(1234.5, 'es', 1)).toBe('1234,5');
    expect(formatNumber(12, 'es', 1)).toBe('12,0');
    expect(formatNumber(12_345.678, 'es', 2)).toBe('12.345,68');
    expect(formatNumber(0.25, 'es', 2)).toBe('0,25');
  });

  it('writes scores and percentages with a no-break space', () => {
    expect(formatPoints(5635, 'es')).toBe('5635\u00a0pts');
    expect(formatPoints(12_500, 'es')).toBe('12.500\u00a0pts');
    expect(formatPercent(12, 'es')).toBe('12\u00a0%');
  });
});

describe('the hand-written rule', () => {
  const values = [
    0, 1, 2, 7, 999, 1000, 5635, 9999, 10_000, 12_345, 999_999, 1_000_000, 1_234_567, -1, -1234,
  ];
  const decimals: [number, number][] = [
    [1.5, 1],
    [1234.56, 2],
    [12_345.678, 3],
    [0.05, 2],
    [9999.9, 1],
  ];

  it('writes what Intl writes for en-US and es, so that any figure written by Intl agrees', () => {
    for (const [lang, locale] of [
      ['en', 'en-US'],
      ['es', 'es'],
    ] as const) {
      const whole = new Intl.NumberFormat(locale);
      for (const value of values)
        expect(formatNumber(value, lang), `${value} in ${lang}`).toBe(whole.format(value));
      for (const [value, digits] of decimals) {
        const fixed = new Intl.NumberFormat(locale, {
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        });
        expect(formatNumber(value, lang, digits), `${value} in ${lang}`).toBe(fixed.format(value));
      }
      expect(formatPercent(12, lang)).toBe(new Intl.NumberFormat(locale, { style: 'percent' }).format(0.12));
    }
  });
});
