// Practice games played to the end on the page, as a player would: the browser tests of practice,
// online and with the server stopped, share them.
import { expect, type Page } from '@playwright/test';
import type { PRACTICE_WORDS_EN } from '../../../src/shared/games/word-scramble/practice-words-en.ts';
import { WORDS_PER_GAME } from '../../../src/shared/games/word-scramble/scoring.ts';
import { type Slide, solveFifteen } from './fifteen-solver.ts';

const ARROW: Record<Slide, string> = {
  up: 'ArrowUp',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
};

/** Solves the Number Puzzle board on the page with the arrow keys. */
export async function solvePuzzleOnPage(page: Page): Promise<void> {
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
}

/**
 * Finds every Memory Match pair on the page, reading each card's symbol from the announcements; the
 * page's clock must be installed (`page.clock.install()`) before it opens, to skip the cards' delays.
 */
export async function matchAllPairs(page: Page): Promise<void> {
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
}

/** Solves the five practice words on the page, each found in `list` by its hint and typed as `typed` writes it. */
export async function solveWords(
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
