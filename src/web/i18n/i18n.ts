import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { en, type MessageKey } from './en.ts';
import { fillText } from './format.ts';

export type Lang = 'en' | 'es';
export type { MessageKey };

// Spanish is fetched only by pages that ask for it, keeping it out of every English page's script.
let spanish: Record<MessageKey, string> | null = null;
let spanishRequested = false;
const spanishListeners = new Set<() => void>();

function loadSpanish(): void {
  if (spanishRequested) return;
  spanishRequested = true;
  void import('./es.ts').then((module) => {
    spanish = module.es;
    for (const listener of spanishListeners) listener();
  });
}

const subscribeToNothing = () => () => undefined;

function subscribeToSpanish(listener: () => void): () => void {
  spanishListeners.add(listener);
  return () => spanishListeners.delete(listener);
}

function dictionary(lang: Lang): Record<MessageKey, string> {
  return lang === 'es' && spanish ? spanish : en;
}

function langFromSearch(search: string): Lang {
  return new URLSearchParams(search).get('lang') === 'es' ? 'es' : 'en';
}

function translate(lang: Lang, key: MessageKey, values?: Record<string, string | number>): string {
  return fillText(dictionary(lang)[key], lang, values);
}

/**
 * The texts of one feature in both languages, kept beside the feature so that they load with its
 * code. The Spanish half must have every key of the English half.
 */
export interface Messages<Key extends string> {
  en: Record<Key, string>;
  es: Record<Key, string>;
}

export function defineMessages<const English extends Record<string, string>>(
  en: English,
  es: Record<keyof English, string>,
): Messages<Extract<keyof English, string>> {
  return { en, es } as Messages<Extract<keyof English, string>>;
}

/** A feature's texts in the page's language, with the shell's `lang` and `href`. */
export function useMessages<Key extends string>(messages: Messages<Key>) {
  const i18n = useI18n();
  const table = messages[i18n.lang];
  return {
    ...i18n,
    text: (key: Key, values?: Record<string, string | number>) => fillText(table[key], i18n.lang, values),
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
  const spanishReady = useSyncExternalStore(
    subscribeToSpanish,
    () => spanish !== null,
    () => false,
  );
  if (wanted === 'es' && !spanishReady) loadSpanish();
  const lang: Lang = wanted === 'es' && spanishReady ? 'es' : 'en';
  return {
    lang,
    t: (key: MessageKey, values?: Record<string, string | number>) => translate(lang, key, values),
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

/** One text of a feature in a given language, for code that runs outside a component. */
export function textIn<Key extends string>(
  messages: Messages<Key>,
  lang: Lang,
  key: Key,
  values?: Record<string, string | number>,
): string {
  return fillText(messages[lang][key], lang, values);
}
