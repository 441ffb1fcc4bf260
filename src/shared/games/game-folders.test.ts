// Every game is one folder: these checks read the source tree. A shipped game lacking a piece the site
// needs fails here, and so does a game's id or slug written anywhere outside its own folders.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogsOf } from '../../../scripts/messages-plugin.ts';
import { numberGuess } from '../../../tests/fixtures/games/number-guess/definition.ts';
import type { AnyGameDefinition } from './define-game.ts';
import { GAME_REGISTRY } from './registry.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const at = (...parts: string[]) => path.join(ROOT, ...parts);

/** Each game's folder under src/shared/games, by the id its identity declares. */
async function gameFolders(): Promise<Map<number, string>> {
  const folders = new Map<number, string>();
  for (const entry of await readdir(at('src/shared/games'), { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const identity = await readFile(at('src/shared/games', entry.name, 'identity.ts'), 'utf8').catch(
      () => '',
    );
    const id = /\bid: (\d+),/.exec(identity)?.[1];
    if (id) folders.set(Number(id), entry.name);
  }
  return folders;
}

const read = (file: string) => readFile(at(file), 'utf8').catch(() => null);

/**
 * What a shipped game lacks of the pieces the site needs beside its definition (docs/adding-a-game.md):
 * its screen, its route, its texts in English and Spanish, its page budget and its browser test.
 */
async function missingPieces(
  { identity, pageBudgetKb }: AnyGameDefinition,
  folder: string,
): Promise<string[]> {
  const screen = `src/web/features/games/${folder}`;
  const route = `src/web/routes/games/${identity.slug}.tsx`;
  const texts = `${screen}/messages.ts`;
  const spec = `tests/e2e/${folder}.spec.ts`;
  const missing: string[] = [];
  const screenFiles = await readdir(at(screen)).catch(() => []);
  if (!screenFiles.some((file) => file.endsWith('.tsx'))) missing.push(`its screen: ${screen}/*.tsx`);
  if (!(await read(route))?.includes(`/features/games/${folder}/`)) {
    missing.push(`its route, composing its screen: ${route}`);
  }
  const messages = (await read(texts)) ?? '';
  const catalogs = /\bdefineMessages\(/.test(messages) ? catalogsOf(messages, texts) : [];
  const translated = catalogs.every(
    ({ spanish }) => messages.slice(spanish.start, spanish.end) !== 'NOT_TRANSLATED',
  );
  if (catalogs.length === 0 || !translated) {
    missing.push(`its texts in English and Spanish: defineMessages(english, spanish) in ${texts}`);
  }
  if (!(await read('src/web/i18n/messages.ts'))?.includes(`'games.description.${identity.id}'`)) {
    missing.push(`its Spanish description: 'games.description.${identity.id}' in src/web/i18n/messages.ts`);
  }
  if (!(Number.isFinite(pageBudgetKb) && pageBudgetKb > 0)) missing.push('its page budget: pageBudgetKb');
  if ((await read(spec)) === null) missing.push(`its browser test: ${spec}`);
  return missing;
}

/** Every .ts and .tsx file under a folder, relative to the root. */
async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(at(folder), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

describe('each game of the registry', () => {
  it('has its folder, screen, route, texts in both languages, page budget and browser test', async () => {
    const folders = await gameFolders();
    const missing: string[] = [];
    for (const game of GAME_REGISTRY) {
      const folder = folders.get(game.identity.id);
      const pieces = folder
        ? await missingPieces(game, folder)
        : ['its folder: src/shared/games/<folder>/identity.ts'];
      missing.push(...pieces.map((piece) => `${game.identity.name}: ${piece}`));
    }
    expect(missing).toEqual([]);
  });

  it('would be refused without them: the game of the tests has none of them', async () => {
    expect(await missingPieces({ ...numberGuess, pageBudgetKb: Number.NaN }, 'number-guess')).toEqual([
      'its screen: src/web/features/games/number-guess/*.tsx',
      'its route, composing its screen: src/web/routes/games/number-guess.tsx',
      'its texts in English and Spanish: defineMessages(english, spanish) in src/web/features/games/number-guess/messages.ts',
      "its Spanish description: 'games.description.95' in src/web/i18n/messages.ts",
      'its page budget: pageBudgetKb',
      'its browser test: tests/e2e/number-guess.spec.ts',
    ]);
  });

  it('is named by id or slug only in its own folders and the registry', async () => {
    const folders = await gameFolders();
    const offenders: string[] = [];
    for (const file of await sourceFiles('src')) {
      if (/\.test\.tsx?$/.test(file)) continue;
      // The dictionaries key the games' names by id until texts have their one mechanism (issue 30, item 3).
      if (file.startsWith('src/web/i18n/')) continue;
      const source = (await readFile(at(file), 'utf8'))
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '')
        .replace(/^(import|export)[^;]*from '[^']*';$/gm, '');
      for (const { identity } of GAME_REGISTRY) {
        const folder = folders.get(identity.id) ?? identity.slug;
        const own = [
          `src/shared/games/${folder}/`,
          `src/web/features/games/${folder}/`,
          `src/web/routes/games/${identity.slug}.tsx`,
        ];
        if (own.some((prefix) => file.startsWith(prefix))) continue;
        const slug = new RegExp(`['\`"](/games/)?${identity.slug}['\`"]`);
        const id = new RegExp(`\\b(gameId|game_id)\\s*(===|!==|==|=|:)\\s*${identity.id}\\b`);
        if (slug.test(source)) offenders.push(`${file}: the slug ${identity.slug}`);
        if (id.test(source)) offenders.push(`${file}: the id ${identity.id}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
