import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import type { AccountExport } from '../../src/shared/api/account.ts';
import { PATHS } from '../../src/web/lib/paths.ts';
import { USER_STORAGE_KEY } from '../../src/web/lib/user-store.ts';
import { axeViolations } from './support/axe.ts';
import {
  emailFor,
  gotoHydrated,
  signInCode,
  signUpThroughApi,
  storeSignedInUser,
  storeTheme,
  toast,
  uniqueUsername,
} from './support/site.ts';
import { playPuzzleAtTheFloor } from './support/verified-games.ts';

const banner = (page: Page) => page.getByRole('banner');
const dialog = (page: Page) => page.getByRole('dialog');
const storedUser = async (page: Page) =>
  JSON.parse((await page.evaluate((key) => localStorage.getItem(key), USER_STORAGE_KEY)) ?? 'null') as {
    id: number;
    username: string;
    email: string | null;
  } | null;

/** The header's button that opens the signed-in player's menu. */
const menuButton = (page: Page, username: string) =>
  banner(page).getByRole('button', { name: new RegExp(`^${username}, account menu$`) });

const section = (page: Page, name: string) => page.getByRole('region', { name });

/** Signs in through the header's dialog from a browser new to the account, with the e-mailed code. */
async function signInWithCode(page: Page, email: string, codeNumber: number) {
  await banner(page).getByRole('button', { name: 'Sign In' }).click();
  await dialog(page).getByLabel('Email').fill(email);
  await dialog(page).getByRole('button', { name: 'Sign In' }).click();
  await dialog(page)
    .getByLabel('Sign-in code')
    .fill(await signInCode(email, codeNumber));
  await dialog(page).getByRole('button', { name: 'Verify' }).click();
  await expect(dialog(page)).toBeHidden();
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test('a player signs up, opens their account from the menu, renames, changes address, downloads their data and deletes the account', async ({
  page,
}) => {
  const username = uniqueUsername('acct');
  const email = emailFor(username);
  await gotoHydrated(page, PATHS.home);
  await banner(page).getByRole('button', { name: 'Sign In' }).click();
  await dialog(page)
    .getByRole('button', { name: /sign up/i })
    .click();
  await dialog(page).getByLabel('Username').fill(username);
  await dialog(page).getByLabel('Email').fill(email);
  await dialog(page).getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Account created!')).toBeVisible();
  const user = await storedUser(page);
  if (!user) throw new Error('no user stored after sign-up');
  await playPuzzleAtTheFloor(page.request, user.id);

  // The header holds the name and its menu; Delete account is no longer beside Sign Out.
  await expect(banner(page).getByRole('button', { name: /delete account/i })).toHaveCount(0);
  const opener = menuButton(page, username);
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  await opener.click();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  await banner(page).getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();

  // This session is listed and marked; so is this browser, remembered since the sign-up.
  const signIns = section(page, 'Where you’re signed in');
  const sessions = signIns.getByRole('list').first();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(sessions.getByRole('listitem')).toContainText('This browser');
  await expect(sessions.getByRole('button', { name: /^Sign out this browser/ })).toBeVisible();
  await expect(signIns.getByRole('button', { name: /^Forget this browser/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A new username, with the sign-up checks: the header shows it at once.
  const usernames = section(page, 'Username');
  const renamed = uniqueUsername('renamed');
  await usernames.getByLabel('New username').fill(username);
  await usernames.getByRole('button', { name: 'Change username' }).click();
  await expect(usernames.getByRole('alert')).toHaveText('This is already your username.');
  await usernames.getByLabel('New username').fill(renamed);
  await expect(usernames.getByText('Username is available')).toBeVisible();
  await usernames.getByRole('button', { name: 'Change username' }).click();
  await expect(usernames.getByRole('status').last()).toHaveText(`Your username is now ${renamed}.`);
  await expect(menuButton(page, renamed)).toBeVisible();
  expect((await storedUser(page))?.username).toBe(renamed);

  // A new address, proven by the code e-mailed to it.
  const addresses = section(page, 'E-mail address');
  const newEmail = emailFor(`${renamed}.new`);
  await expect(addresses).toContainText(`Your e-mail address is ${email}.`);
  await addresses.getByLabel('New e-mail address').fill(email.toUpperCase());
  await addresses.getByRole('button', { name: 'Send code' }).click();
  await expect(addresses.getByRole('alert')).toHaveText(
    'This is already the e-mail address of your account.',
  );
  await addresses.getByLabel('New e-mail address').fill(newEmail);
  await addresses.getByRole('button', { name: 'Send code' }).click();
  const code = addresses.getByLabel('Code from the e-mail');
  await expect(code).toBeFocused();
  await expect(addresses).toContainText(`We have e-mailed a 6-digit code to ${newEmail}.`);
  await code.fill(await signInCode(newEmail));
  await addresses.getByRole('button', { name: 'Verify' }).click();
  await expect(addresses.getByRole('status').last()).toHaveText(
    `Your e-mail address is now ${newEmail}. We have sent a notice of the change to your old address.`,
  );
  await expect(addresses).toContainText(`Your e-mail address is ${newEmail}.`);
  await expect(addresses).toContainText('It was last confirmed with a code on');
  expect((await storedUser(page))?.email).toBe(newEmail);

  // Everything kept about the player, as a JSON file.
  const data = section(page, 'Your data');
  const downloading = page.waitForEvent('download');
  await data.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`brain-training-account-${user.id}.json`);
  const saved = JSON.parse(await readFile(await download.path(), 'utf8')) as AccountExport;
  expect(saved.account).toMatchObject({ id: user.id, username: renamed, email: newEmail });
  expect(saved.scores.length).toBeGreaterThanOrEqual(1);
  expect(saved.scores[0]?.gameId).toBe(2);
  await expect(data.getByRole('status')).toHaveText(
    `Your data was saved as ${download.suggestedFilename()}.`,
  );

  // Deleting the account, from here, after the confirmation.
  await section(page, 'Delete account').getByRole('button', { name: 'Delete account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(confirm).toContainText(`Your account ${renamed} is deleted at once`);
  await confirm.getByRole('button', { name: 'Delete account' }).click();
  await expect(toast(page, 'Your account and everything kept of it have been deleted.')).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(page.locator('#main')).toBeFocused();
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect.poll(() => storedUser(page)).toBeNull();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});

test('the first code sign-in signs out everywhere else and says so; later, “Sign out everywhere else” does the same', async ({
  page,
  browser,
}) => {
  const player = await signUpThroughApi(page.request, uniqueUsername('twice'));
  await storeSignedInUser(page, player);
  await gotoHydrated(page, PATHS.account);
  await expect(menuButton(page, player.username)).toBeVisible();

  // A second browser proves the address with a code: every other browser is signed out.
  const other = await newPage(browser);
  await gotoHydrated(other, PATHS.home);
  await signInWithCode(other, player.email, 1);
  await expect(toast(other, 'Welcome back!')).toContainText(
    `Logged in as ${player.username}. This sign-in proved that the e-mail address is yours, so every other browser signed in to your account has been signed out.`,
  );
  expect((await storedUser(other))?.username).toBe(player.username);
  expect(await storedUser(other)).not.toHaveProperty('signedOutElsewhere');
  // The first browser learns it on its next request.
  await page.reload();
  await expect(banner(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Sign in to see where you are signed in');

  // It signs in again (a code, since its remembered credential went too); the address is proven now,
  // so nobody else is signed out.
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await dialog(page).getByLabel('Email').fill(player.email);
  await dialog(page).getByRole('button', { name: 'Sign In' }).click();
  await dialog(page)
    .getByLabel('Sign-in code')
    .fill(await signInCode(player.email, 2));
  await dialog(page).getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'Welcome back!')).toContainText(`Logged in as ${player.username}`);
  await expect(toast(page, 'Welcome back!')).not.toContainText('signed out');
  await expect(
    section(page, 'Where you’re signed in').getByRole('list').first().getByRole('listitem'),
  ).toHaveCount(2);

  // From the second browser: sign out everywhere else.
  await gotoHydrated(other, PATHS.account);
  const signIns = section(other, 'Where you’re signed in');
  const sessions = signIns.getByRole('list').first();
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByRole('listitem').first()).toContainText('This browser');
  await signIns.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(signIns.getByRole('status')).toHaveText(
    /^Signed out everywhere else: 1 session ended and \d+ remembered browsers? forgotten\.$/,
  );
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  // The first browser is signed out on its next request.
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  await page.reload();
  await expect(banner(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect.poll(() => storedUser(page)).toBeNull();
  await other.context().close();
});

test('the header’s account menu closes on Escape and on a click outside, and is reached with the keyboard', async ({
  page,
}) => {
  const player = await signUpThroughApi(page.request, uniqueUsername('menu'));
  await storeSignedInUser(page, player);
  await gotoHydrated(page, PATHS.faq);
  const opener = menuButton(page, player.username);
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  const account = banner(page).getByRole('link', { name: 'Account' });
  await page.keyboard.press('Tab');
  await expect(account).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('link', { name: 'Progress' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Sign Out' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  await expect(account).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(account).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(account).toBeHidden();

  // Sign Out from the menu signs out here and on the server.
  await opener.click();
  await banner(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(banner(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect.poll(async () => (await page.request.get('/api/auth/me')).status()).toBe(401);
});

test('a visitor who is not signed in is asked to sign in, and then sees their account', async ({ page }) => {
  const player = await signUpThroughApi(page.request, uniqueUsername('guest'));
  await gotoHydrated(page, PATHS.account);
  const main = page.getByRole('main');
  await expect(main).toContainText('Sign in to see where you are signed in');
  expect(await axeViolations(page)).toEqual([]);
  // This browser holds the account's credential from the sign-up: the address alone signs in.
  await main.getByRole('button', { name: 'Sign In' }).click();
  await dialog(page).getByLabel('Email').fill(player.email);
  await dialog(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await expect(section(page, 'Where you’re signed in').getByText('This browser').first()).toBeVisible();
  await expect(section(page, 'Username')).toContainText(`Your username is ${player.username}.`);
});

test.describe('on a phone, in Spanish', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the menu offers “Cuenta” and “Cerrar sesión”, and the account page speaks Spanish', async ({
    page,
  }) => {
    const player = await signUpThroughApi(page.request, uniqueUsername('telefono'));
    await storeSignedInUser(page, player);
    await gotoHydrated(page, `${PATHS.home}?lang=es`);
    await banner(page).getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('navigation', { name: 'Menú' });
    await expect(menu.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await expect(menu.getByRole('button', { name: /eliminar/i })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Cuenta' }).click();
    await expect(page).toHaveURL(/\/account\?lang=es$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Tu cuenta' })).toBeVisible();
    const signIns = section(page, 'Dónde has iniciado sesión');
    await expect(signIns.getByText('Este navegador').first()).toBeVisible();
    await expect(signIns.getByText(/^Sesión iniciada el /)).toBeVisible();
    await expect(
      section(page, 'Eliminar cuenta').getByRole('button', { name: 'Eliminar cuenta' }),
    ).toBeVisible();

    // A refused change is said in Spanish.
    const addresses = section(page, 'Dirección de correo');
    await addresses.getByLabel('Nueva dirección de correo').fill('no-es-un-correo');
    await addresses.getByRole('button', { name: 'Enviar código' }).click();
    await expect(addresses.getByRole('alert')).toHaveText(
      'Introduce una dirección de correo electrónico válida',
    );
  });
});

test.describe('dark theme', () => {
  test.use({ colorScheme: 'dark', reducedMotion: 'reduce' });

  test('the signed-in account page, its menu and its code step have no axe violations', async ({ page }) => {
    const player = await signUpThroughApi(page.request, uniqueUsername('dark'));
    await storeSignedInUser(page, player);
    await storeTheme(page, 'dark');
    await gotoHydrated(page, PATHS.account);
    await expect(section(page, 'Where you’re signed in').getByText('This browser').first()).toBeVisible();
    await menuButton(page, player.username).click();
    await expect(banner(page).getByRole('link', { name: 'Account' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    const addresses = section(page, 'E-mail address');
    await addresses.getByLabel('New e-mail address').fill(emailFor(`${player.username}.dark`));
    await addresses.getByRole('button', { name: 'Send code' }).click();
    await expect(addresses.getByLabel('Code from the e-mail')).toBeFocused();
    await addresses.getByRole('button', { name: 'Verify' }).click();
    await expect(addresses.getByRole('alert')).toHaveText('Please enter the 6 digits from the email');
    expect(await axeViolations(page)).toEqual([]);
    // Back to the address form, whose field has the focus again.
    await addresses.getByRole('button', { name: 'Use another address' }).click();
    await expect(addresses.getByLabel('New e-mail address')).toBeFocused();
  });
});
