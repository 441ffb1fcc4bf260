import { expect, type Locator, type Page, test } from '@playwright/test';
import { MAX_MOVES_PER_REQUEST } from '../../src/shared/api/limits.ts';
import { formatClock, formatPoints } from '../../src/shared/format.ts';
import { numberPuzzleScore } from '../../src/shared/games/number-puzzle/scoring.ts';
import { PATHS } from '../../src/web/lib/paths.ts';
import { axeViolations } from './support/axe.ts';
import { type Slide, solveFifteen } from './support/fifteen-solver.ts';
import { expectOnHomeLeaderboard, finalSeconds, useTheme, watchPlayResults } from './support/games.ts';
import {
  boardGroup,
  focusedName,
  readBoard,
  slide,
  solveWithArrowKeys,
  tabToBoard,
} from './support/number-puzzle-play.ts';
import { gotoHydrated, signUpThroughApi, storeSignedInUser } from './support/site.ts';

/**
 * Presses Shift+Tab from a tile until the button named `name` has focus: the focused tile may have
 * slid to a later place in the board, behind other tiles in the focus order.
 */
async function shiftTabTo(page: Page, name: string): Promise<void> {
  for (let presses = 0; presses < 17; presses++) {
    await page.keyboard.press('Shift+Tab');
    if (!(await focusedName(page)).startsWith('Tile ')) break;
  }
  await expect(page.getByRole('button', { name })).toBeFocused();
}

function resultPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Puzzle solved!' });
}

test.describe('signed in', () => {
  useTheme('light');

  test('an Easy puzzle solved with the arrow keys puts the score on the Number Puzzle leaderboard', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const player = await signUpThroughApi(page.request);
    await storeSignedInUser(page, player);
    const submissions: unknown[] = [];
    const moveLists: { moves: unknown[] }[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'POST') return;
      if (request.url().endsWith('/api/scores')) submissions.push(request.postDataJSON());
      if (request.url().endsWith('/moves')) moveLists.push(request.postDataJSON());
    });
    const serverResult = watchPlayResults(page);
    const dealt = page.waitForResponse((response) => response.url().endsWith('/api/plays'));
    await gotoHydrated(page, PATHS.numberPuzzle);
    const { playId } = (await (await dealt).json()) as { playId: string };
    await expect(page.getByRole('heading', { level: 1, name: 'Number Puzzle' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Easy' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('an arrow key slides the tile next to the blank')).toBeVisible();
    await expect(page.getByTestId('game-score')).toHaveText('5,000');

    await tabToBoard(page);
    const moves = await solveWithArrowKeys(page, async () => {
      await expect(page.getByTestId('game-announcer')).toContainText(/Tile \d+ moved/);
      expect(await axeViolations(page)).toEqual([]);
    });

    const panel = resultPanel(page);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Puzzle solved!' })).toBeFocused();
    expect(await readBoard(page)).toEqual([...Array.from({ length: 15 }, (_, index) => index + 1), 0]);
    await expect(page.getByTestId('game-counter')).toHaveText(String(moves));
    // The panel shows, and the page submits, the server's own time and score of the solve.
    const result = await serverResult();
    expect(result).toMatchObject({ ranked: true, unranked: null });
    expect(result.elapsedMs).toBeGreaterThanOrEqual(result.floorMs);
    const { timeSeconds: seconds, score } = result;
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(score).toBe(numberPuzzleScore(seconds, moves));
    expect(await finalSeconds(panel)).toBe(seconds);
    await expect(page.getByTestId('game-time')).toHaveText(formatClock(seconds));
    await expect(panel).toContainText(formatPoints(score));
    await expect(page.getByTestId('game-score')).toHaveText(score.toLocaleString('en-US'));
    await expect(page.getByTestId('game-announcer')).toContainText(
      `Puzzle solved in ${formatClock(seconds)}`,
    );
    await expect(panel).toContainText('Your score is on the leaderboard.');
    expect(submissions).toEqual([{ userId: player.id, gameId: 2, timeSeconds: seconds, score, playId }]);
    // Each slide is sent as it is made: the first alone, and never more than a few to a request.
    expect(moveLists[0]?.moves).toHaveLength(1);
    expect(moveLists.every((list) => list.moves.length <= MAX_MOVES_PER_REQUEST)).toBe(true);
    expect(moveLists.flatMap((list) => list.moves)).toHaveLength(moves);
    expect(await axeViolations(page)).toEqual([]);

    await expectOnHomeLeaderboard(page, 'Number Puzzle', { username: player.username, score, seconds });
    expect(submissions).toHaveLength(1);
  });
});

test.describe('guest', () => {
  useTheme('dark');

  test('a guest starts over with a difficulty and New Puzzle, solves with Tab, Enter and arrows, and nothing is submitted', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const submissions: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/scores'))
        submissions.push(request.url());
    });
    await gotoHydrated(page, PATHS.numberPuzzle);
    await expect(page.getByText('Sign in to save your scores')).toBeVisible();

    // A move, then a difficulty starts over; another move, then New Puzzle starts over.
    await tabToBoard(page);
    await slide(page, solveFifteen(await readBoard(page))[0] as Slide);
    await expect(page.getByTestId('game-counter')).toHaveText('1');
    expect(await axeViolations(page)).toEqual([]);
    await shiftTabTo(page, 'New Puzzle');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Hard' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Hard' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Easy' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('game-counter')).toHaveText('0');
    await expect(page.getByTestId('game-announcer')).toContainText('New hard puzzle');

    await page.keyboard.press('Tab');
    await tabToBoard(page);
    const hard = await readBoard(page);
    const blank = hard.indexOf(0);
    await page.keyboard.press(blank % 4 === 3 ? 'ArrowRight' : 'ArrowLeft');
    await expect(page.getByTestId('game-counter')).toHaveText('1');
    await expect(page.getByTestId('game-time')).toHaveText('00:01');
    await shiftTabTo(page, 'New Puzzle');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('game-counter')).toHaveText('0');
    await expect(page.getByTestId('game-time')).toHaveText('00:00');
    await expect(page.getByRole('button', { name: 'Hard' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('game-announcer')).toContainText('New hard puzzle');
    expect(await readBoard(page)).not.toEqual(hard);

    // Back to Easy, which the solver plays.
    for (let presses = 0; presses < 3; presses++) await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Easy' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Easy' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('game-counter')).toHaveText('0');
    await expect(page.getByTestId('game-announcer')).toContainText('New easy puzzle');

    // The first moves with Tab and Enter on the tile that must slide, the rest with the arrow keys.
    const board = await readBoard(page);
    const solution = solveFifteen(board);
    let position = board;
    for (const slide of solution.slice(0, 3)) {
      const blank = position.indexOf(0);
      const from = { up: blank + 4, down: blank - 4, left: blank + 1, right: blank - 1 }[slide];
      const tile = position[from] as number;
      await focusTileWithTab(page, position, tile);
      await page.keyboard.press('Enter');
      position = position.map((value) => (value === tile ? 0 : value === 0 ? tile : value));
      await expect(boardGroup(page)).toHaveAccessibleName(
        `Puzzle board, blank at row ${Math.floor(from / 4) + 1}, column ${(from % 4) + 1}`,
      );
    }
    expect(await readBoard(page)).toEqual(position);
    for (const direction of solution.slice(3)) await slide(page, direction);

    const panel = resultPanel(page);
    await expect(panel).toContainText('Playing as a guest: this score was not submitted.');
    await expect(page.getByTestId('game-counter')).toHaveText(String(solution.length));
    expect(await axeViolations(page)).toEqual([]);
    expect(submissions).toEqual([]);
  });
});

test('a deal that finds no connection says ranked games need one, with a button that deals again', async ({
  page,
}) => {
  let refusals = 1;
  await page.route('**/api/plays', async (route) => {
    if (refusals-- > 0) await route.abort('internetdisconnected');
    else await route.continue();
  });
  await gotoHydrated(page, PATHS.numberPuzzle);
  const failure = page.getByRole('alert').filter({ hasText: 'Ranked games need a connection' });
  await expect(failure).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Play practice' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(failure).toBeHidden();
  expect(await readBoard(page)).toHaveLength(16);
  await expect(page.getByRole('button', { name: 'Easy' })).toHaveAttribute('aria-pressed', 'true');
});

/** Moves focus with Tab or Shift+Tab from the focused tile to tile `number` on `board`. */
async function focusTileWithTab(page: Page, board: number[], number: number): Promise<void> {
  const tiles = board.filter((value) => value !== 0);
  const current = /^Tile (\d+)/.exec(await focusedName(page));
  let at = current ? tiles.indexOf(Number(current[1])) : -1;
  if (at === -1) {
    await tabToBoard(page);
    at = 0;
  }
  const target = tiles.indexOf(number);
  const key = target > at ? 'Tab' : 'Shift+Tab';
  for (let step = 0; step < Math.abs(target - at); step++) await page.keyboard.press(key);
  await expect(page.getByRole('button', { name: new RegExp(`^Tile ${number}, movable$`) })).toBeFocused();
}
