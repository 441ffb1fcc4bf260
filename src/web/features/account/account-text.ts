import { type Lang, textIn } from '../../i18n/catalog.ts';
import { formatDate } from '../../i18n/dates.ts';
import { accountPageMessages } from './messages.ts';

/**
 * The account page's words and orders that do not need React: dates in the page's language, the
 * order of the sign-in lists, what "Sign out everywhere else" came to, and the export's file name.
 */

/** A moment from the API (an ISO date and time) as the page's language writes it, in the visitor's time zone. */
export function formatWhen(iso: string, lang: Lang, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatDate(date, lang, { dateStyle: 'medium', timeStyle: 'short', timeZone });
}

/**
 * The server's short name of a browser ("Firefox on Linux", "A browser on Android", "A browser") in
 * the page's language: browsers and systems are names and stay as they are.
 */
export function browserNameIn(name: string, lang: Lang): string {
  if (lang === 'en') return name;
  const onSystem = /^(.+) on (.+)$/.exec(name);
  const browser = onSystem?.[1] ?? name;
  const named =
    browser === textIn(accountPageMessages, 'en', 'aBrowser')
      ? textIn(accountPageMessages, lang, 'aBrowser')
      : browser;
  return onSystem
    ? textIn(accountPageMessages, lang, 'browserOn', { browser: named, system: onSystem[2] as string })
    : named;
}

/** This browser's entry first, then the others from the most recently used. */
export function currentFirst<Entry extends { current: boolean; lastUsedAt: string }>(
  entries: readonly Entry[],
): Entry[] {
  return [...entries].sort(
    (a, b) => Number(b.current) - Number(a.current) || Date.parse(b.lastUsedAt) - Date.parse(a.lastUsedAt),
  );
}

/** What "Sign out everywhere else" did, counted in the page's language. */
export function signedOutOthersText(
  ended: { sessionsEnded: number; devicesEnded: number },
  lang: Lang,
): string {
  if (ended.sessionsEnded === 0 && ended.devicesEnded === 0)
    return textIn(accountPageMessages, lang, 'nothingElse');
  const count = (value: number, one: 'sessionsOne' | 'devicesOne', many: 'sessionsMany' | 'devicesMany') =>
    textIn(accountPageMessages, lang, value === 1 ? one : many, { count: value });
  return textIn(accountPageMessages, lang, 'signedOutOthers', {
    sessions: count(ended.sessionsEnded, 'sessionsOne', 'sessionsMany'),
    devices: count(ended.devicesEnded, 'devicesOne', 'devicesMany'),
  });
}

/** A file name that is safe to save: no folders, no control characters, ending in .json. */
function safeFileName(name: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern exists to remove them
  const cleaned = name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '').trim();
  if (!cleaned || cleaned.startsWith('.')) return null;
  return /\.json$/i.test(cleaned) ? cleaned : `${cleaned}.json`;
}

/**
 * The name to save the export under: the one the server's Content-Disposition gives (its UTF-8
 * `filename*` first), or one made of the date when it gives none that can be used.
 */
export function exportFileName(contentDisposition: string | null, now: Date): string {
  const fallback = `brain-training-account-${now.toISOString().slice(0, 10)}.json`;
  if (!contentDisposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(contentDisposition)?.[1];
  if (extended) {
    try {
      return safeFileName(decodeURIComponent(extended.trim())) ?? fallback;
    } catch {
      // A malformed escape: the plain name, if any, is used instead.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(contentDisposition);
  const name = plain?.[1] ?? plain?.[2];
  return (name && safeFileName(name)) || fallback;
}
