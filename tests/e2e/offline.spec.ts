// With the server really stopped (its port answers nothing), the installed service worker serves the
// static pages in both languages, the assessment and the 404 page (decision 027).
import { expect, type Page, test } from '@playwright/test';
import { ASSESSMENT_QUESTIONS } from '../../src/shared/assessment/questions.ts';
import { PATHS } from '../../src/web/lib/paths.ts';
import { type OwnServer, startOwnServer, waitForServiceWorkerControl } from './support/own-server.ts';
import { gotoHydrated } from './support/site.ts';

test.use({ serviceWorkers: 'allow' });

let server: OwnServer | undefined;
test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});

/** Opens the site on a server of the test's own, waits for the worker to control it, then stops the server. */
async function installThenStopServer(page: Page): Promise<string> {
  server = await startOwnServer();
  await gotoHydrated(page, `${server.url}${PATHS.home}`);
  await waitForServiceWorkerControl(page);
  await server.stop();
  // Nothing answers at the address any more.
  await expect(fetch(`${server.url}/readyz`)).rejects.toThrow();
  return server.url;
}

test('with the server stopped, static pages open in English and Spanish and an unknown address shows the 404 page', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const url = await installThenStopServer(page);

  await gotoHydrated(page, `${url}${PATHS.faq}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await gotoHydrated(page, `${url}${PATHS.faq}?lang=es`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preguntas frecuentes');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // Inside the app, a link leads to another page with its scripts from the worker.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidad' }).click();
  await expect(page).toHaveURL(`${url}${PATHS.privacy}?lang=es`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de privacidad');

  // Any other parameter is ignored: the page's own file answers.
  await gotoHydrated(page, `${url}${PATHS.about}?utm_source=test`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/About/);

  await gotoHydrated(page, `${url}/no-such-page`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await gotoHydrated(page, `${url}/no-such-page?lang=es`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');

  // The home page's figures and boards need the server: the page still opens and shows its content.
  await gotoHydrated(page, `${url}${PATHS.home}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('with the server stopped, the assessment is played through to its results', async ({ page }) => {
  const url = await installThenStopServer(page);
  await gotoHydrated(page, `${url}${PATHS.assessment}`);
  await page.getByRole('button', { name: 'Begin Assessment' }).click();
  for (const [index, question] of ASSESSMENT_QUESTIONS.entries()) {
    await expect(page.locator('p', { hasText: /^Question \d of 5$/ })).toHaveText(
      `Question ${index + 1} of 5`,
    );
    if (question.type === 'memory') await page.getByRole('button', { name: "I'm ready" }).click();
    await page.getByRole('main').getByRole('button', { name: /^A\./ }).click();
  }
  await expect(page.getByRole('region', { name: 'Your Results' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Scores by Area' })).toBeVisible();
});
