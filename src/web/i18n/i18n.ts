import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { SPANISH_PREFIX } from '../lib/paths.ts';
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

/**
 * The language a location asks for: a prerendered Spanish copy's path (`/es/...`, as the build
 * renders it), or `?lang=es` on any path (as the browser's address has it); English otherwise.
 */
export function langOfLocation({ pathname, search }: { pathname: string; search: string }): Lang {
  if (pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`)) return 'es';
  return new URLSearchParams(search).get('lang') === 'es' ? 'es' : 'en';
}

/**
 * Whether the Spanish texts are there: in the prerender always (both halves are in the modules as
 * written); in the browser once fetched. A Spanish page fetches them before it hydrates
 * (entry.client.tsx), so its hydration renders the Spanish the prerender wrote.
 */
const spanishThereSnapshot = () => (typeof document === 'undefined' ? 1 : spanishSnapshot());

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
 * The page's language, from its address (`langOfLocation`). Until the Spanish texts have arrived (a
 * switch to Spanish after the page loaded), the page stays English and renders once they are there.
 */
export function useI18n() {
  const wanted = langOfLocation(useLocation());
  const ready = useSyncExternalStore(subscribeToTexts, spanishThereSnapshot, spanishThereSnapshot) > 0;
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
