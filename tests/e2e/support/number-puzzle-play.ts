// Number Puzzle played in the page with the arrow keys, for the browser tests that need a solved
// board: the game's own spec and the specs of what follows a finished game.
import { expect, type Locator, type Page } from '@playwright/test';
import { HUMAN_PACE } from '../../../src/shared/games/human-pace.ts';
import { type Slide, solveFifteen } from './fifteen-solver.ts';

const ARROW: Record<Slide, string> = {
  up: 'ArrowUp',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
};

/**
 * How long an arrow key is held: the next slide comes no sooner, a little over the fastest slide on
 * record, so that a solve stays above its human floor (a faster one is not ranked).
 */
const SLIDE_PACE_MS = HUMAN_PACE.tileSlideMs + 20;

/** Slides a tile with an arrow key, at a person's pace. */
export async function slide(page: Page, direction: Slide): Promise<void> {
  await page.keyboard.press(ARROW[direction], { delay: SLIDE_PACE_MS });
}

export function boardGroup(page: Page): Locator {
  return page.getByRole('group', { name: /^Puzzle board, blank at/ });
}

/**
 * The board as a screen reader hears it: the group's name says where the blank is, and the tiles'
 * names give their numbers in reading order. 0 stands for the blank.
 */
export async function readBoard(page: Page): Promise<number[]> {
  const snapshot = await boardGroup(page).ariaSnapshot();
  const where = /group "Puzzle board, blank at row (\d), column (\d)"/.exec(snapshot);
  if (!where) throw new Error(`no blank in ${snapshot}`);
  const blank = (Number(where[1]) - 1) * 4 + Number(where[2]) - 1;
  const tiles = [...snapshot.matchAll(/button "Tile (\d+)(, movable)?"/g)].map(([, number]) =>
    Number(number),
  );
  expect(tiles).toHaveLength(15);
  const board = [...tiles.slice(0, blank), 0, ...tiles.slice(blank)];
  expect([...board].sort((a, b) => a - b)).toEqual([...Array(16).keys()]);
  return board;
}

export async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
}

/** Presses Tab until a tile has focus. */
export async function tabToBoard(page: Page): Promise<void> {
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab');
    if ((await focusedName(page)).startsWith('Tile ')) return;
  }
  throw new Error('Tab never reached a tile');
}

/** Reads the board, solves it and plays the solution with the arrow keys; returns the number of moves. */
export async function solveWithArrowKeys(page: Page, afterFirstMove?: () => Promise<void>): Promise<number> {
  const board = await readBoard(page);
  const solution = solveFifteen(board);
  expect(solution.length).toBeGreaterThan(0);
  expect(solution.length).toBeLessThanOrEqual(25);
  for (const [index, direction] of solution.entries()) {
    await slide(page, direction);
    if (index === 0) {
      await expect(page.getByTestId('game-counter')).toHaveText('1');
      await afterFirstMove?.();
    }
  }
  return solution.length;
}
