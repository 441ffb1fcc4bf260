/**
 * The one way the site writes a text (decision 021): a module named `messages.ts` defines its texts
 * with `defineMessages(english, spanish)`, both side by side. In the browser's build the Spanish
 * half is moved to a chunk of its own (scripts/messages-plugin.ts) that only a Spanish page fetches;
 * in the prerender and in the tests both halves are there as written.
 */
import { fillText } from './format.ts';

export type Lang = 'en' | 'es';
type Values = Record<string, string | number>;

/** What the Spanish of a text must be: the same shape as the English, with any wording. */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends object
      ? { readonly [K in keyof T]: Translation<T[K]> }
      : T;

export interface Messages<T> {
  readonly en: T;
  /** The Spanish half, as written, or once its chunk has been fetched. */
  es?: Translation<T>;
  /** Fetches the Spanish half, where the build moved it away. */
  readonly load?: () => Promise<Translation<T>>;
  fetched?: Promise<void>;
}

// Every catalog whose Spanish the build moved away; whether the page asked for Spanish, and got it.
const catalogs: Messages<unknown>[] = [];
let spanishWanted = false;
let spanishShown = false;
let loadedCount = 0;
const listeners = new Set<() => void>();
const tell = () => {
  for (const listener of listeners) listener();
};

export function defineMessages<const T extends object>(
  en: T,
  es: Translation<T> | (() => Promise<Translation<T>>),
): Messages<T> {
  if (typeof es !== 'function') return { en, es };
  const messages: Messages<T> = { en, load: es as () => Promise<Translation<T>> };
  catalogs.push(messages);
  if (spanishWanted) void fetchSpanish(messages);
  return messages;
}

function fetchSpanish<T>(messages: Messages<T>): Promise<void> | undefined {
  messages.fetched ??= messages.load?.().then((spanish) => {
    messages.es = spanish;
    loadedCount += 1;
    tell();
  });
  return messages.fetched;
}

/**
 * Fetches the Spanish of every catalog defined so far, and of every one defined from now on (a
 * dialog's, fetched later): a page shown in Spanish calls it once. Once those defined so far are
 * there, `spanishReady` turns true.
 */
export function loadSpanish(): Promise<void> {
  spanishWanted = true;
  return Promise.all(catalogs.map(fetchSpanish)).then(() => {
    spanishShown = true;
    tell();
  });
}

/** Resolves once every catalog being fetched has arrived: a part fetched later waits for its Spanish. */
export const catalogsFetched = () => Promise.allSettled(catalogs.map((messages) => messages.fetched));

/** For `useSyncExternalStore`: told when the page's Spanish is ready and when a catalog's arrives. */
export function subscribeToTexts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
/**
 * For `useSyncExternalStore`: 0 until the page's Spanish is ready, then a number that changes each
 * time a catalog's Spanish arrives (one defined after the switch, such as a route's or a dialog's),
 * so that whatever shows it renders again.
 */
export const spanishSnapshot = () => (spanishShown ? loadedCount + 1 : 0);

/** A catalog in one language; Spanish not fetched yet reads as English. */
export function tableIn<T>(messages: Messages<T>, lang: Lang): Translation<T> {
  return langIn(messages, lang) === 'en' ? (messages.en as Translation<T>) : (messages.es as Translation<T>);
}

/** The language a catalog is shown in on a page of the given language: English where Spanish is missing. */
export function langIn<T>(messages: Messages<T>, lang: Lang): Lang {
  return lang === 'en' || !messages.es ? 'en' : lang;
}

type StringKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/** One text of a catalog in a given language, with its placeholders filled. */
export function textIn<T>(messages: Messages<T>, lang: Lang, key: StringKey<T>, values?: Values): string {
  return fillText((tableIn(messages, lang) as Record<string, string>)[key] as string, lang, values);
}
