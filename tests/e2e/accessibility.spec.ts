import { expect, type Page, test } from '@playwright/test';
import { ALL_PATHS, PATHS } from '../../src/web/lib/paths.ts';
import { axeViolations as violations } from './support/axe.ts';
import { gotoHydrated, showHomeBoards, signUpThroughApi, storeTheme } from './support/site.ts';

/** Loaded, hydrated and with the data-driven parts in place, so that axe sees what a visitor sees. */
async function settle(page: Page, path: string): Promise<void> {
  await gotoHydrated(page, path);
  // The home page's boards load as a visitor scrolls to them.
  if (path.split('?')[0] === PATHS.home) await showHomeBoards(page);
  await page.waitForLoadState('networkidle');
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme, reducedMotion: 'reduce' });
    test.beforeEach(async ({ page }) => {
      await storeTheme(page, theme);
    });

    // Every page in English and in Spanish (decision 022): Spanish labels run longer, and the page's
    // language is marked on it.
    for (const path of [...ALL_PATHS, '/no-such-page']) {
      for (const address of [path, `${path}?lang=es`]) {
        test(`${address} has no axe violations`, async ({ page }) => {
          await settle(page, address);
          expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
            theme === 'dark',
          );
          if (address.endsWith('?lang=es')) await expect(page.locator('html')).toHaveAttribute('lang', 'es');
          expect(await violations(page)).toEqual([]);
        });
      }
    }

    test('the auth dialog has no axe violations', async ({ page }) => {
      await settle(page, PATHS.home);
      await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /sign up/i })
        .click();
      await expect(page.getByRole('dialog').getByLabel('Username')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the sign-in code step has no axe violations, with its error showing', async ({ page, request }) => {
      // Signed up through a request context of its own: this browser is new to the account.
      const user = await signUpThroughApi(request);
      await settle(page, PATHS.home);
      await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('dialog').getByLabel('Email').fill(user.email);
      await page.getByRole('dialog').getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('dialog').getByLabel('Sign-in code')).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.getByRole('dialog').getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the mobile menu has no axe violations', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await settle(page, PATHS.home);
      await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the auth dialog in Spanish has no axe violations', async ({ page }) => {
      await settle(page, `${PATHS.home}?lang=es`);
      await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /regístrate/i })
        .click();
      await expect(page.getByRole('dialog').getByLabel('Nombre de usuario')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the mobile menu in Spanish has no axe violations', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await settle(page, `${PATHS.home}?lang=es`);
      await page.getByRole('banner').getByRole('button', { name: 'Abrir menú' }).click();
      await expect(page.getByRole('navigation', { name: 'Menú' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}
