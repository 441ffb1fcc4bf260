import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import {
  type Lang,
  loadSpanish,
  type Messages,
  spanishSnapshot,
  subscribeToTexts,
  tableIn,
  textIn,
} from './catalog.ts';
import { type MessageKey, shellMessages } from './messages.ts';

export type { Lang, MessageKey };

const subscribeToNothing = () => () => undefined;

function langFromSearch(search: string): Lang {
  return new URLSearchParams(search).get('lang') === 'es' ? 'es' : 'en';
}

type Values = Record<string, string | number>;
type StringKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/**
 * A feature's texts in the page's language, with the shell's `lang` and `href`: `text(key, values)`
 * for one text with its placeholders filled, `texts` for the whole catalog (lists, functions).
 */
export function useMessages<T>(messages: Messages<T>) {
  const i18n = useI18n();
  return {
    ...i18n,
    texts: tableIn(messages, i18n.lang),
    text: (key: StringKey<T>, values?: Values) => textIn(messages, i18n.lang, key, values),
  };
}

/**
 * The page's language: '?lang=es' selects Spanish. Prerendered HTML is English, so the URL is read
 * only once hydration is over (the server sends Spanish requests the app shell, which has no text).
 */
export function useI18n() {
  const { search } = useLocation();
  // The prerendered HTML is English, so hydration renders English; afterwards the address decides.
  // As a store snapshot, an English page is not rendered a second time once hydration is over.
  const wanted = useSyncExternalStore(
    subscribeToNothing,
    () => langFromSearch(search),
    (): Lang => 'en',
  );
  const ready = useSyncExternalStore(subscribeToTexts, spanishSnapshot, () => 0) > 0;
  if (wanted === 'es' && !ready) void loadSpanish();
  const lang: Lang = wanted === 'es' && ready ? 'es' : 'en';
  return {
    lang,
    t: (key: MessageKey, values?: Values) => textIn(shellMessages, lang, key, values),
    /** An in-site address that keeps the chosen language. */
    href: (path: string) => withLang(path, lang),
  };
}

function withLang(path: string, lang: Lang): string {
  if (lang === 'en' || /^https?:/.test(path)) return path;
  const [base, hash] = path.split('#') as [string, string | undefined];
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}lang=es${hash ? `#${hash}` : ''}`;
}
