import { describe, expect, it } from 'vitest';
import { archiveDays, checkArchiveDay, dayBeforeTodayPacific } from './archive-days.ts';

const at = (iso: string) => new Date(iso);

describe('the day before today in Pacific time', () => {
  it('turns at midnight Pacific, not at midnight UTC', () => {
    // 23:59 and 00:00 Pacific standard time on 24/25 November (UTC-8).
    expect(dayBeforeTodayPacific(at('2026-11-25T07:59:59Z'))).toBe('2026-11-23');
    expect(dayBeforeTodayPacific(at('2026-11-25T08:00:00Z'))).toBe('2026-11-24');
    // Midnight UTC is 16:00 the day before in Pacific time: nothing changes then.
    expect(dayBeforeTodayPacific(at('2026-11-25T00:00:00Z'))).toBe('2026-11-23');
    // Summer (UTC-7): 23:59 and 00:00 on 14/15 July.
    expect(dayBeforeTodayPacific(at('2026-07-15T06:59:00Z'))).toBe('2026-07-13');
    expect(dayBeforeTodayPacific(at('2026-07-15T07:00:00Z'))).toBe('2026-07-14');
  });

  it('across the spring change (8 March 2026, clocks go from 2:00 to 3:00)', () => {
    // Midnight starting 8 March is still standard time (08:00 UTC).
    expect(dayBeforeTodayPacific(at('2026-03-08T07:59:00Z'))).toBe('2026-03-06');
    expect(dayBeforeTodayPacific(at('2026-03-08T08:00:00Z'))).toBe('2026-03-07');
    // 8 March is 23 hours long: the next midnight is at 07:00 UTC, an hour earlier.
    expect(dayBeforeTodayPacific(at('2026-03-09T06:59:00Z'))).toBe('2026-03-07');
    expect(dayBeforeTodayPacific(at('2026-03-09T07:00:00Z'))).toBe('2026-03-08');
  });

  it('across the autumn change (1 November 2026, clocks go from 2:00 back to 1:00)', () => {
    expect(dayBeforeTodayPacific(at('2026-11-01T06:59:00Z'))).toBe('2026-10-30');
    expect(dayBeforeTodayPacific(at('2026-11-01T07:00:00Z'))).toBe('2026-10-31');
    // 1 November is 25 hours long: at 07:30 UTC on the 2nd it is still 23:30 on the 1st.
    expect(dayBeforeTodayPacific(at('2026-11-02T07:30:00Z'))).toBe('2026-10-31');
    expect(dayBeforeTodayPacific(at('2026-11-02T07:59:00Z'))).toBe('2026-10-31');
    expect(dayBeforeTodayPacific(at('2026-11-02T08:00:00Z'))).toBe('2026-11-01');
  });

  it('across the end of a month and of a year', () => {
    expect(dayBeforeTodayPacific(at('2027-01-01T08:00:00Z'))).toBe('2026-12-31');
    expect(dayBeforeTodayPacific(at('2026-03-01T08:00:00Z'))).toBe('2026-02-28');
  });
});

describe('the days the archive offers', () => {
  it('lists every day from the day before today back to the first day, newest first', () => {
    expect(archiveDays(at('2026-11-28T20:00:00Z'), '2026-11-25')).toEqual([
      '2026-11-27',
      '2026-11-26',
      '2026-11-25',
    ]);
  });

  it('never offers today: the first day appears only once its Pacific day is over', () => {
    expect(archiveDays(at('2026-11-26T07:59:59Z'), '2026-11-25')).toEqual([]);
    expect(archiveDays(at('2026-11-26T08:00:00Z'), '2026-11-25')).toEqual(['2026-11-25']);
    expect(archiveDays(at('2026-11-28T20:00:00Z'), null)).toEqual([]);
    expect(archiveDays(at('2026-11-28T20:00:00Z'), 'not a day')).toEqual([]);
  });

  it('counts the short and the long day of each change once', () => {
    const spring = archiveDays(at('2026-03-09T07:00:00Z'), '2026-03-07');
    expect(spring).toEqual(['2026-03-08', '2026-03-07']);
    expect(archiveDays(at('2026-03-09T06:59:00Z'), '2026-03-07')).toEqual(['2026-03-07']);
    const autumn = archiveDays(at('2026-11-02T08:00:00Z'), '2026-10-30');
    expect(autumn).toEqual(['2026-11-01', '2026-10-31', '2026-10-30']);
    expect(archiveDays(at('2026-11-02T07:59:00Z'), '2026-10-30')).toEqual(['2026-10-31', '2026-10-30']);
  });
});

describe('a day asked for in the address', () => {
  const now = at('2026-11-28T20:00:00Z');

  it('opens a past day since the first one', () => {
    expect(checkArchiveDay('2026-11-27', now, '2026-11-01')).toBe('ok');
    expect(checkArchiveDay('2026-11-01', now, '2026-11-01')).toBe('ok');
    expect(checkArchiveDay('2026-10-01', now, null)).toBe('ok');
  });

  it('refuses today, later days, days before the first and days that do not exist', () => {
    expect(checkArchiveDay('2026-11-28', now, '2026-11-01')).toBe('not-over');
    expect(checkArchiveDay('2027-01-01', now, '2026-11-01')).toBe('not-over');
    expect(checkArchiveDay('2026-10-31', now, '2026-11-01')).toBe('before-first');
    for (const day of ['2026-02-29', '2026-11-31', '2026-13-01', 'yesterday', '2026-1-05', ''])
      expect(checkArchiveDay(day, now, '2026-11-01'), day).toBe('invalid');
  });

  it('refuses today in Pacific time even where the player is already a day ahead', () => {
    // 23:30 on 27 November in Pacific time is already the 28th in UTC and east of it.
    const lateEvening = at('2026-11-28T07:30:00Z');
    expect(checkArchiveDay('2026-11-27', lateEvening, '2026-11-01')).toBe('not-over');
    expect(checkArchiveDay('2026-11-26', lateEvening, '2026-11-01')).toBe('ok');
  });
});
