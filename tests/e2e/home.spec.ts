import { expect, test } from '@playwright/test';
import { GAME_PATHS, PATHS } from '../../src/web/lib/paths.ts';
import { gotoHydrated, showHomeBoards } from './support/site.ts';

const GAME_NAMES = ['Memory Match', 'Number Puzzle', 'Word Scramble', 'TL;DR'];

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATHS.home);
});

test('the hero invites to play and counts the players', async ({ page }) => {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Train Your Brain with Fun Puzzles' }),
  ).toBeVisible();
  // "1 player", "0 players", "1,234 players": the noun agrees with the count.
  await expect(page.getByText(/^(1 player|(?!1 )[\d,]+ players) and counting!$/)).toBeVisible();

  await page.getByRole('button', { name: 'Start Playing' }).click();
  await expect(page.locator('#games')).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Play Now' }).first()).toBeInViewport();
});

test('four game cards lead to their games', async ({ page }) => {
  const playLinks = page.getByRole('link', { name: 'Play Now' });
  await expect(playLinks).toHaveCount(4);
  for (const [index, name] of GAME_NAMES.entries()) {
    await expect(page.locator('#games').getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(playLinks.nth(index)).toHaveAttribute('href', GAME_PATHS[index + 1] ?? '');
  }
  await playLinks.first().click();
  await expect(page).toHaveURL(new RegExp(`${GAME_PATHS[1]}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('four leaderboards, each for this month and all time', async ({ page }) => {
  await showHomeBoards(page);
  const boards = page.getByRole('region', { name: 'Leaderboards' });
  await expect(boards.getByRole('tablist')).toHaveCount(4);
  for (const name of GAME_NAMES) {
    await expect(boards.getByRole('heading', { name, exact: true })).toBeVisible();
    const periods = boards.getByRole('tablist', { name: new RegExp(name.replace(/[;.]/g, '\\$&')) });
    await expect(periods.getByRole('tab', { name: 'This month' })).toHaveAttribute('aria-selected', 'true');
    await expect(periods.getByRole('tab', { name: 'All time' })).toHaveAttribute('aria-selected', 'false');
  }
});

test('community stats show the four figures the API gives, and the hero counts every account', async ({
  page,
}) => {
  // Other tests add players and scores to the same server meanwhile: the figures are compared with
  // the API's answer to the page's own read, not with a read made a moment before or after it.
  // The answer is taken as it passes to the page: reading a response's body afterwards can fail once
  // the browser has let it go.
  type Figures = {
    totalUsers: number;
    activePlayers: number;
    gamesPlayed: number;
    totalScores: number;
    avgTime: string;
  };
  let answered: Figures | undefined;
  await page.route('**/api/stats', async (route) => {
    const response = await route.fetch();
    expect(response.status()).toBe(200);
    answered = (await response.json()) as Figures;
    await route.fulfill({ response, json: answered });
  });
  await gotoHydrated(page, PATHS.home);
  await expect.poll(() => answered).toBeDefined();
  const figures = answered as Figures;
  // Numbers as the English page writes them: thousands grouped with commas.
  const number = (value: number) => value.toLocaleString('en-US');

  const stats = page.getByRole('region', { name: 'Community Stats' });
  await expect(stats.getByRole('heading', { name: 'Community Stats' })).toBeVisible();
  const tile = (label: string) =>
    stats.locator('div').filter({ has: page.getByRole('term').filter({ hasText: label }) });
  await expect(tile('Active Players').getByRole('definition')).toHaveText(number(figures.activePlayers));
  await expect(tile('Games Played').getByRole('definition')).toHaveText(number(figures.gamesPlayed));
  await expect(tile('Total Points').getByRole('definition')).toHaveText(number(figures.totalScores));
  await expect(tile('Avg. Completion').getByRole('definition')).toHaveText(figures.avgTime);
  const players = figures.totalUsers === 1 ? '1 player' : `${number(figures.totalUsers)} players`;
  await expect(page.getByText(`${players} and counting!`, { exact: true })).toBeVisible();
});

test('Active Players shows the players of the last 30 days; the hero counts every account', async ({
  page,
}) => {
  // Figures no real database has at that moment, so that each one is read from its own field.
  await page.route('**/api/stats', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        totalUsers: 1234,
        activePlayers: 56,
        gamesPlayed: 7890,
        totalScores: 123_456,
        avgTime: '1:05',
      }),
    }),
  );
  await gotoHydrated(page, PATHS.home);
  await expect(page.getByText('1,234 players and counting!')).toBeVisible();
  const stats = page.getByRole('region', { name: 'Community Stats' });
  const tile = (label: string) =>
    stats.locator('div').filter({ has: page.getByRole('term').filter({ hasText: label }) });
  await expect(tile('Active Players').getByRole('definition')).toHaveText('56');
  await expect(tile('Games Played').getByRole('definition')).toHaveText('7,890');
});

test('the header’s Games and Leaderboard links scroll to their sections', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Leaderboard' }).click();
  await expect(page.getByRole('region', { name: 'Leaderboards' })).toBeInViewport();
  await nav.getByRole('link', { name: 'Games' }).click();
  await expect(page.locator('#games')).toBeInViewport();
});
