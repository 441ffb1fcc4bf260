// Decision 021: a `messages.ts` module holds its texts in English and Spanish side by side, and the
// browser's build splits them. In the module every page loads, each `defineMessages(english,
// spanish)` keeps its English and gets, for its Spanish, a function that fetches a second module:
// the same file with the query `?spanish`, where each call is replaced by its Spanish half alone.
// The prerender (and the tests, which do not use this plugin) keep both halves as written.
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  declarationsOf,
  type Node,
  readsOutside,
  replaceRanges,
  statementsOf,
  valueNamed,
} from './module-source.ts';

const SPANISH_QUERY = '?spanish';

/** One catalog of a messages module: the nodes of its call and of its two halves. */
interface Catalog {
  name: string;
  call: Node;
  english: Node;
  spanish: Node;
}

/** The `export const name = defineMessages(english, spanish)` declarations of a messages module. */
export function catalogsOf(code: string, file: string): Catalog[] {
  const catalogs: Catalog[] = [];
  for (const statement of statementsOf(code, file)) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node) : null;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      const callee = init?.callee as Node | undefined;
      if (
        init?.type !== 'CallExpression' ||
        callee?.type !== 'Identifier' ||
        callee.name !== 'defineMessages'
      )
        continue;
      const [english, spanish] = init.arguments as Node[];
      if (!english || !spanish) throw new Error(`${file}: defineMessages needs English and Spanish`);
      catalogs.push({
        name: (declarator.id as Node).name as string,
        call: init,
        english,
        spanish,
      });
    }
  }
  const calls = code.match(/\bdefineMessages\s*[<(]/g)?.length ?? 0;
  if (calls !== catalogs.length)
    throw new Error(
      `${file}: every defineMessages must be the value of an exported const, as \`export const x = defineMessages(...)\``,
    );
  return catalogs;
}

/**
 * The module every page loads: English as written, Spanish fetched on demand. A Spanish half written
 * beside the call (`const es = {...}` or `function es() {...}`, named by the call and read nowhere
 * else) is left out of it too, since a bundler keeps a value whose making calls a function.
 */
export function englishModule(code: string, file: string): string {
  const spanishModule = JSON.stringify(`./${path.basename(file)}${SPANISH_QUERY}`);
  const declarations = declarationsOf(code, file);
  return replaceRanges(
    code,
    catalogsOf(code, file).flatMap(({ name, spanish }) => {
      const loader = { ...spanish, text: `() => import(${spanishModule}).then((module) => module.${name})` };
      const named = valueNamed(spanish);
      const declared = named === undefined ? undefined : declarations.get(named);
      const alone =
        declared !== undefined &&
        declared.statement.type !== 'ExportNamedDeclaration' &&
        (declared.statement.type === 'FunctionDeclaration' ||
          (declared.statement.declarations as Node[]).length === 1) &&
        readsOutside(code, file, named as string, declared.statement) === 1;
      return alone ? [loader, { ...declared.statement, text: '' }] : [loader];
    }),
  );
}

/** The module of the Spanish halves: each catalog is its Spanish alone. */
export function spanishModule(code: string, file: string): string {
  return replaceRanges(
    code,
    catalogsOf(code, file).map(({ call, spanish }) => ({
      ...call,
      text: `(${code.slice(spanish.start, spanish.end)})`,
    })),
  );
}

/** A module of texts: a `messages.ts`, or a content page's data (`src/web/content/<page>.ts`). */
export function isCatalogFile(file: string): boolean {
  return /[\\/]src[\\/]web[\\/](?:.+[\\/]messages|content[\\/][\w-]+)\.ts$/.test(file);
}

export function splitMessages(): Plugin {
  return {
    name: 'split-messages',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform(code, id) {
      const spanish = id.endsWith(SPANISH_QUERY);
      const file = spanish ? id.slice(0, -SPANISH_QUERY.length) : id;
      if (!isCatalogFile(file) || !/\bdefineMessages\s*[<(]/.test(code)) return null;
      return { code: spanish ? spanishModule(code, file) : englishModule(code, file), map: null };
    },
  };
}
