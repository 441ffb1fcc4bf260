import { expect, type Page, test } from '@playwright/test';
import { practiceAnswer } from '../../src/shared/games/word-scramble/practice.ts';
import { PRACTICE_WORDS_EN } from '../../src/shared/games/word-scramble/practice-words-en.ts';
import { PRACTICE_WORDS_ES } from '../../src/shared/games/word-scramble/practice-words-es.ts';
import { WORDS_PER_GAME } from '../../src/shared/games/word-scramble/scoring.ts';
import { UNTIMED_KEY } from '../../src/web/components/game/play-mode.ts';
import { PATHS } from '../../src/web/lib/paths.ts';
import { type Slide, solveFifteen } from './support/fifteen-solver.ts';
import { gotoHydrated } from './support/site.ts';

// PRODUCT.md (Games, Practice): practice is dealt and played in the browser, never submitted, never
// counted. Each game is played to the end here while every request to the plays and scores API is
// counted: there must be none.

/** Every request the page sends to the plays or scores API, from now on. */
function rankedRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/plays') || pathname.startsWith('/api/scores')) sent.push(pathname);
  });
  return sent;
}

const ARROW: Record<Slide, string> = {
  up: 'ArrowUp',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
};

test('Number Puzzle practice, untimed, plays to the end without a request to the plays or scores API', async ({
  page,
}) => {
  const sent = rankedRequests(page);
  await gotoHydrated(page, `${PATHS.numberPuzzle}?mode=practice`);
  await expect(page.getByRole('radio', { name: 'Practice' })).toBeChecked();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Practice: not ranked');
  await page.getByRole('switch', { name: 'Untimed' }).check();
  await expect(page.getByTestId('game-time')).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), UNTIMED_KEY)).toBe('1');

  const board = page.getByRole('group', { name: /^Puzzle board, blank at/ });
  const snapshot = await board.ariaSnapshot();
  const where = /group "Puzzle board, blank at row (\d), column (\d)"/.exec(snapshot);
  if (!where) throw new Error(`no blank in ${snapshot}`);
  const blank = (Number(where[1]) - 1) * 4 + Number(where[2]) - 1;
  const tiles = [...snapshot.matchAll(/button "Tile (\d+)/g)].map(([, number]) => Number(number));
  await board.getByRole('button').first().focus();
  for (const direction of solveFifteen([...tiles.slice(0, blank), 0, ...tiles.slice(blank)])) {
    await page.keyboard.press(ARROW[direction]);
  }

  const result = page.getByRole('region', { name: 'Puzzle solved!' });
  await expect(result).toContainText('Practice: not ranked');
  await expect(result).toContainText('never submitted');
  // Untimed: the result shows the moves, no time and no score.
  await expect(result.getByText('Moves', { exact: true })).toBeVisible();
  await expect(result.getByText('Time', { exact: true })).toHaveCount(0);
  expect(sent).toEqual([]);
});

test('Memory Match practice plays to the end without a request to the plays or scores API', async ({
  page,
}) => {
  const sent = rankedRequests(page);
  await page.clock.install();
  await gotoHydrated(page, `${PATHS.memoryMatch}?mode=practice`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Practice: not ranked');
  const cards = page.getByRole('list', { name: 'Cards' }).getByRole('button');
  const announcer = page.getByTestId('game-announcer');
  const seen = new Map<number, string>();
  const matched = new Set<number>();
  const turn = async (index: number) => {
    await cards.nth(index).click();
    await expect(announcer).toContainText(`Card ${index + 1}: `);
    const symbol = new RegExp(`Card ${index + 1}: ([^.]+)\\.`).exec(
      (await announcer.textContent()) ?? '',
    )?.[1];
    if (!symbol) throw new Error(`card ${index + 1} told no symbol`);
    seen.set(index, symbol);
  };
  const partnerOf = (index: number) =>
    [...seen].find(
      ([other, symbol]) => other !== index && !matched.has(other) && symbol === seen.get(index),
    )?.[0];
  const unknown = () => [...Array(16).keys()].find((index) => !seen.has(index)) ?? -1;
  while (matched.size < 16) {
    const first =
      [...seen.keys()].find((index) => !matched.has(index) && partnerOf(index) !== undefined) ?? unknown();
    await turn(first);
    const second = partnerOf(first) ?? unknown();
    await turn(second);
    if (seen.get(first) === seen.get(second)) {
      matched.add(first).add(second);
      await page.clock.fastForward(600);
      await expect(cards.nth(second)).toHaveAccessibleName(/matched$/);
    } else {
      await page.clock.fastForward(1100);
      await expect(cards.nth(second)).toHaveAccessibleName(/hidden$/);
    }
  }
  const result = page.getByRole('region', { name: 'All pairs found!' });
  await expect(result).toContainText('Practice: not ranked');
  await expect(result.getByText('Time', { exact: true })).toBeVisible();
  expect(sent).toEqual([]);
});

/** Solves the five practice words on the page, each found in `list` by its hint and typed as `typed` writes it. */
async function solveWords(
  page: Page,
  list: typeof PRACTICE_WORDS_EN,
  typed: (word: string) => string,
  names: { hint: string; answer: string; check: string },
) {
  const byHint = new Map(
    Object.values(list).flatMap((words) => words.map((entry) => [entry.hint, entry.word])),
  );
  for (let solved = 0; solved < WORDS_PER_GAME; solved += 1) {
    const hintLine = page.getByText(`${names.hint}:`, { exact: true }).locator('..');
    await expect(hintLine).toBeVisible();
    const hint = ((await hintLine.textContent()) ?? '').replace(`${names.hint}:`, '').trim();
    const word = byHint.get(hint);
    if (!word) throw new Error(`no practice word has the hint "${hint}"`);
    await page.getByRole('textbox', { name: names.answer }).fill(typed(word));
    await page.getByRole('button', { name: names.check }).click();
    if (solved < WORDS_PER_GAME - 1) await expect(page.getByText(hint, { exact: true })).toHaveCount(0);
  }
}

test('Word Scramble practice plays its own English words to the end without a request to the plays or scores API', async ({
  page,
}) => {
  const sent = rankedRequests(page);
  await gotoHydrated(page, `${PATHS.wordScramble}?mode=practice`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Practice: not ranked');
  // The radios are drawn by their labels: a click lands on the label, as a visitor's does.
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: 'Medium' }) })
    .click();
  await expect(page.getByRole('radio', { name: 'Medium' })).toBeChecked();
  await solveWords(page, PRACTICE_WORDS_EN, (word) => word.toLowerCase(), {
    hint: 'Hint',
    answer: 'Your answer',
    check: 'Check',
  });
  const result = page.getByRole('region', { name: 'All five words solved!' });
  await expect(result).toContainText('Practice: not ranked');
  expect(sent).toEqual([]);
});

test('Word Scramble practice on the Spanish site plays the Spanish list, accents left out', async ({
  page,
}) => {
  const sent = rankedRequests(page);
  await gotoHydrated(page, `${PATHS.wordScramble}?lang=es&mode=practice`);
  await expect(page.getByRole('radio', { name: 'Práctica' })).toBeChecked();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Práctica: sin clasificación');
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: 'Difícil' }) })
    .click();
  await expect(page.getByRole('radio', { name: 'Difícil' })).toBeChecked();
  await solveWords(page, PRACTICE_WORDS_ES, (word) => practiceAnswer(word).toLowerCase(), {
    hint: 'Pista',
    answer: 'Tu respuesta',
    check: 'Comprobar',
  });
  const result = page.getByRole('region', { name: '¡Has resuelto las cinco palabras!' });
  await expect(result).toContainText('Práctica: sin clasificación');
  expect(sent).toEqual([]);
});

test('a ranked game that cannot reach the server says it needs a connection and offers practice', async ({
  page,
}) => {
  await page.route('**/api/plays', (route) => route.abort('internetdisconnected'));
  await gotoHydrated(page, PATHS.memoryMatch);
  await expect(page.getByRole('alert')).toContainText('Ranked games need a connection');
  await page.getByRole('button', { name: 'Play practice' }).click();
  await expect(page).toHaveURL(/[?&]mode=practice/);
  await expect(page.getByRole('radio', { name: 'Practice' })).toBeChecked();
  const cards = page.getByRole('list', { name: 'Cards' }).getByRole('button');
  await cards.first().click();
  await expect(cards.first()).toHaveAccessibleName(/face up$/);
});
