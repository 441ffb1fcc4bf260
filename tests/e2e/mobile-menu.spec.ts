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

test('Escape closes it and gives the focus back to its button', async ({ page }) => {
  await gotoHydrated(page, PATHS.faq);
  await openButton(page).click();
  await menu(page).getByRole('link', { name: 'Games' }).focus();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(openButton(page)).toBeFocused();
});

test('a tap outside it closes it, gives the focus back to its button and does nothing else', async ({
  page,
}) => {
  await gotoHydrated(page, PATHS.faq);
  await openButton(page).click();
  await expect(menu(page)).toBeVisible();
  const url = page.url();
  const below = await menu(page).boundingBox();
  if (!below) throw new Error('the menu has no box');
  // Under the menu, where the page's own content is.
  await page.touchscreen.tap(195, below.y + below.height + 40);
  await expect(menu(page)).toBeHidden();
  await expect(openButton(page)).toBeFocused();
  expect(page.url()).toBe(url);
});

test('it lies over the page: opening and closing it moves nothing', async ({ page }) => {
  await gotoHydrated(page, PATHS.faq);
  const heading = page.getByRole('heading', { level: 1 });
  const before = await heading.boundingBox();
  await openButton(page).click();
  await expect(menu(page)).toBeVisible();
  expect(await heading.boundingBox()).toEqual(before);
});

test('its items line up, one under the other, the language link included', async ({ page }) => {
  await gotoHydrated(page, PATHS.home);
  await openButton(page).click();
  const items = [
    menu(page).getByRole('link', { name: 'Games' }),
    menu(page).getByRole('link', { name: 'Leaderboard' }),
    menu(page).getByRole('link', { name: 'Ver en español' }),
    menu(page).getByRole('button', { name: 'Sign Up' }),
  ];
  const boxes = await Promise.all(items.map((item) => item.boundingBox()));
  const first = boxes[0];
  if (!first) throw new Error('the first item has no box');
  for (const [index, box] of boxes.entries()) {
    expect(box?.x, `item ${index}`).toBe(first.x);
    expect(box?.width, `item ${index}`).toBe(first.width);
    if (index > 0) expect(box?.y, `item ${index}`).toBeGreaterThan((boxes[index - 1]?.y ?? 0) + 10);
  }
  // The language link reads like the other items: the same size and padding.
  const styleOf = (item: (typeof items)[number]) =>
    item.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.fontSize, style.paddingLeft, style.paddingTop];
    });
  expect(await styleOf(items[2] as (typeof items)[number])).toEqual(
    await styleOf(items[0] as (typeof items)[number]),
  );
});

test('Sign Up opens the sign-in dialog as sign-up, and closing it returns to the menu’s button', async ({
  page,
}) => {
  await gotoHydrated(page, PATHS.home);
  // Small screens keep Sign In in the bar and Sign Up in the menu.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Up' })).toBeHidden();
  await openButton(page).click();
  await menu(page).getByRole('button', { name: 'Sign Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Username')).toBeFocused();
  await expect(menu(page)).toBeHidden();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(openButton(page)).toBeFocused();
});

test('its section links scroll to the home page’s sections and close it', async ({ page }) => {
  await gotoHydrated(page, PATHS.home);
  await openButton(page).click();
  await menu(page).getByRole('link', { name: 'Leaderboard' }).click();
  await expect(menu(page)).toBeHidden();
  await expect(page.getByRole('region', { name: 'Leaderboards' })).toBeInViewport();
  // The focus goes where the link went, as an anchor's does.
  await expect(page.getByRole('region', { name: 'Leaderboards' })).toBeFocused();

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

test('a page link closes it and gives the focus back to its button', async ({ page }) => {
  const player = await signUpThroughApi(page.request);
  await storeSignedInUser(page, player);
  await gotoHydrated(page, PATHS.faq);
  await openButton(page).click();
  await menu(page).getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(menu(page)).toBeHidden();
  await expect(openButton(page)).toBeFocused();
});

test('going back closes it', async ({ page }) => {
  await gotoHydrated(page, PATHS.faq);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await openButton(page).click();
  await expect(menu(page)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(menu(page)).toBeHidden();
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
