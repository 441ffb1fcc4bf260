// A page's route module that cannot be fetched after a deploy (decision 030): the player stays on the
// page they were on, the update banner offers to open the page they asked for, and nothing reloads
// until they choose to. The suite's browsers hold no service worker, so nothing serves the old files.
import { expect, type Page, test } from '@playwright/test';
import { PATHS } from '../../src/web/lib/paths.ts';
import { gotoHydrated, waitForHydration } from './support/site.ts';

/** The route of Memory Match's page, as the router's manifest names it. */
const ROUTE_ID = 'routes/games/memory-match';

/**
 * Makes the script of Memory Match's route module answer 404 from now on, as it does once a deploy
 * has removed the file the open page knows; answers the script's address.
 */
async function removeRouteScript(page: Page): Promise<string> {
  const script = await page.evaluate((id) => {
    const manifest = (
      window as unknown as { __reactRouterManifest: { routes: Record<string, { module: string }> } }
    ).__reactRouterManifest;
    return manifest.routes[id]?.module ?? '';
  }, ROUTE_ID);
  expect(script).toMatch(/^\/assets\/.+\.js$/);
  const address = new URL(script, page.url()).href;
  await page.route(address, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  return address;
}

/** Marks the page's window: a reload, which makes a new one, loses the mark. */
const markWindow = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { beforeReload: boolean }).beforeReload = true;
  });
const windowMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false);

test('a page whose script is gone after a deploy is offered in the banner, and nothing reloads until the player chooses', async ({
  page,
}) => {
  await gotoHydrated(page, PATHS.home);
  const script = await removeRouteScript(page);
  const refused = page.waitForResponse((response) => response.url() === script && response.status() === 404);
  await markWindow(page);

  await page.getByRole('link', { name: 'Play Now' }).first().click();
  await refused;
  const offer = page.getByRole('region', { name: 'New version of the site' });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('The page you asked for could not be loaded');
  // The player is still on the page they were on, in the same window: no reload behind their back.
  await expect(page).toHaveURL(PATHS.home);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Memory Match');
  expect(await windowMarked(page)).toBe(true);

  // The new version's files are there; Reload opens the page the player asked for, from the server.
  await page.unroute(script);
  await offer.getByRole('button', { name: 'Reload' }).click();
  await expect(page).toHaveURL(PATHS.memoryMatch);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Memory Match' })).toBeVisible();
  expect(await windowMarked(page)).toBe(false);
  await expect(offer).toHaveCount(0);
});

test('on a Spanish page the offer is in Spanish, and Reload opens the Spanish page asked for', async ({
  page,
}) => {
  await gotoHydrated(page, `${PATHS.home}?lang=es`);
  const script = await removeRouteScript(page);
  await markWindow(page);

  await page.getByRole('link', { name: 'Jugar ahora' }).first().click();
  const offer = page.getByRole('region', { name: 'Nueva versión del sitio' });
  await expect(offer).toContainText('No se pudo cargar la página que pediste');
  await expect(page).toHaveURL(`${PATHS.home}?lang=es`);
  expect(await windowMarked(page)).toBe(true);

  await page.unroute(script);
  await offer.getByRole('button', { name: 'Recargar' }).click();
  await expect(page).toHaveURL(`${PATHS.memoryMatch}?lang=es`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await windowMarked(page)).toBe(false);
});
