import { describe, expect, it } from 'vitest';
import { browserNameIn, currentFirst, formatWhen, signedOutOthersText } from './account-format.ts';

describe('formatWhen', () => {
  const moment = '2026-03-05T17:45:00.000Z';
  // ICU versions differ in the kind of space before AM and PM.
  const spaced = (text: string) => text.replace(/\s/g, ' ');

  it('writes the date and time in the page’s language, in the given time zone', () => {
    expect(spaced(formatWhen(moment, 'en', 'UTC'))).toBe('Mar 5, 2026, 5:45 PM');
    expect(formatWhen(moment, 'es', 'UTC')).toBe('5 mar 2026, 17:45');
    // The same moment on another clock is another hour, and here another day.
    expect(spaced(formatWhen('2026-03-05T23:30:00.000Z', 'en', 'Asia/Tokyo'))).toBe('Mar 6, 2026, 8:30 AM');
  });

  it('shows a value it cannot read as it came, rather than "Invalid Date"', () => {
    expect(formatWhen('not a date', 'en', 'UTC')).toBe('not a date');
  });
});

describe('currentFirst', () => {
  it('puts this browser first, then the others from the most recently used, without changing the list', () => {
    const entries = [
      { id: 1, current: false, lastUsedAt: '2026-03-01T10:00:00.000Z' },
      { id: 2, current: false, lastUsedAt: '2026-03-04T10:00:00.000Z' },
      { id: 3, current: true, lastUsedAt: '2026-02-01T10:00:00.000Z' },
      { id: 4, current: false, lastUsedAt: '2026-03-02T10:00:00.000Z' },
    ];
    expect(currentFirst(entries).map((entry) => entry.id)).toEqual([3, 2, 4, 1]);
    expect(entries.map((entry) => entry.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('signedOutOthersText', () => {
  it('counts what was ended, one and many, in both languages', () => {
    expect(signedOutOthersText({ sessionsEnded: 2, devicesEnded: 1 }, 'en')).toBe(
      'Signed out everywhere else: 2 sessions ended and 1 remembered browser forgotten.',
    );
    expect(signedOutOthersText({ sessionsEnded: 1, devicesEnded: 0 }, 'en')).toBe(
      'Signed out everywhere else: 1 session ended and 0 remembered browsers forgotten.',
    );
    expect(signedOutOthersText({ sessionsEnded: 1, devicesEnded: 3 }, 'es')).toBe(
      'Sesión cerrada en todos los demás sitios: 1 sesión cerrada y 3 navegadores olvidados.',
    );
  });

  it('says so when there was nothing else to sign out', () => {
    expect(signedOutOthersText({ sessionsEnded: 0, devicesEnded: 0 }, 'en')).toBe(
      'There was nothing to sign out: only this browser was signed in.',
    );
  });
});

describe('browserNameIn', () => {
  it('keeps English names and puts the Spanish words around the names of browsers and systems', () => {
    expect(browserNameIn('Firefox on Linux', 'en')).toBe('Firefox on Linux');
    expect(browserNameIn('Firefox on Linux', 'es')).toBe('Firefox en Linux');
    expect(browserNameIn('Samsung Internet on Android', 'es')).toBe('Samsung Internet en Android');
    expect(browserNameIn('A browser on iPhone', 'es')).toBe('Un navegador en iPhone');
    expect(browserNameIn('A browser', 'es')).toBe('Un navegador');
    expect(browserNameIn('Chrome', 'es')).toBe('Chrome');
  });
});
