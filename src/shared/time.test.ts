import { describe, expect, it } from 'vitest';
import {
  monthStart,
  nextPacificMidnight,
  nextPacificMonthStart,
  pacificDay,
  pacificMonth,
  startOfPacificDay,
  weekStarts,
} from './time.ts';

describe('Pacific calendar', () => {
  it('changes day at midnight Pacific, not UTC', () => {
    expect(pacificDay(new Date('2026-11-22T07:59:59Z'))).toBe('2026-11-21');
    expect(pacificDay(new Date('2026-11-22T08:00:00Z'))).toBe('2026-11-22');
    expect(pacificDay(new Date('2026-07-01T06:59:59Z'))).toBe('2026-06-30');
    expect(pacificDay(new Date('2026-07-01T07:00:00Z'))).toBe('2026-07-01');
  });

  // Intl is slow (a few microseconds a call, far more on a busy machine), so these tests ask it only
  // where an answer can change: around each Pacific midnight and each change of offset. Between
  // those instants the day is constant, so checking their edges checks every instant in between.
  const pacific = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  });
  const HOUR = 3_600_000;
  const parts = (at: number) =>
    Object.fromEntries(pacific.formatToParts(at).map((part) => [part.type, part.value]));
  const intlDay = (at: number) => {
    const { year, month, day } = parts(at);
    return `${year}-${month}-${day}`;
  };
  /** Intl's offset from UTC at an instant, in whole hours. */
  const offsetHours = (at: number) => {
    const { year, month, day, hour } = parts(at);
    const wall = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour));
    return Math.round((wall - Math.floor(at / HOUR) * HOUR) / HOUR);
  };
  /** The last hour before each change of Intl's offset in [from, to): narrowed month, day, hour. */
  const offsetChanges = (from: number, to: number) => {
    const changes: number[] = [];
    const narrow = (start: number, end: number, step: number) => {
      for (let at = start; at < end; at += step) {
        const next = Math.min(at + step, end);
        if (offsetHours(at) === offsetHours(next)) continue;
        if (step === HOUR) changes.push(at);
        else narrow(at, next, step === 32 * 24 * HOUR ? 24 * HOUR : HOUR);
      }
    };
    narrow(from, to, 32 * 24 * HOUR);
    return changes;
  };

  it('gives the day Intl gives on both sides of every midnight and offset change of a year', () => {
    const start = Date.parse('2026-01-01T12:00:00Z');
    // Forwards, then backwards, so that no answer leans on the instant asked about just before.
    const days: string[] = [];
    for (let at = start; at < start + 366 * 24 * HOUR; at += 24 * HOUR) days.push(intlDay(at));
    const instants = days.flatMap((day) => {
      const midnight = startOfPacificDay(day).getTime();
      return [midnight - 1, midnight, midnight + 15 * 60_000, midnight + 12 * HOUR];
    });
    for (const change of offsetChanges(
      Date.parse('2026-01-01T00:00:00Z'),
      Date.parse('2027-01-01T00:00:00Z'),
    )) {
      for (let at = change - HOUR; at <= change + 2 * HOUR; at += 15 * 60_000) instants.push(at, at - 1);
    }
    for (const at of [...instants, ...instants.slice().reverse()]) {
      expect(pacificDay(new Date(at))).toBe(intlDay(at));
    }
    // Every midnight is a midnight by Intl's reckoning.
    for (const day of days) expect(parts(startOfPacificDay(day).getTime()).hour).toBe('00');
  });

  it("agrees with Intl's time zone data at every daylight-saving change from 1990 to 2060", () => {
    const changes = offsetChanges(Date.parse('1990-01-01T00:00:00Z'), Date.parse('2061-01-01T00:00:00Z'));
    for (const at of changes) {
      // Both sides of the change must agree.
      for (const instant of [at, at + HOUR - 1, at + HOUR, at + 2 * HOUR - 1]) {
        expect(pacificDay(new Date(instant))).toBe(intlDay(instant));
      }
      // The midnights around a change are midnights by Intl's reckoning too.
      const dayOfChange = pacificDay(new Date(at));
      const midnight = startOfPacificDay(dayOfChange);
      expect([parts(midnight.getTime()).hour, pacificDay(midnight)]).toEqual(['00', dayOfChange]);
      expect(pacificDay(new Date(midnight.getTime() - 1))).not.toBe(dayOfChange);
    }
    expect(changes).toHaveLength(2 * 71);
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

describe('weeks and months of calendar days', () => {
  it('gives the Mondays of the weeks up to a day, oldest first, across a change of clocks and a year', () => {
    expect(weekStarts('2026-11-01', 2)).toEqual(['2026-10-19', '2026-10-26']);
    expect(weekStarts('2026-11-02', 1)).toEqual(['2026-11-02']);
    expect(weekStarts('2027-01-03', 3)).toEqual(['2026-12-14', '2026-12-21', '2026-12-28']);
  });

  it('gives the first day of the month', () => {
    expect(monthStart('2026-11-29')).toBe('2026-11-01');
  });
});
