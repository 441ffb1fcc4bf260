import { expect, test } from '@playwright/test';
import { formatClock, formatPoints } from '../../src/shared/format.ts';
import { gotoHomeWithBoards, signUpThroughApi, storeSignedInUser } from './support/site.ts';
import { playPuzzleAtTheFloor } from './support/verified-games.ts';

test('a score submitted through the API appears on that game’s home leaderboard', async ({ page }) => {
  const player = await signUpThroughApi(page.request);
  const { score, result } = await playPuzzleAtTheFloor(page.request, player.id);
  const { timeSeconds } = result;

  // Signed in, the player finds their entry whatever its rank: among the board's first rows, or in
  // the row of their own rank beneath them (other tests' games may well outrank this one).
  await storeSignedInUser(page, player);
  await gotoHomeWithBoards(page);
  const boards = page.getByRole('region', { name: 'Leaderboards' });
  const puzzleBoard = boards.getByRole('table', { name: /Number Puzzle/ });
  const row = puzzleBoard.getByRole('row').filter({ hasText: player.username });
  await expect(row).toBeVisible();
  await expect(row).toContainText(formatPoints(score));
  await expect(row).toContainText(formatClock(timeSeconds));

  await boards
    .getByRole('tablist', { name: /Number Puzzle/ })
    .getByRole('tab', { name: 'All time' })
    .click();
  await expect(boards.getByRole('table', { name: /Number Puzzle.*All time/ })).toBeVisible();
  await expect(
    boards
      .getByRole('table', { name: /Number Puzzle/ })
      .getByRole('row')
      .filter({ hasText: player.username }),
  ).toBeVisible();

  // Only the game it was played in.
  const memoryBoard = boards.getByRole('table', { name: /Memory Match/ });
  await expect(memoryBoard).toHaveAttribute('aria-busy', 'false');
  await expect(memoryBoard).not.toContainText(player.username);
});

test('the period tabs follow the keyboard: arrows move and select, Home and End jump', async ({ page }) => {
  await gotoHomeWithBoards(page);
  const periods = page
    .getByRole('region', { name: 'Leaderboards' })
    .getByRole('tablist', { name: /Word Scramble/ });
  const month = periods.getByRole('tab', { name: 'This month' });
  const all = periods.getByRole('tab', { name: 'All time' });
  await month.focus();
  await page.keyboard.press('ArrowRight');
  await expect(all).toBeFocused();
  await expect(all).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: /Word Scramble.*All time/ })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(month).toBeFocused();
  await expect(month).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(all).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(month).toHaveAttribute('aria-selected', 'true');
  // Only the selected tab is in the Tab order.
  await expect(all).toHaveAttribute('tabindex', '-1');
});
