// The check that an English page carries no Spanish (decision 021): the Spanish texts of every
// `messages.ts`, read from the source as the build's plugin reads it, are looked for in the scripts
// an English page can load.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { catalogsOf, isCatalogFile } from './messages-plugin.ts';
import { declarationsOf, type Node, valueNamed } from './module-source.ts';

/**
 * Every text inside a node of the syntax tree, with the same text as in the source: string literals,
 * and each fixed part of a template literal (`Pregunta ${n} de ${total}` gives "Pregunta ", " de ").
 */
function literalsIn(node: unknown, found: string[]): string[] {
  if (Array.isArray(node)) for (const child of node) literalsIn(child, found);
  else if (node && typeof node === 'object') {
    const { type, value } = node as { type?: unknown; value?: unknown };
    if (type === 'Literal' && typeof value === 'string') found.push(value);
    const cooked = (value as { cooked?: unknown } | undefined)?.cooked;
    if (type === 'TemplateElement' && typeof cooked === 'string') found.push(cooked);
    for (const child of Object.values(node)) if (child && typeof child === 'object') literalsIn(child, found);
  }
  return found;
}

/**
 * What a half of a catalog is made of: the half as written, or, where it names a value of the module
 * (`defineMessages(en, es)`, or `es()`), that value's declaration, so that texts written beside the
 * call are read too.
 */
function halfIn(half: Node, declarations: ReturnType<typeof declarationsOf>): Node {
  const named = valueNamed(half);
  return (named === undefined ? undefined : declarations.get(named)?.node) ?? half;
}

/**
 * The Spanish texts of a messages module that say something no English text of it says, long enough
 * (12 characters or more) to be found by chance nowhere else, and written in a script as they are in
 * the source (no quote or backslash a minifier could escape differently).
 */
export function spanishTextsOf(code: string, file: string): string[] {
  const english = new Set<string>();
  const spanish: string[] = [];
  const declarations = declarationsOf(code, file);
  for (const catalog of catalogsOf(code, file)) {
    for (const text of literalsIn(halfIn(catalog.english, declarations), [])) english.add(text);
    spanish.push(...literalsIn(halfIn(catalog.spanish, declarations), []));
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
