// The check that an English page carries no Spanish (decision 021): the Spanish texts of every
// `messages.ts`, read from the source as the build's plugin reads it, are looked for in the scripts
// an English page can load.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { catalogsOf, isCatalogFile } from './messages-plugin.ts';

/** Every string literal inside a node of the syntax tree, with the same text as in the source. */
function literalsIn(node: unknown, found: string[]): string[] {
  if (Array.isArray(node)) for (const child of node) literalsIn(child, found);
  else if (node && typeof node === 'object') {
    const { type, value } = node as { type?: unknown; value?: unknown };
    if (type === 'Literal' && typeof value === 'string') found.push(value);
    for (const child of Object.values(node)) if (child && typeof child === 'object') literalsIn(child, found);
  }
  return found;
}

/**
 * The Spanish texts of a messages module that say something no English text of it says, long enough
 * (12 characters or more) to be found by chance nowhere else, and written in a script as they are in
 * the source (no quote or backslash a minifier could escape differently).
 */
export function spanishTextsOf(code: string, file: string): string[] {
  const english = new Set<string>();
  const spanish: string[] = [];
  for (const catalog of catalogsOf(code, file)) {
    for (const text of literalsIn(catalog.english, [])) english.add(text);
    spanish.push(...literalsIn(catalog.spanish, []));
  }
  return [...new Set(spanish)].filter(
    (text) => text.length >= 12 && !english.has(text) && !/["'\\\n`]/.test(text),
  );
}

/** The Spanish texts of every module of texts under a folder, each with the file it comes from. */
export async function spanishTexts(folder: string): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  for (const entry of await readdir(folder, { recursive: true })) {
    const file = path.join(folder, entry);
    if (!isCatalogFile(file)) continue;
    for (const text of spanishTextsOf(await readFile(file, 'utf8'), file)) texts.set(text, file);
  }
  return texts;
}

/** The Spanish texts found in a script, for the build's log. */
export function spanishIn(script: string, texts: ReadonlyMap<string, string>): string[] {
  return [...texts.keys()].filter((text) => script.includes(text));
}
