/**
 * How the site writes words and figures in each language: plurals and the texts' placeholders here,
 * numbers by `formatNumber` (shared/format.ts, decision 019: the server and the tests write them by
 * the same rule), dates in dates.ts (kept apart: only the pages that show dates load them). Nothing
 * here starts the browser's Intl library (decision 015).
 */
import { formatNumber, type NumberLanguage as Lang } from '../../shared/format.ts';

type Values = Record<string, string | number>;

export type PluralForm = 'one' | 'other';

/**
 * The plural form of a count, by one small rule per language (CLDR's, for the forms English and
 * Spanish need): English says "1 player" but "0 players", "2 players", "1.5 players"; Spanish
 * "1 jugador" but "0 jugadores", "2 jugadores", "1,5 jugadores".
 */
export const PLURAL_RULES: Record<Lang, (count: number) => PluralForm> = {
  en: (count) => (count === 1 ? 'one' : 'other'),
  es: (count) => (count === 1 ? 'one' : 'other'),
};

// A plural placeholder: its forms hold words and `#`, no placeholder of their own.
const PLURAL = /\{(\w+), plural, one \{([^}]*)\} other \{([^}]*)\}\}/g;

/**
 * Puts values into a text: `{name}` takes the value as given, and
 * `{count, plural, one {# player} other {# players}}` (ICU's message syntax, as translators know
 * it) takes the form for the count, with `#` the count written by the language's number rule. A
 * placeholder without a value stays as written.
 */
export function fillText(template: string, lang: Lang, values: Values = {}): string {
  return template
    .replace(PLURAL, (_, name: string, one: string, other: string) => {
      const count = Number(values[name]);
      return (PLURAL_RULES[lang](count) === 'one' ? one : other).replace('#', formatNumber(count, lang));
    })
    .replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
