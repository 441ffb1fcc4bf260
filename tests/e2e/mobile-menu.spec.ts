import { expect, type Page, test } from '@playwright/test';
import { PATHS } from '../../src/web/lib/paths.ts';
import { gotoHydrated, signUpThroughApi, storeSignedInUser } from './support/site.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu' });
const openButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Open menu' });
const closeButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Close menu' });

test('the menu opens and closes', async ({ page }) => {
  await gotoHydrated(page, PATHS.home);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(menu(page)).toBeHidden();

  await openButton(page).click();
  await expect(menu(page)).toBeVisible();
  await expect(closeButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(menu(page).getByRole('link', { name: 'Games' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Leaderboard' })).toBeVisible();

  await closeButton(page).click();
  await expect(menu(page)).toBeHidden();
  await expect(openButton(page)).toHaveAttribute('aria-expanded', 'false');
});

test('its section links scroll to the home page’s sections and close it', async ({ page }) => {
  await gotoHydrated(page, PATHS.home);
  await openButton(page).click();
  await menu(page).getByRole('link', { name: 'Leaderboard' }).click();
  await expect(menu(page)).toBeHidden();
  await expect(page.getByRole('region', { name: 'Leaderboards' })).toBeInViewport();

  await openButton(page).click();
  await menu(page).getByRole('link', { name: 'Games' }).click();
  await expect(menu(page)).toBeHidden();
  await expect(page.locator('#games')).toBeInViewport();
});

test('from another page, its links go to the home page’s sections', async ({ page }) => {
  await gotoHydrated(page, PATHS.faq);
  await openButton(page).click();
  await menu(page).getByRole('link', { name: 'Games' }).click();
  await expect(page).toHaveURL(/\/#games$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Train Your Brain with Fun Puzzles' }),
  ).toBeAttached();
  await expect(page.locator('#games')).toBeInViewport();
  await expect(menu(page)).toBeHidden();
});

test('its language link switches to Spanish', async ({ page }) => {
  await gotoHydrated(page, PATHS.faq);
  await openButton(page).click();
  await menu(page).getByRole('link', { name: 'Ver en español' }).click();
  await expect(page).toHaveURL(/\/faq\?lang=es$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Abrir menú' })).toBeVisible();
});

test('a signed-in player signs out from the menu', async ({ page }) => {
  const player = await signUpThroughApi(page.request);
  await storeSignedInUser(page, player);
  await gotoHydrated(page, PATHS.home);
  // Small screens keep the header short: the name and Sign Out live in the menu.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeHidden();
  await openButton(page).click();
  await expect(menu(page).getByText(player.username, { exact: true })).toBeVisible();
  await menu(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(menu(page)).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
});
