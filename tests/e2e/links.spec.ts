import { expect, type Locator, type Page, test } from '@playwright/test';
import { PATHS } from '../../src/web/lib/paths.ts';
import { gotoHydrated } from './support/site.ts';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/**
 * Resolves once the page has stopped scrolling: its scroll position has not moved for ten animation
 * frames in a row (a smooth scroll moves it on every frame until it ends).
 */
async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const check = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 10) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/** Where the heading sits against the sticky header and the window, once scrolling has ended. */
async function placeOf(page: Page, heading: Locator) {
  await scrollSettled(page);
  const header = await page.getByRole('banner').first().boundingBox();
  const box = await heading.boundingBox();
  const viewport = page.viewportSize();
  if (!header || !box || !viewport) throw new Error('the header, the heading or the window has no box');
  return {
    belowHeader: box.y >= header.y + header.height,
    inWindow: box.y + box.height <= viewport.height,
    scrolled: await page.evaluate(() => window.scrollY > 0),
  };
}

/** The heading has come into view below the sticky header (scrolling was needed to get there). */
async function expectLandedOn(page: Page, heading: Locator) {
  await expect(heading).toBeVisible();
  await expect
    .poll(() => placeOf(page, heading), { message: 'the heading is below the header and in the window' })
    .toEqual({ belowHeader: true, inWindow: true, scrolled: true });
}

const leaderboardHeading = (page: Page) =>
  page.getByRole('region', { name: 'Leaderboards' }).getByRole('heading', { level: 2 });
const gamesHeading = (page: Page) =>
  page.getByRole('region', { name: 'Choose a Game' }).getByRole('heading', { level: 2 });
const phoneMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu' });
const menuButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^(Open|Close) menu$/ });

for (const viewport of VIEWPORTS) {
  test.describe(`anchors at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    /** The header's link to a home page section: in the bar on a wide screen, in the menu on a phone. */
    async function headerLink(page: Page, name: string) {
      if (viewport.name === 'desktop')
        return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
      await menuButton(page).click();
      return phoneMenu(page).getByRole('link', { name });
    }

    test('the header’s Leaderboard and Games links land below the header on the home page', async ({
      page,
    }) => {
      await gotoHydrated(page, PATHS.home);
      await (await headerLink(page, 'Leaderboard')).click();
      await expectLandedOn(page, leaderboardHeading(page));
      await (await headerLink(page, 'Games')).click();
      await expectLandedOn(page, gamesHeading(page));
    });

    for (const from of [PATHS.faq, PATHS.numberPuzzle]) {
      test(`the header’s Leaderboard link lands below the header from ${from}`, async ({ page }) => {
        await gotoHydrated(page, from);
        await (await headerLink(page, 'Leaderboard')).click();
        await expect(page).toHaveURL(/\/#leaderboard$/);
        await expectLandedOn(page, leaderboardHeading(page));
      });
    }

    test('TL;DR’s “See the leaderboards” lands on the leaderboards below the header', async ({ page }) => {
      await gotoHydrated(page, PATHS.tldr);
      await page.getByRole('link', { name: 'See the leaderboards' }).click();
      await expect(page).toHaveURL(/\/#leaderboard$/);
      await expectLandedOn(page, leaderboardHeading(page));
    });

    test('opening /#leaderboard lands below the header, in English and in Spanish', async ({ page }) => {
      await gotoHydrated(page, `${PATHS.home}#leaderboard`);
      await expectLandedOn(page, leaderboardHeading(page));
      await gotoHydrated(page, `${PATHS.home}?lang=es#leaderboard`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expectLandedOn(
        page,
        page.getByRole('region', { name: 'Clasificaciones' }).getByRole('heading', { level: 2 }),
      );
    });

    for (const path of [PATHS.privacy, PATHS.gameGuides, PATHS.trainingTips]) {
      test(`the table of contents of ${path} lands its last section below the header`, async ({ page }) => {
        await gotoHydrated(page, path);
        const link = page.getByRole('main').locator('a[href^="#"]').last();
        const target = ((await link.getAttribute('href')) ?? '').slice(1);
        await link.click();
        const section = page.locator(`[id="${target}"]`);
        // The heading the link names: the target itself, or the first heading inside it.
        const heading = (await section.evaluate((element) => /^H[1-6]$/.test(element.tagName)))
          ? section
          : section.getByRole('heading').first();
        await expectLandedOn(page, heading);
      });
    }
  });
}

test.describe('Sign Up in the header', () => {
  test('opens the sign-in dialog on its sign-up form; Sign In still opens the sign-in form', async ({
    page,
  }) => {
    await gotoHydrated(page, PATHS.home);
    const banner = page.getByRole('banner');
    const signUp = banner.getByRole('button', { name: 'Sign Up' });
    await expect(signUp).toBeVisible();
    await signUp.click();
    const dialog = page.getByRole('dialog', { name: 'Create an account' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Username')).toBeFocused();
    await expect(dialog.getByLabel('Email')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create Account' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(signUp).toBeFocused();

    await banner.getByRole('button', { name: 'Sign In' }).click();
    const signIn = page.getByRole('dialog', { name: 'Welcome back' });
    await expect(signIn).toBeVisible();
    await expect(signIn.getByLabel('Username')).toHaveCount(0);
  });

  test('reads Registrarse in Spanish and opens the Spanish sign-up form', async ({ page }) => {
    await gotoHydrated(page, `${PATHS.faq}?lang=es`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('banner').getByRole('button', { name: 'Registrarse' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear una cuenta' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Nombre de usuario')).toBeVisible();
  });
});
