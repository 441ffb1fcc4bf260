import { expect, test } from '@playwright/test';
import { PATHS } from '../../src/web/lib/paths.ts';
import { gotoHydrated } from './support/site.ts';

test('?lang=es shows the home page in Spanish', async ({ page }) => {
  await gotoHydrated(page, `${PATHS.home}?lang=es`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Entrena tu cerebro con rompecabezas divertidos' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Jugar ahora' })).toHaveCount(4);
  // Spanish opens its exclamation before the sentence, and its verb and noun agree with the count.
  await expect(
    page.getByText(/^¡Ya (se ha unido 1 jugador|se han unido (?!1 )[\d.]+ jugadores)!$/),
  ).toBeVisible();
});

test('in-site links keep ?lang=es', async ({ page }) => {
  await gotoHydrated(page, `${PATHS.home}?lang=es`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  const siteLinks = await page.getByRole('link').evaluateAll((links) =>
    links
      // The language switch is the one link meant to lead back to English.
      .filter((link) => link.getAttribute('aria-label') !== 'View in English')
      .map((link) => (link as HTMLAnchorElement).href)
      .filter((href) => new URL(href).origin === window.location.origin),
  );
  expect(siteLinks.length).toBeGreaterThan(10);
  for (const href of siteLinks) {
    expect(new URL(href).searchParams.get('lang'), href).toBe('es');
  }

  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Preguntas frecuentes' }).click();
  await expect(page).toHaveURL(/\/faq\?lang=es$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Rompecabezas para el Cerebro' }).click();
  await expect(page).toHaveURL(/\/\?lang=es$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Entrena tu cerebro con rompecabezas divertidos' }),
  ).toBeVisible();
});

test('the language switch goes to Spanish and back', async ({ page }) => {
  await gotoHydrated(page, PATHS.home);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('link', { name: 'Ver en español' }).click();
  await expect(page).toHaveURL(/\?lang=es$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Entrena tu cerebro con rompecabezas divertidos' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'View in English' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Train Your Brain with Fun Puzzles' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('pages declare their language alternates', async ({ page }) => {
  await page.goto(PATHS.faq);
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
    'href',
    /\/faq\?lang=es$/,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/faq$/);
});

test('switching language keeps the page, its scroll position and a game in progress', async ({ page }) => {
  // A long page scrolled down shows the same part of it, now in Spanish (the browser keeps what was in
  // view where it was while the texts above it change length).
  await gotoHydrated(page, PATHS.privacy);
  const inView = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('#main h2[id]')]
        .filter((heading) => {
          const { top, bottom } = heading.getBoundingClientRect();
          return top >= 0 && bottom <= window.innerHeight;
        })
        .map((heading) => heading.id),
    );
  await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
  const before = await inView();
  expect(before.length).toBeGreaterThan(0);
  await page.getByRole('banner').getByRole('link', { name: 'Ver en español' }).click();
  await expect(page).toHaveURL(/\/privacy-policy\?lang=es$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeAttached();
  await expect.poll(inView).toContain(before[0]);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

  // A game under way goes on in the other language: the same board, the same moves. (The choice of
  // Spanish above is remembered: forgotten first, so that the game opens in English.)
  await page.context().clearCookies();
  await gotoHydrated(page, PATHS.numberPuzzle);
  const board = page.getByRole('group', { name: /^Puzzle board, blank at/ });
  await board.getByRole('button').first().focus();
  // One slide, whichever way the blank allows.
  for (const key of ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']) {
    if ((await page.getByTestId('game-counter').textContent()) === '1') break;
    await page.keyboard.press(key, { delay: 100 });
  }
  await expect(page.getByTestId('game-counter')).toHaveText('1');
  const tiles = await page.getByRole('button', { name: /^Tile \d+/ }).allTextContents();
  await page.getByRole('banner').getByRole('link', { name: 'Ver en español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByTestId('game-counter')).toHaveText('1');
  expect(await page.getByRole('button', { name: /^Ficha \d+/ }).allTextContents()).toEqual(tiles);
});
