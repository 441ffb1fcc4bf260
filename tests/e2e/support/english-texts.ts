// The English texts of the site's catalogs (decision 021) that a Spanish page must never show: every
// text of every `defineMessages` catalog under src/web, read from the modules as written, where both
// halves are present (support/catalogs.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { siteIdentityDefines } from '../../../scripts/site-identity.ts';
import type { Catalog } from './catalogs.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** The catalogs, loaded through Vite with the build's constants, as the prerender has them. */
async function loadCatalogs(): Promise<Catalog[]> {
  const { module } = await runnerImport<{ CATALOGS: Catalog[] }>(path.join(HERE, 'catalogs.ts'), {
    configFile: false,
    root: path.resolve(HERE, '../../..'),
    logLevel: 'silent',
    define: siteIdentityDefines(process.env),
  });
  return module.CATALOGS;
}

/**
 * A function of a catalog is called with this number for each of its parameters (the texts' functions
 * take counts, seconds, positions), and its result is cut where the number appears: what is left is
 * the function's own wording. A function that throws on a number is left out.
 */
const SAMPLE = 7_919_071;

/**
 * The pieces of one text a page shows as written: the text cut at its ICU placeholders and plurals
 * (`{name}`, `{count, plural, one {# game} other {# games}}`) and at the sample argument.
 */
function pieces(text: string): string[] {
  return text
    .split(/[{}#]|7,?919,?071/)
    .map((piece) => piece.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** Every text of a catalog's half: string leaves, and those of what its functions return. */
function textsOf(value: unknown, into: Set<string>, depth = 0): void {
  if (depth > 12) return;
  if (typeof value === 'string') {
    for (const piece of pieces(value)) into.add(piece);
  } else if (typeof value === 'function') {
    let result: unknown;
    try {
      result = (value as (...args: unknown[]) => unknown)(
        ...Array.from({ length: value.length }, () => SAMPLE),
      );
    } catch {
      return;
    }
    textsOf(result, into, depth + 1);
  } else if (Array.isArray(value)) {
    for (const item of value) textsOf(item, into, depth + 1);
  } else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) textsOf(item, into, depth + 1);
  }
}

/** Long enough to be a sentence rather than a name, a number or a word both languages share. */
function isSentence(text: string): boolean {
  return text.split(' ').length >= 4 || text.length >= 20;
}

/** Two or three words: a button's, a label's or a heading's, looked for as a whole text. */
function isPhrase(text: string): boolean {
  return !isSentence(text) && text.split(' ').length >= 2;
}

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

export interface EnglishTexts {
  /** Sentences (four words or twenty characters or more), looked for anywhere in a page's text. */
  sentences: Map<string, string>;
  /** Phrases of two or three words, looked for as the whole text of an element or of a name. */
  phrases: Map<string, string>;
}

/**
 * The English texts of every catalog that no Spanish text of any catalog says (so a study's title,
 * quoted in both, is not one), lower-cased with their spaces collapsed, with where they are defined.
 */
export async function englishOnlyTexts(): Promise<EnglishTexts> {
  const english = new Map<string, string>();
  const spanish = new Set<string>();
  for (const catalog of await loadCatalogs()) {
    const en = new Set<string>();
    textsOf(catalog.en, en);
    textsOf(catalog.es, spanish);
    for (const text of en) if (!english.has(normalize(text))) english.set(normalize(text), catalog.where);
  }
  const spanishTexts = new Set([...spanish].map(normalize));
  const allSpanish = [...spanishTexts].join('\n');
  const result: EnglishTexts = { sentences: new Map(), phrases: new Map() };
  for (const [text, where] of english) {
    if (isSentence(text) && !allSpanish.includes(text)) result.sentences.set(text, where);
    if (isPhrase(text) && !spanishTexts.has(text)) result.phrases.set(text, where);
  }
  return result;
}
