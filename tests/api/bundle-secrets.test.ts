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
import { PRACTICE_WORDS_EN } from '../../src/shared/games/word-scramble/practice-words-en.ts';
import { PRACTICE_WORDS_ES } from '../../src/shared/games/word-scramble/practice-words-es.ts';
import { WORD_LISTS } from '../../src/shared/games/word-scramble/words.ts';
import { E2E_GAME_SECRET } from '../e2e/support/game-secret.ts';
import { TEST_GAME_SECRET } from '../helpers/app.ts';

const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));
// The build this reads: BUILD_DIR's, as `npm run build` writes it, or the default one.
const CLIENT = path.join(PROJECT_ROOT, process.env.BUILD_DIR ?? 'build', 'client');

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

  it('holds no TL;DR answers list: a file naming many answers names every other word as well', () => {
    // The answers are common words, so pages name a hundred or so in their prose; the dictionary of
    // every six-letter English word may ship, and it names every answer among 20,000 other words. A
    // file naming hundreds of answers among few other words would be the list, or a good part of it.
    const answers = new Set(TLDR_ANSWERS);
    const found = [...files].flatMap(([name, content]) => {
      const words = new Set((content.match(/\b[A-Za-z]{6}\b/g) ?? []).map((word) => word.toUpperCase()));
      const named = [...words].filter((word) => answers.has(word)).length;
      if (named < 300) return [];
      const others = words.size - named;
      return others >= 5 * TLDR_ANSWERS.length
        ? []
        : [`${name}: ${named} answers among ${others} other words`];
    });
    expect(found).toEqual([]);
  });

  it('holds no Word Scramble word list: none of its hints', () => {
    const hints = Object.values(WORD_LISTS).flatMap((list) => list.map((entry) => entry.hint));
    expect(hints.length).toBeGreaterThan(100);
    const found = hints.flatMap((hint) => filesHolding(hint).map((file) => `"${hint}" in ${file}`));
    expect(found).toEqual([]);
  });

  it('holds each language’s Word Scramble practice list in a chunk of its own, fetched with practice', () => {
    const chunks = (list: typeof PRACTICE_WORDS_EN) => {
      const hints = Object.values(list).flatMap((words) => words.map((entry) => entry.hint));
      return [...new Set(hints.flatMap((hint) => filesHolding(hint)))];
    };
    const english = chunks(PRACTICE_WORDS_EN);
    const spanish = chunks(PRACTICE_WORDS_ES);
    expect(english).toEqual([expect.stringMatching(/^assets\/practice-words-en-[\w-]+\.js$/)]);
    expect(spanish).toEqual([expect.stringMatching(/^assets\/practice-words-es-[\w-]+\.js$/)]);
    // No page names either list among the scripts its HTML loads: each comes only when practice asks.
    const pages = [...files.keys()].filter((name) => name.endsWith('.html'));
    for (const page of pages) {
      const html = files.get(page) ?? '';
      for (const chunk of [...english, ...spanish]) expect(html, page).not.toContain(path.basename(chunk));
    }
  });

  it('holds no game secret', () => {
    const secrets = [TEST_GAME_SECRET, E2E_GAME_SECRET, process.env.GAME_SECRET].filter(
      (secret): secret is string => Boolean(secret),
    );
    for (const secret of secrets) expect(filesHolding(secret)).toEqual([]);
  });
});
