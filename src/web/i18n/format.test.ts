import { describe, expect, it, vi } from 'vitest';
import type { Messages } from './catalog.ts';
import { formatDate, localeFor, writeOutDay } from './dates.ts';
import { fillText, PLURAL_RULES } from './format.ts';

describe('plural forms', () => {
  it('says "one" for exactly one in English and in Spanish, "other" for anything else', () => {
    for (const lang of ['en', 'es'] as const) {
      const form = PLURAL_RULES[lang];
      expect(form(1)).toBe('one');
      for (const count of [0, 2, 999, 1000, 5635, 10_000, 1_234_567, 1.5, 0.5])
        expect(form(count)).toBe('other');
    }
  });

  it('fills a text with the form of its count, the count written as the language writes numbers', () => {
    const en = '{count, plural, one {# player} other {# players}} and counting!';
    expect(fillText(en, 'en', { count: 1 })).toBe('1 player and counting!');
    expect(fillText(en, 'en', { count: 0 })).toBe('0 players and counting!');
    expect(fillText(en, 'en', { count: 2 })).toBe('2 players and counting!');
    expect(fillText(en, 'en', { count: 5635 })).toBe('5,635 players and counting!');
    expect(fillText(en, 'en', { count: 1_234_567 })).toBe('1,234,567 players and counting!');
    const es = '¡Ya {count, plural, one {se ha unido # jugador} other {se han unido # jugadores}}!';
    expect(fillText(es, 'es', { count: 1 })).toBe('¡Ya se ha unido 1 jugador!');
    expect(fillText(es, 'es', { count: 0 })).toBe('¡Ya se han unido 0 jugadores!');
    expect(fillText(es, 'es', { count: 5635 })).toBe('¡Ya se han unido 5635 jugadores!');
    expect(fillText(es, 'es', { count: 10_000 })).toBe('¡Ya se han unido 10.000 jugadores!');
  });

  it('fills two plurals and plain placeholders in one text, and leaves a placeholder without a value', () => {
    const text =
      '{player}: {score, plural, one {# point} other {# points}}, {moves, plural, one {# move} other {# moves}}';
    expect(fillText(text, 'en', { player: 'ada', score: 1, moves: 13 })).toBe('ada: 1 point, 13 moves');
    expect(fillText('{a} and {b}', 'en', { a: 'x' })).toBe('x and {b}');
  });
});

const catalogs = import.meta.glob<Record<string, unknown>>('../**/messages.ts', { eager: true });

/** Every text of the site in both languages: each `messages.ts`, the shell's among them. */
function everyText(): { where: string; en: string; es: string }[] {
  const texts: { where: string; en: string; es: string }[] = [];
  for (const [file, module] of Object.entries(catalogs)) {
    for (const [name, value] of Object.entries(module)) {
      const messages = value as Partial<Messages<Record<string, unknown>>>;
      if (typeof messages?.en !== 'object' || typeof messages.es !== 'object' || messages.en === null)
        continue;
      for (const [key, english] of Object.entries(messages.en)) {
        if (typeof english !== 'string') continue;
        texts.push({
          where: `${file} ${name}.${key}`,
          en: english,
          es: String((messages.es as Record<string, unknown> | undefined)?.[key]),
        });
      }
    }
  }
  return texts;
}

const pluralNames = (text: string) => [...text.matchAll(/\{(\w+), plural,/g)].map((match) => match[1]).sort();

describe('the texts of the site', () => {
  const texts = everyText();

  it('are found, in both languages', () => {
    expect(texts.length).toBeGreaterThan(300);
    expect(texts.filter((text) => text.en.includes(', plural,')).length).toBeGreaterThanOrEqual(10);
  });

  it('write every plural in a form the filler reads, with the same counts in English and Spanish', () => {
    for (const { where, en: english, es: spanish } of texts) {
      expect(pluralNames(spanish), where).toEqual(pluralNames(english));
      if (pluralNames(english).length === 0) continue;
      for (const count of [1, 2]) {
        const values = Object.fromEntries(
          [...english.matchAll(/\{(\w+)/g)].map(([, name]) => [
            name,
            pluralNames(english).includes(name) ? count : 'x',
          ]),
        );
        for (const filled of [fillText(english, 'en', values), fillText(spanish, 'es', values)]) {
          expect(filled, where).not.toMatch(/plural|[{}]/);
          if (count === 2) expect(filled, where).toContain('2');
        }
      }
    }
  });
});

describe('dates in the visitor’s format for the page’s language', () => {
  const day = new Date(Date.UTC(2026, 10, 28, 12));

  it('takes the first of the browser’s languages that is the page’s language, else the language', () => {
    expect(localeFor('en', ['es-MX', 'en-GB', 'en-US'])).toBe('en-GB');
    expect(localeFor('es', ['es-MX', 'en-GB'])).toBe('es-MX');
    expect(localeFor('es', ['en-US'])).toBe('es');
    expect(localeFor('en', ['eo', 'es'])).toBe('en');
    expect(localeFor('en', [])).toBe('en');
  });

  it('writes the short date of the visitor’s locale: 11/28/26 in the US, 28/11/26 in Spain', () => {
    vi.stubGlobal('navigator', { languages: ['en-US', 'es-ES'] });
    expect(formatDate(day, 'en', { dateStyle: 'short', timeZone: 'UTC' })).toBe('11/28/26');
    expect(formatDate(day, 'es', { dateStyle: 'short', timeZone: 'UTC' })).toBe('28/11/26');
    vi.stubGlobal('navigator', { languages: ['en-US'] });
    // A Spanish page for a visitor whose browser has no Spanish: Spanish's order of day and month.
    expect(formatDate(day, 'es', { dateStyle: 'medium', timeZone: 'UTC' })).toBe('28 nov 2026');
  });
});

describe('writeOutDay', () => {
  it('writes a calendar day out in each language, whatever the locale', () => {
    expect(writeOutDay('2026-11-28', 'en')).toBe('28 November 2026');
    expect(writeOutDay('2026-01-05', 'es')).toBe('5 de enero de 2026');
  });
});
