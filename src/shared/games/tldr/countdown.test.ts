import { describe, expect, it } from 'vitest';
import { countdownToNextWord } from './countdown.ts';

describe('countdown to the next word', () => {
  it('counts down to midnight Pacific', () => {
    // 19:10 UTC on 22 November is 11:10 PST: 12 h 50 min to go.
    expect(countdownToNextWord(new Date('2026-11-22T19:10:00Z'))).toBe('12:50:00');
    expect(countdownToNextWord(new Date('2026-11-23T07:59:59Z'))).toBe('00:00:01');
    expect(countdownToNextWord(new Date('2026-11-23T08:00:00Z'))).toBe('24:00:00');
  });

  it('knows the days on which the clocks change are 23 and 25 hours long', () => {
    expect(countdownToNextWord(new Date('2026-03-08T08:00:00Z'))).toBe('23:00:00');
    expect(countdownToNextWord(new Date('2026-11-01T07:00:00Z'))).toBe('25:00:00');
  });

  it('rounds part seconds up, so it never shows 00:00:00 before the change', () => {
    expect(countdownToNextWord(new Date('2026-11-23T07:59:59.500Z'))).toBe('00:00:01');
  });
});
