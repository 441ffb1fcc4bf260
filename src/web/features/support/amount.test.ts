import { describe, expect, it } from 'vitest';
import { checkAmount, formatDollars } from './amount.ts';

describe('checkAmount', () => {
  it.each([
    ['1', '1.00'],
    ['5', '5.00'],
    ['7.5', '7.50'],
    ['25.50', '25.50'],
    [' 12.34 ', '12.34'],
    ['10000', '10000.00'],
  ])('accepts %j as %s', (text, value) => {
    expect(checkAmount(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['0', 'belowMinimum'],
    ['0.99', 'belowMinimum'],
    ['.5', 'belowMinimum'],
    ['10000.01', 'aboveMaximum'],
    ['5.123', 'notAmount'],
    ['abc', 'notAmount'],
    ['-5', 'notAmount'],
    ['1e3', 'notAmount'],
    ['5.', 'notAmount'],
  ])('refuses %j (%s)', (text, reason) => {
    expect(checkAmount(text)).toEqual({ ok: false, reason });
  });
});

describe('formatDollars', () => {
  it('writes US dollars with cents', () => {
    expect(formatDollars(5, 'en')).toBe('$5.00');
    expect(formatDollars('1250.5', 'en')).toBe('$1,250.50');
    expect(formatDollars(5, 'es')).toBe('5,00\u00a0US$');
    expect(formatDollars('1250.5', 'es')).toBe('1250,50\u00a0US$');
    expect(formatDollars(10000, 'es')).toBe('10.000,00\u00a0US$');
  });
});
