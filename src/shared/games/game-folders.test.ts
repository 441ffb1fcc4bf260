// Every game is one folder: these checks read the source tree. A shipped game lacking a piece the site
// needs fails here, and so does a game's id or slug written anywhere outside its own folders.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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

async function exists(file: string): Promise<boolean> {
  return stat(at(file)).then(
    () => true,
    () => false,
  );
}

/** Every .ts and .tsx file under a folder, relative to the root. */
async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(at(folder), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

describe('each game of the registry', () => {
  it('has its folder, screen, route, texts in both languages and browser test (its page budget is in its definition)', async () => {
    const folders = await gameFolders();
    const spanish = await readFile(at('src/web/i18n/messages.ts'), 'utf8');
    for (const { identity } of GAME_REGISTRY) {
      const folder = folders.get(identity.id);
      expect(folder, `${identity.name}: src/shared/games/<folder>/identity.ts`).toBeDefined();
      const screen = `src/web/features/games/${folder}`;
      const missing = [
        `${screen}/messages.ts`,
        `src/web/routes/games/${identity.slug}.tsx`,
        `tests/e2e/${folder}.spec.ts`,
      ];
      for (const file of missing) expect(await exists(file), `${identity.name}: ${file}`).toBe(true);
      const messages = await readFile(at(screen, 'messages.ts'), 'utf8');
      expect(messages, `${identity.name}: English and Spanish texts`).toMatch(/defineMessages\(/);
      expect(spanish, `${identity.name}: its Spanish description`).toContain(
        `'games.description.${identity.id}'`,
      );
    }
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
