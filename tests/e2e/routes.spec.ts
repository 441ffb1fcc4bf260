import { expect, test } from '@playwright/test';
import { ALL_PATHS, PATHS } from '../../src/web/lib/paths.ts';
import { gotoHydrated, waitForHydration } from './support/site.ts';

test.describe('every route', () => {
  test('the route table has the 19 routes of the specification, the account page and the progress page', () => {
    expect(ALL_PATHS).toHaveLength(21);
  });

  for (const path of ALL_PATHS) {
    test(`${path} answers 200 with a main heading, a title and a description`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(/\S/);
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /\w.{20,}/);
      // Still so once the app has taken over: hydration must not drop the prerendered head or heading.
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    });
  }

  test('each page has a title of its own', async ({ request }) => {
    const titles = new Map<string, string>();
    for (const path of ALL_PATHS) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(title, `title of ${path}`).not.toBe('');
      expect(titles.get(title), `${path} repeats the title of another page`).toBeUndefined();
      titles.set(title, path);
    }
  });
});

test.describe('unknown addresses', () => {
  test('answer 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test('nested unknown paths answer 404 too', async ({ page }) => {
    const response = await page.goto('/games/no-such-game');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  });

  test('a near miss answers 404 and offers the page it most likely meant, the games and home', async ({
    page,
  }) => {
    const response = await page.goto('/games/tldr');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(main.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expect(main.getByText(/^Did you mean/)).toBeVisible();
    const suggestion = main.getByRole('link', { name: PATHS.tldr, exact: true });
    await expect(suggestion).toHaveAttribute('href', PATHS.tldr);
    const games = main.getByRole('navigation', { name: 'Play one of our games' }).getByRole('link');
    await expect(games).toHaveCount(4);
    await expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', PATHS.home);

    await suggestion.click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.tldr}$`));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page Not Found');
  });

  test('in Spanish too, an unknown address answers 404 with the page in Spanish', async ({ page }) => {
    const response = await page.goto('/games/tldr?lang=es');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await expect(main.getByText('¿Olvidaste añadir la página al enrutador?')).toBeVisible();
    await expect(main.getByText(/^¿Querías decir/)).toBeVisible();
    await expect(main.getByRole('link', { name: PATHS.tldr, exact: true })).toHaveAttribute(
      'href',
      `${PATHS.tldr}?lang=es`,
    );
    await expect(main.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute(
      'href',
      `${PATHS.home}?lang=es`,
    );
  });

  test('/faqs suggests /faq; an address close to no page suggests nothing', async ({ page }) => {
    expect((await gotoHydrated(page, '/faqs'))?.status()).toBe(404);
    await expect(page.getByRole('main').getByRole('link', { name: PATHS.faq, exact: true })).toBeVisible();

    expect((await gotoHydrated(page, '/no-such-page?lang=es'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByText(/^¿Querías decir/)).toHaveCount(0);
  });

  test('a link to an unknown page inside the app shows the not-found page', async ({ page }) => {
    await gotoHydrated(page, PATHS.faq);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/no-such-page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });
});

test.describe('route changes', () => {
  const scrollY = (page: import('@playwright/test').Page) => page.evaluate(() => window.scrollY);

  test.use({ viewport: { width: 1280, height: 500 } });

  test('scroll to the top of the new page', async ({ page }) => {
    await gotoHydrated(page, PATHS.home);
    // A marker on the window shows the navigation happened inside the app, not as a page load.
    await page.evaluate(() => {
      (window as unknown as { stayedInApp: boolean }).stayedInApp = true;
    });

    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'FAQ', exact: true }).scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(200);
    await footer.getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);

    // The sticky header's links are used while scrolled down; the next page still starts at the top.
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
    await page.getByRole('banner').getByRole('link', { name: 'Brain Training Puzzles' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => scrollY(page)).toBe(0);

    expect(await page.evaluate(() => (window as unknown as { stayedInApp?: boolean }).stayedInApp)).toBe(
      true,
    );
  });
});
