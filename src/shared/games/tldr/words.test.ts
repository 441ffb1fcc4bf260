import { describe, expect, it } from 'vitest';
import { nextPacificMidnight } from '../../time.ts';
import { TLDR_ANSWERS } from './answers.ts';
import { dayNumber, previousDay, TLDR_DAY_STRIDE, wordForDay, wordOfTheDay } from './words.ts';

describe('the answer list', () => {
  it('has at least 56 different six-letter words in upper case', () => {
    expect(TLDR_ANSWERS.length).toBeGreaterThanOrEqual(56);
    expect(new Set(TLDR_ANSWERS).size).toBe(TLDR_ANSWERS.length);
    for (const word of TLDR_ANSWERS) expect(word).toMatch(/^[A-Z]{6}$/);
  });
});

describe('dayNumber and previousDay', () => {
  it('counts days from 1970-01-01', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2026-11-22') - dayNumber('2026-11-21')).toBe(1);
  });

  it('steps back across months, years and a leap day', () => {
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
    expect(previousDay('2028-03-01')).toBe('2028-02-29');
    expect(previousDay('2027-01-01')).toBe('2026-12-31');
  });

  it('refuses text that is not a day', () => {
    expect(() => dayNumber('22/11/2026')).toThrow();
  });
});

describe('word of the day', () => {
  it('is the same for every instant of one Pacific day', () => {
    const morning = new Date('2026-11-22T08:00:00Z'); // 00:00 PST
    const evening = new Date('2026-11-23T07:59:59.999Z'); // 23:59:59.999 PST
    expect(wordOfTheDay(morning)).toBe(wordForDay('2026-11-22'));
    expect(wordOfTheDay(evening)).toBe(wordForDay('2026-11-22'));
  });

  it('changes at midnight Pacific, not at midnight UTC', () => {
    expect(wordOfTheDay(new Date('2026-11-22T07:59:59.999Z'))).toBe(wordForDay('2026-11-21'));
    expect(wordOfTheDay(new Date('2026-11-22T08:00:00Z'))).toBe(wordForDay('2026-11-22'));
    // Midnight UTC is 4 p.m. the day before in Pacific winter time.
    expect(wordOfTheDay(new Date('2026-11-23T00:00:00Z'))).toBe(wordForDay('2026-11-22'));
    expect(wordForDay('2026-11-21')).not.toBe(wordForDay('2026-11-22'));
  });

  it('changes at midnight Pacific daylight time in summer (07:00 UTC)', () => {
    expect(wordOfTheDay(new Date('2026-07-04T06:59:59Z'))).toBe(wordForDay('2026-07-03'));
    expect(wordOfTheDay(new Date('2026-07-04T07:00:00Z'))).toBe(wordForDay('2026-07-04'));
  });

  it('keeps the right day around the spring change to daylight time (a 23-hour day)', () => {
    // 2026-03-08 begins at 08:00 UTC (PST) and, as clocks skip 2 a.m., ends at 07:00 UTC (PDT).
    expect(wordOfTheDay(new Date('2026-03-08T07:59:59Z'))).toBe(wordForDay('2026-03-07'));
    expect(wordOfTheDay(new Date('2026-03-08T08:00:00Z'))).toBe(wordForDay('2026-03-08'));
    expect(wordOfTheDay(new Date('2026-03-08T10:30:00Z'))).toBe(wordForDay('2026-03-08')); // 3:30 a.m. PDT
    expect(wordOfTheDay(new Date('2026-03-09T06:59:59Z'))).toBe(wordForDay('2026-03-08'));
    expect(wordOfTheDay(new Date('2026-03-09T07:00:00Z'))).toBe(wordForDay('2026-03-09'));
    expect(nextPacificMidnight(new Date('2026-03-08T08:00:00Z')).toISOString()).toBe(
      '2026-03-09T07:00:00.000Z',
    );
  });

  it('keeps the right day around the autumn change back to standard time (a 25-hour day)', () => {
    // 2026-11-01 begins at 07:00 UTC (PDT); 1 a.m. happens twice; it ends at 08:00 UTC (PST).
    expect(wordOfTheDay(new Date('2026-11-01T06:59:59Z'))).toBe(wordForDay('2026-10-31'));
    expect(wordOfTheDay(new Date('2026-11-01T07:00:00Z'))).toBe(wordForDay('2026-11-01'));
    expect(wordOfTheDay(new Date('2026-11-02T07:30:00Z'))).toBe(wordForDay('2026-11-01')); // 11:30 p.m. PST
    expect(wordOfTheDay(new Date('2026-11-02T07:59:59Z'))).toBe(wordForDay('2026-11-01'));
    expect(wordOfTheDay(new Date('2026-11-02T08:00:00Z'))).toBe(wordForDay('2026-11-02'));
    expect(nextPacificMidnight(new Date('2026-11-01T07:00:00Z')).toISOString()).toBe(
      '2026-11-02T08:00:00.000Z',
    );
  });

  it('uses every answer once before repeating, and never the same word two days running', () => {
    const count = TLDR_ANSWERS.length;
    const start = dayNumber('2026-01-01');
    const words = Array.from({ length: count }, (_, offset) =>
      wordForDay(new Date((start + offset) * 86_400_000).toISOString().slice(0, 10)),
    );
    expect(new Set(words).size).toBe(count);
    for (let index = 1; index < words.length; index += 1) expect(words[index]).not.toBe(words[index - 1]);
    const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
    expect(gcd(TLDR_DAY_STRIDE, count)).toBe(1);
  });
});
