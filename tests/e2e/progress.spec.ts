import { type Browser, expect, type Page, test } from '@playwright/test';
import { GAME_IDENTITIES } from '../../src/shared/games/identities.ts';
import { statsKey } from '../../src/shared/games/tldr/storage.ts';
import { PATHS } from '../../src/web/lib/paths.ts';
import { historyFixture, progressFixture } from '../helpers/progress-fixture.ts';
import { axeViolations } from './support/axe.ts';
import {
  type CreatedUser,
  gotoHydrated,
  signInCode,
  signUpThroughApi,
  storeSignedInUser,
  storeTheme,
  uniqueUsername,
} from './support/site.ts';
import { playPuzzleAtTheFloor } from './support/verified-games.ts';

const banner = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');
const section = (page: Page, name: string) => main(page).getByRole('region', { name });
const PUZZLE = GAME_IDENTITIES.find((game) => game.path === PATHS.numberPuzzle)?.name ?? '';

/** TL;DR statistics this browser kept for a guest: shown apart from the account's. */
const GUEST_STATS = {
  played: 5,
  wins: 4,
  currentStreak: 0,
  longestStreak: 3,
  distribution: [0, 1, 2, 1, 0, 0],
  lastWinDay: '2026-10-12',
};

/**
 * A player signed up in this page's browser whose progress and history are the fixture's (every part
 * of the page filled, whatever this run's database holds), and whose browser kept guest statistics.
 */
async function showFixtureProgress(page: Page, address: string) {
  const player = await signUpThroughApi(page.request);
  await storeSignedInUser(page, player);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    statsKey(null),
    JSON.stringify(GUEST_STATS),
  ] as const);
  await page.route(`**/api/users/${player.id}/progress`, (route) => route.fulfill({ json: progressFixture }));
  await page.route(`**/api/users/${player.id}/history**`, (route) =>
    route.fulfill({ json: historyFixture(12, 300, 288) }),
  );
  await gotoHydrated(page, address);
  await expect(main(page).getByRole('table').first()).toBeAttached();
}

/** Opens every "Show the data as a table", so that the tables are checked and measured too. */
async function openTables(page: Page) {
  const summaries = main(page).locator('details:not([open]) > summary');
  for (let count = await summaries.count(); count > 0; count -= 1) await summaries.first().click();
}

/** How far the page is wider than the window: 0 when nothing scrolls sideways. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function signInWithCode(browser: Browser, player: CreatedUser) {
  const page = await (await browser.newContext()).newPage();
  await gotoHydrated(page, PATHS.home);
  await banner(page).getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(player.email);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await dialog.getByLabel('Sign-in code').fill(await signInCode(player.email));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();
  return page;
}

test('a guest is told what signing up keeps and can sign in from the page', async ({ page }) => {
  await gotoHydrated(page, PATHS.progress);
  await expect(page.getByRole('heading', { level: 1, name: 'Your progress' })).toBeVisible();
  await expect(main(page)).toContainText('TL;DR statistics and streaks that follow you to any browser');
  await main(page).getByRole('button', { name: 'Sign In / Sign Up' }).click();
  await expect(page.getByRole('dialog').getByLabel('Email')).toBeVisible();
});

test('a player plays a game, finds it counted on their progress page, and sees the same figures on another browser', async ({
  page,
  browser,
}) => {
  const player = await signUpThroughApi(page.request, uniqueUsername('prog'));
  await storeSignedInUser(page, player);
  const { score } = await playPuzzleAtTheFloor(page.request, player.id);

  // From the account menu.
  await gotoHydrated(page, PATHS.home);
  await banner(page)
    .getByRole('button', { name: `${player.username}, account menu` })
    .click();
  await banner(page).getByRole('link', { name: 'Progress' }).click();
  await expect(page).toHaveURL(/\/progress$/);
  const puzzle = section(page, PUZZLE);
  await expect(puzzle.getByRole('definition')).toHaveText([
    score.toLocaleString('en-US'),
    /^\d+:\d\d$/,
    '1',
    score.toLocaleString('en-US'),
  ]);
  await expect(
    puzzle.getByRole('img', { name: /^Best score of .* per day over the last 90 days: 1 day played/ }),
  ).toBeVisible();
  // Where the month's best stands, with how many games it is compared with.
  await expect(puzzle.getByRole('listitem')).toContainText(
    new RegExp(
      `^Your best this month, ${score.toLocaleString('en-US')}, scored higher than \\d+% of the [\\d,]+ games? played at Easy this month\\.`,
    ),
  );
  const history = section(page, 'Your recent games');
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('row').nth(1)).toContainText(PUZZLE);
  const figures = await puzzle.getByRole('definition').allTextContents();
  expect(await axeViolations(page)).toEqual([]);

  // Another browser, signed in with a code, shows the same figures: they are the account's.
  const other = await signInWithCode(browser, player);
  await gotoHydrated(other, PATHS.progress);
  await expect(section(other, PUZZLE).getByRole('definition')).toHaveText(figures);
  await expect(section(other, 'Your recent games').getByRole('row')).toHaveCount(2);
  await other.context().close();
});

test('the phone menu links a signed-in player to their progress', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const player = await signUpThroughApi(page.request);
  await storeSignedInUser(page, player);
  await gotoHydrated(page, PATHS.home);
  await banner(page).getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Progress' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your progress' })).toBeVisible();
  await expect(page).toHaveURL(/\/progress$/);
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme, reducedMotion: 'reduce' });
    test.beforeEach(async ({ page }) => {
      await storeTheme(page, theme);
    });

    for (const address of [PATHS.progress, `${PATHS.progress}?lang=es`]) {
      test(`${address} with a player's figures and their tables has no axe violations`, async ({ page }) => {
        await showFixtureProgress(page, address);
        if (address.endsWith('?lang=es')) {
          await expect(page.locator('html')).toHaveAttribute('lang', 'es');
          await expect(section(page, 'Registradas en este navegador')).toBeVisible();
        } else {
          await expect(section(page, 'Recorded on this browser')).toBeVisible();
        }
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
          theme === 'dark',
        );
        await openTables(page);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

for (const address of [PATHS.progress, `${PATHS.progress}?lang=es`]) {
  test(`${address} fits a 390 px phone without scrolling sideways, its tables open`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await showFixtureProgress(page, address);
    await openTables(page);
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // The charts scale down with the page rather than overflowing it.
    for (const chart of await main(page).getByRole('img').all()) {
      const box = await chart.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    }
  });
}
