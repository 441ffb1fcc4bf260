// The games are listed once, in src/shared/games/registry.ts: one line a game, its definition. The
// pages' shell needs only the games' identities, which `identities.ts` reads from that list; a whole
// definition carries the game's engine, schemas and, for some games, answer lists, and every page's
// first script would carry them all. So in the browser's build `identities.ts` reads the registry as
// `registry.ts?identities`: the same file, where each `import { patternTrail } from
// './pattern-trail/definition.ts'` is replaced by the game's identity module and
// `const patternTrail = { identity: patternTrailIdentity }`. The server, the prerender and the tests
// read the registry as written. A game's identity is `<definition's name>Identity`, exported by
// `identity.ts` beside its definition (docs/adding-a-game.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { type Node, replaceRanges, statementsOf } from './module-source.ts';

const IDENTITIES_QUERY = '?identities';
const DEFINITION = /^\.\/([a-z0-9-]+)\/definition\.ts$/;

/** One game of the registry: the name its definition is imported as, and its folder. */
interface RegistryLine {
  name: string;
  local: string;
  folder: string;
  statement: Node;
}

/** The games the registry imports, one `import { name } from './<folder>/definition.ts'` each. */
export function registryLines(code: string, file: string): RegistryLine[] {
  const lines: RegistryLine[] = [];
  for (const statement of statementsOf(code, file)) {
    if (statement.type !== 'ImportDeclaration') continue;
    const folder = DEFINITION.exec((statement.source as { value: string }).value)?.[1];
    if (!folder) continue;
    const specifiers = statement.specifiers as Node[];
    const [specifier] = specifiers;
    if (specifiers.length !== 1 || specifier?.type !== 'ImportSpecifier') {
      throw new Error(`${file}: import one definition from ./${folder}/definition.ts, by its name`);
    }
    const name = (specifier.imported as { name: string }).name;
    lines.push({ name, local: (specifier.local as { name: string }).name, folder, statement });
  }
  return lines;
}

/** The registry as the browser reads it: each game its identity alone. */
export function identitiesRegistry(code: string, file: string): string {
  return replaceRanges(
    code,
    registryLines(code, file).map(({ name, local, folder, statement }) => {
      const identity = `${name}Identity`;
      const identityFile = path.join(path.dirname(file), folder, 'identity.ts');
      if (!new RegExp(`export const ${identity}\\b`).test(readFileSync(identityFile, 'utf8'))) {
        throw new Error(`${identityFile} must export ${identity}, the identity of ${name}`);
      }
      return {
        ...statement,
        text:
          `import { ${identity} as ${local}Identity } from './${folder}/identity.ts';\n` +
          `const ${local} = { identity: ${local}Identity };`,
      };
    }),
  );
}

const isIdentities = (file: string) => /[\\/]src[\\/]shared[\\/]games[\\/]identities\.ts$/.test(file);

export function gameIdentities(): Plugin {
  return {
    name: 'game-identities',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId(source, importer) {
      if (source !== './registry.ts' || !importer || !isIdentities(importer)) return null;
      return path.join(path.dirname(importer), 'registry.ts') + IDENTITIES_QUERY;
    },
    transform(code, id) {
      if (!id.endsWith(IDENTITIES_QUERY)) return null;
      return { code: identitiesRegistry(code, id.slice(0, -IDENTITIES_QUERY.length)), map: null };
    },
  };
}
