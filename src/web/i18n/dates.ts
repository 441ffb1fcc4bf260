/**
 * Dates in the visitor's own format for the page's language. Intl starts with the first date
 * written, never as a page loads (decision 015): only the parts that show dates import this, once
 * their data is there.
 */
import type { Lang } from './i18n.ts';

// Built once per language and options: a board or an admin table writes dozens of dates per render.
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The visitor's own locale for the page's language: the first of the browser's languages that is
 * that language (en-GB on an English page for a British visitor, es-MX on a Spanish one for a
 * Mexican visitor), or the language itself.
 */
export function localeFor(lang: Lang, languages: readonly string[] = navigator.languages): string {
  return languages.find((tag) => tag === lang || tag.startsWith(`${lang}-`)) ?? lang;
}

/**
 * A date as the visitor writes it in the page's language, by default in the short format (11/28/26
 * in the US, 28/11/26 in Spain); `options` as Intl takes them for any other form.
 */
export function formatDate(
  date: Date,
  lang: Lang,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'short' },
): string {
  const key = lang + JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeFor(lang), options);
    formats.set(key, format);
  }
  return format.format(date);
}

const MONTHS: Record<Lang, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
};

/**
 * A calendar day (YYYY-MM-DD) written out in the page's language: "28 November 2026", "28 de noviembre de
 * 2026", or without the year ("28 November", "28 de noviembre") where the year is plain. Written by
 * hand rather than by Intl, so that the prerendered page and the hydrated one say the same whatever
 * the visitor's locale, and no page starts Intl to load (decision 015).
 */
export function writeOutDay(day: string, lang: Lang, { year: withYear = true } = {}): string {
  const [year, month, date] = day.split('-').map(Number);
  const name = MONTHS[lang][(month ?? 1) - 1] ?? '';
  if (!withYear) return lang === 'es' ? `${date} de ${name}` : `${date} ${name}`;
  return lang === 'es' ? `${date} de ${name} de ${year}` : `${date} ${name} ${year}`;
}
