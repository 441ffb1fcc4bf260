import { expect, test } from '@playwright/test';
import { PATHS } from '../../src/web/lib/paths.ts';
import { THEME_STORAGE_KEY } from '../../src/web/lib/theme.ts';
import { gotoHydrated } from './support/site.ts';

const isDark = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

const backgroundOf = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe('with a light system preference', () => {
  test.use({ colorScheme: 'light' });

  test('the toggle switches to dark and back, and the choice is kept', async ({ page }) => {
    await gotoHydrated(page, PATHS.home);
    expect(await isDark(page)).toBe(false);
    const lightBackground = await backgroundOf(page);

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    expect(await isDark(page)).toBe(true);
    expect(await backgroundOf(page)).not.toBe(lightBackground);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    expect(await isDark(page)).toBe(true);

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    expect(await isDark(page)).toBe(false);
    expect(await backgroundOf(page)).toBe(lightBackground);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('light');
  });

  test('the chosen theme carries over to other pages', async ({ page }) => {
    await gotoHydrated(page, PATHS.home);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.goto(PATHS.about);
    expect(await isDark(page)).toBe(true);
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });
});

test.describe('with a dark system preference', () => {
  test.use({ colorScheme: 'dark' });

  test('the site starts dark and the toggle offers light', async ({ page }) => {
    await gotoHydrated(page, PATHS.home);
    expect(await isDark(page)).toBe(true);
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    expect(await isDark(page)).toBe(false);
  });
});
