import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_REGISTRY } from '../src/shared/games/registry.ts';
import { identitiesRegistry, registryLines } from './game-identities-plugin.ts';

const GAMES = path.resolve(import.meta.dirname, '../src/shared/games');
const REGISTRY = path.join(GAMES, 'registry.ts');

describe("the browser's registry of identities", () => {
  it('replaces each definition the registry imports by its identity, and keeps the rest as written', async () => {
    const source = await readFile(REGISTRY, 'utf8');
    const browser = identitiesRegistry(source, REGISTRY);
    expect(browser).not.toMatch(/from '[^']*definition\.ts'/);
    expect(browser).toContain(
      "import { memoryMatchIdentity as memoryMatchIdentity } from './memory-match/identity.ts';\n" +
        'const memoryMatch = { identity: memoryMatchIdentity };',
    );
    // The list itself is the registry's line, unchanged.
    expect(browser).toContain('export const GAME_REGISTRY = [memoryMatch, numberPuzzle, wordScramble, tldr]');
  });

  it("names, for every game of the registry, the identity module its definition's identity comes from", async () => {
    const lines = registryLines(await readFile(REGISTRY, 'utf8'), REGISTRY);
    expect(lines).toHaveLength(GAME_REGISTRY.length);
    for (const { name, folder } of lines) {
      const definition = (await import(path.join(GAMES, folder, 'definition.ts')))[name];
      const identity = (await import(path.join(GAMES, folder, 'identity.ts')))[`${name}Identity`];
      expect(definition.identity, `${folder}: ${name}Identity`).toBe(identity);
      expect(GAME_REGISTRY).toContain(definition);
    }
  });

  it('refuses a registry line it cannot read, and a game without its identity', () => {
    expect(() => identitiesRegistry("import * as tldr from './tldr/definition.ts';\n", REGISTRY)).toThrow(
      /import one definition/,
    );
    expect(() =>
      identitiesRegistry(
        "import { tldrGame } from './tldr/definition.ts';\nexport const G = [tldrGame];\n",
        REGISTRY,
      ),
    ).toThrow(/must export tldrGameIdentity/);
  });
});
