// The built web app must hold nothing that lets a player score better than by playing: no TL;DR
// answers list (the six-letter dictionary of every English word may ship: it names no answer), no
// Word Scramble word list with its hints, no game secret. This reads every file a browser can fetch.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { TLDR_ANSWERS } from '../../src/shared/games/tldr/answers.ts';
import { WORD_LISTS } from '../../src/shared/games/word-scramble/words.ts';
import { E2E_GAME_SECRET } from '../e2e/support/game-secret.ts';
import { TEST_GAME_SECRET } from '../helpers/app.ts';

const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CLIENT = path.join(PROJECT_ROOT, 'build/client');

const files = new Map<string, string>();

beforeAll(async () => {
  if (!existsSync(path.join(CLIENT, 'index.html'))) {
    execFileSync('npm', ['run', 'build'], { cwd: PROJECT_ROOT, stdio: 'ignore' });
  }
  const entries = await readdir(CLIENT, { withFileTypes: true, recursive: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(CLIENT, file), await readFile(file, 'latin1'));
  }
}, 120_000);

/** The files holding `needle`, matched without regard to case. */
function filesHolding(needle: string | RegExp): string[] {
  const pattern = typeof needle === 'string' ? new RegExp(escapeRegExp(needle), 'i') : needle;
  return [...files].filter(([, content]) => pattern.test(content)).map(([name]) => name);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('the built web app', () => {
  it('is there to be read', () => {
    expect([...files.keys()].filter((name) => name.endsWith('.js')).length).toBeGreaterThan(5);
  });

  it('holds no TL;DR answers list: no two answers stand side by side in the list’s order', () => {
    // The dictionary holds every answer among 22,342 words, so an answer may appear; two answers
    // next to each other in the list's own order would be the list itself.
    const pairs = TLDR_ANSWERS.slice(1).map((answer, index) => [TLDR_ANSWERS[index] as string, answer]);
    const found = pairs.flatMap(([first, second]) =>
      filesHolding(new RegExp(`${first}\\W{1,6}${second}`, 'i')).map(
        (file) => `${first} ${second} in ${file}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('holds no Word Scramble word list: none of its hints', () => {
    const hints = Object.values(WORD_LISTS).flatMap((list) => list.map((entry) => entry.hint));
    expect(hints.length).toBeGreaterThan(100);
    const found = hints.flatMap((hint) => filesHolding(hint).map((file) => `"${hint}" in ${file}`));
    expect(found).toEqual([]);
  });

  it('holds no game secret', () => {
    const secrets = [TEST_GAME_SECRET, E2E_GAME_SECRET, process.env.GAME_SECRET].filter(
      (secret): secret is string => Boolean(secret),
    );
    for (const secret of secrets) expect(filesHolding(secret)).toEqual([]);
  });
});
