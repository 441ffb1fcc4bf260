import { expect, type Locator, type Page, test } from '@playwright/test';
import type { PlayResult } from '../../../src/shared/api/plays.ts';
import { formatClock, formatPoints } from '../../../src/shared/format.ts';
import { gotoHomeWithBoards, storeTheme } from './site.ts';

/** Runs the tests of the enclosing describe block in the given theme. */
export function useTheme(theme: 'light' | 'dark') {
  test.use({ colorScheme: theme });
  test.beforeEach(async ({ page }) => {
    await storeTheme(page, theme);
  });
}

/** The whole seconds a result panel shows as its first figure (mm:ss). */
export async function finalSeconds(panel: Locator): Promise<number> {
  const time = (await panel.getByRole('definition').first().textContent()) ?? '';
  const [minutes, seconds] = time.split(':').map(Number) as [number, number];
  return minutes * 60 + seconds;
}

/** Opens the home page and expects the player's row, with score and time, on the game's leaderboard. */
export async function expectOnHomeLeaderboard(
  page: Page,
  game: string,
  result: { username: string; score: number; seconds: number },
): Promise<void> {
  await gotoHomeWithBoards(page);
  const board = page
    .getByRole('region', { name: 'Leaderboards' })
    .getByRole('table', { name: new RegExp(game) });
  const row = board.getByRole('row').filter({ hasText: result.username });
  await expect(row).toBeVisible();
  await expect(row).toContainText(formatPoints(result.score));
  await expect(row).toContainText(formatClock(result.seconds));
}

/**
 * Watches the page's answers to moves; the returned function gives the server's result of the game
 * (the last one an answer carried), once the page shows the game finished.
 */
export function watchPlayResults(page: Page): () => Promise<PlayResult> {
  const results: Promise<PlayResult | null>[] = [];
  page.on('response', (response) => {
    const isMoves = /^\/api\/plays\/[^/]+\/moves$/.test(new URL(response.url()).pathname);
    if (!isMoves || response.request().method() !== 'POST' || !response.ok()) return;
    results.push(
      response
        .json()
        .then((body) => (body as { result: PlayResult | null }).result)
        .catch(() => null),
    );
  });
  return async () => {
    const last = (await Promise.all(results)).filter((result) => result !== null).at(-1);
    if (!last) throw new Error('No answer to a move carried the server’s result');
    return last;
  };
}
