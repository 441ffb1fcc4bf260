import { describe, expect, it } from 'vitest';
import {
  nextPacificMidnight,
  nextPacificMonthStart,
  pacificDay,
  pacificMonth,
  startOfPacificDay,
} from './time.ts';

describe('Pacific calendar', () => {
  it('changes day at midnight Pacific, not UTC', () => {
    expect(pacificDay(new Date('2026-11-22T07:59:59Z'))).toBe('2026-11-21');
    expect(pacificDay(new Date('2026-11-22T08:00:00Z'))).toBe('2026-11-22');
    expect(pacificDay(new Date('2026-07-01T06:59:59Z'))).toBe('2026-06-30');
    expect(pacificDay(new Date('2026-07-01T07:00:00Z'))).toBe('2026-07-01');
  });

  it('gives the day Intl gives for every quarter hour of a year, in any order of calls', () => {
    const pacific = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Los_Angeles',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const start = Date.parse('2026-01-01T00:00:00Z');
    const instants: number[] = [];
    for (let at = start; at < start + 366 * 86_400_000; at += 15 * 60_000) instants.push(at);
    // Forwards, then backwards, so that no answer leans on the hour asked about just before.
    const order = [...instants, ...instants.slice().reverse()];
    for (const at of order) {
      expect(pacificDay(new Date(at))).toBe(pacific.format(new Date(at)));
      expect(pacificDay(new Date(at + 1_800_000 - 1))).toBe(pacific.format(new Date(at + 1_800_000 - 1)));
    }
  });

  it("agrees with Intl's time zone data at every daylight-saving change from 1990 to 2060", () => {
    const pacific = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Los_Angeles',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    const offsetHours = (at: number) => {
      const parts = Object.fromEntries(
        pacific.formatToParts(at).map((part) => [part.type, Number(part.value)]),
      );
      const wall = Date.UTC(
        parts.year as number,
        (parts.month as number) - 1,
        parts.day as number,
        parts.hour,
      );
      return Math.round((wall - Math.floor(at / 3_600_000) * 3_600_000) / 3_600_000);
    };
    let changes = 0;
    for (
      let at = Date.parse('1990-01-01T00:00:00Z');
      at < Date.parse('2061-01-01T00:00:00Z');
      at += 3_600_000
    ) {
      // Intl's offset changes between this hour and the next: both sides of the change must agree.
      if (offsetHours(at) === offsetHours(at + 3_600_000)) continue;
      changes += 1;
      for (const instant of [at, at + 3_600_000 - 1, at + 3_600_000, at + 7_200_000 - 1]) {
        const day = pacific
          .formatToParts(instant)
          .filter((part) => ['year', 'month', 'day'].includes(part.type));
        expect(pacificDay(new Date(instant))).toBe(day.map((part) => part.value).join('-'));
      }
      // The midnights around a change are midnights by Intl's reckoning too.
      const dayOfChange = pacificDay(new Date(at));
      const midnight = startOfPacificDay(dayOfChange);
      const hour = pacific.formatToParts(midnight).find((part) => part.type === 'hour')?.value;
      expect([hour, pacificDay(midnight)]).toEqual(['00', dayOfChange]);
      expect(pacificDay(new Date(midnight.getTime() - 1))).not.toBe(dayOfChange);
    }
    expect(changes).toBe(2 * 71);
  });

  it('keys months by the Pacific date', () => {
    expect(pacificMonth(new Date('2026-12-01T07:59:00Z'))).toBe('2026-11');
    expect(pacificMonth(new Date('2026-12-01T08:00:00Z'))).toBe('2026-12');
  });

  it('finds the start of a day across both daylight-saving changes', () => {
    expect(startOfPacificDay('2026-03-08').toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(startOfPacificDay('2026-03-09').toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(startOfPacificDay('2026-11-01').toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(startOfPacificDay('2026-11-02').toISOString()).toBe('2026-11-02T08:00:00.000Z');
  });

  it('gives the next midnight and the next month start', () => {
    expect(nextPacificMidnight(new Date('2026-11-22T12:00:00Z')).toISOString()).toBe(
      '2026-11-23T08:00:00.000Z',
    );
    expect(nextPacificMidnight(new Date('2026-03-08T09:00:00Z')).toISOString()).toBe(
      '2026-03-09T07:00:00.000Z',
    );
    expect(nextPacificMonthStart(new Date('2026-12-31T12:00:00Z')).toISOString()).toBe(
      '2027-01-01T08:00:00.000Z',
    );
  });
});
