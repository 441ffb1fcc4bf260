import { type Lang, textIn } from '../../i18n/catalog.ts';
import { formatDate } from '../../i18n/dates.ts';
import { accountPageMessages } from './messages.ts';

/**
 * How the account page writes what the API gives it, without React: moments in the page's language,
 * browsers' names, what "Sign out everywhere else" came to, and the order of the sign-in lists. The
 * words themselves are in messages.ts.
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
  return textIn(accountPageMessages, lang, 'signedOutOthers', {
    sessions: ended.sessionsEnded,
    devices: ended.devicesEnded,
  });
}
