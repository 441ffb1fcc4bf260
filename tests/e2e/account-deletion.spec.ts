import { expect, type Page, test } from '@playwright/test';
import { PATHS } from '../../src/web/lib/paths.ts';
import { USER_STORAGE_KEY } from '../../src/web/lib/user-store.ts';
import { axeViolations } from './support/axe.ts';
import { gotoHydrated, signUpThroughApi, storeSignedInUser, toast, uniqueUsername } from './support/site.ts';
import { playPuzzleAtTheFloor } from './support/verified-games.ts';

const ADMIN_KEY = 'e2e-admin-key-0123456789abcdef';

const banner = (page: Page) => page.getByRole('banner');
const deleteSection = (page: Page) => page.getByRole('region', { name: 'Delete account' });
const storedUser = (page: Page) => page.evaluate((key) => localStorage.getItem(key), USER_STORAGE_KEY);

async function boardNames(page: Page, gameId: number): Promise<string[]> {
  const board = await page.request.get(`/api/leaderboard/${gameId}?period=all`);
  return ((await board.json()) as Array<{ username: string }>).map((entry) => entry.username);
}

test('a player deletes their account from the account page after a confirmation, and is signed out', async ({
  page,
}) => {
  const player = await signUpThroughApi(page.request, uniqueUsername('leaving'));
  await playPuzzleAtTheFloor(page.request, player.id);
  expect(await boardNames(page, 2)).toContain(player.username);
  await storeSignedInUser(page, player);
  await gotoHydrated(page, PATHS.home);
  // Not beside Sign Out in the header any more: on the account page, behind the account menu.
  await expect(banner(page).getByRole('button', { name: 'Delete account' })).toHaveCount(0);
  await gotoHydrated(page, PATHS.account);

  const open = deleteSection(page).getByRole('button', { name: 'Delete account' });
  await open.click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText(`Your account ${player.username} is deleted at once`);
  // Cancel keeps everything as it was.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);

  await open.click();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(toast(page, 'Your account and everything kept of it have been deleted.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(banner(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.locator('#main')).toBeFocused();
  await expect.poll(() => storedUser(page)).toBeNull();

  // The server forgot the session and the account; the boards no longer show the player.
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  // Login answers as for any address, and this browser's device credential is gone: no sign-in.
  const login = await page.request.post('/api/auth/login', { data: { email: player.email } });
  expect(login.status()).toBe(202);
  expect(await boardNames(page, 2)).not.toContain(player.username);
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).not.toContain('bts_session');
});

test('a failed deletion says why in the dialog and keeps the player signed in', async ({ page }) => {
  const player = await signUpThroughApi(page.request, uniqueUsername('staying'));
  await storeSignedInUser(page, player);
  await page.route('**/api/users/me', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'DATABASE_UNAVAILABLE',
        message: 'The service is temporarily unavailable. Please try again shortly.',
      }),
    }),
  );
  await gotoHydrated(page, PATHS.account);
  await deleteSection(page).getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Your account could not be deleted. The service is temporarily unavailable. Please try again shortly.',
  );
  await expect(dialog).toBeVisible();
  expect(await storedUser(page)).not.toBeNull();
  await page.unroute('**/api/users/me');
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
});

test.describe('on a phone, in Spanish', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the account page offers “Eliminar cuenta” with its confirmation', async ({ page }) => {
    const player = await signUpThroughApi(page.request, uniqueUsername('saliendo'));
    await storeSignedInUser(page, player);
    await gotoHydrated(page, `${PATHS.account}?lang=es`);
    await page
      .getByRole('region', { name: 'Eliminar cuenta' })
      .getByRole('button', { name: 'Eliminar cuenta' })
      .click();
    const dialog = page.getByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
    await expect(dialog).toContainText(`Tu cuenta ${player.username} se elimina al momento`);
    await expect(dialog).toBeInViewport({ ratio: 1 });
    await dialog.getByRole('button', { name: 'Eliminar cuenta' }).click();
    await expect(toast(page, 'Tu cuenta y todo lo que guardábamos de ella se han eliminado.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Tu cuenta' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  });
});

test('the admin deletes an account from the users list after a confirmation', async ({ page, request }) => {
  const player = await signUpThroughApi(request, uniqueUsername('removed'));
  await playPuzzleAtTheFloor(request, player.id);
  await gotoHydrated(page, PATHS.admin);
  await page.getByLabel('Admin key').fill(ADMIN_KEY);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await page.getByLabel('Search by username or e-mail').fill(player.username);
  const users = page.getByRole('region', { name: 'Users' }).getByRole('table');
  const row = users.getByRole('row').filter({ hasText: player.username });
  await expect(row).toHaveCount(1);

  const name = `Delete the account of ${player.username}`;
  await row.getByRole('button', { name }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this account?' });
  await expect(dialog).toContainText(`The account of ${player.username} (${player.email}) will be deleted`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByRole('button', { name })).toBeFocused();

  await row.getByRole('button', { name }).click();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  const done = page.getByRole('status').filter({ hasText: `Deleted the account of ${player.username}.` });
  await expect(done).toBeFocused();
  await expect(row).toHaveCount(0);
  await expect(page.getByText(`No users match “${player.username}”.`)).toBeVisible();
  expect(await boardNames(page, 2)).not.toContain(player.username);
  // The player's outlying game went with the account.
  await expect(
    page.getByRole('region', { name: 'Outliers' }).getByRole('row').filter({ hasText: player.username }),
  ).toHaveCount(0);
});
