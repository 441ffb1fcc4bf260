import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { PATHS } from '../../../src/web/lib/paths.ts';
import { THEME_STORAGE_KEY } from '../../../src/web/lib/theme.ts';
import { USER_STORAGE_KEY } from '../../../src/web/lib/user-store.ts';
import { runFiles } from './run-resources.ts';

/**
 * Resolves once React has taken over the prerendered page, which the app marks on `<html>` with
 * `data-hydrated`. Before that a click on a link is a full page load, which would make a test of
 * client-side behaviour pass or fail by accident.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/**
 * Brings each of the home page's boards into view, as a visitor scrolling down would, and waits for
 * it: they load only when they come near the visible area. `regionName` is the boards' heading in the
 * page's language.
 */
export async function showHomeBoards(page: Page, regionName = 'Leaderboards'): Promise<void> {
  const boards = page.getByRole('region', { name: regionName });
  const titles = boards.getByRole('heading', { level: 3 });
  const count = await titles.count();
  for (let index = 0; index < count; index += 1) {
    await titles.nth(index).scrollIntoViewIfNeeded();
    await expect(boards.getByRole('tablist').nth(index)).toBeAttached();
  }
}

/** The home page (or `path`, a form of it), hydrated and with its boards loaded. */
export async function gotoHomeWithBoards(page: Page, path: string = PATHS.home): Promise<void> {
  await gotoHydrated(page, path);
  await showHomeBoards(page);
}

/**
 * Sends a request of the test's own from the page and resolves once the page's `request` listeners
 * have seen it. Events arrive in order, so every request the page sent before has been seen by then:
 * a test that expects nothing was sent checks its list after this, rather than after a pause.
 * Returns the request's address.
 */
export async function sendMarkerRequest(page: Page): Promise<string> {
  const marker = new URL(`/readyz?marker=${randomBytes(4).toString('hex')}`, page.url()).href;
  const seen = page.waitForEvent('request', (request) => request.url() === marker);
  await page.evaluate((url) => fetch(url).then(() => undefined), marker);
  await seen;
  return marker;
}

/** The notification area, which the page loads with its first notification. */
function notificationArea(page: Page): Locator {
  // Located by markup rather than role: while a modal dialog is open the page behind it, the
  // notification area included, is hidden from the accessibility tree (the dialog repeats the message).
  // Its name is in the page's language.
  return page.locator(
    '[role="region"]:is([aria-label^="Notifications ("], [aria-label^="Notificaciones ("])',
  );
}

/** The visible toast that reads `text` (its title or description). */
export function toast(page: Page, text: string | RegExp): Locator {
  return notificationArea(page).locator('li').filter({ hasText: text });
}

/** A username nobody else in this run has: tests run in parallel on one database. */
export function uniqueUsername(prefix = 'player'): string {
  return `${prefix}_${randomBytes(5).toString('hex')}`;
}

export function emailFor(username: string): string {
  return `${username}@example.com`;
}

export interface CreatedUser {
  id: number;
  username: string;
  email: string;
}

/**
 * Signs up through the API the page itself uses. With the page's request context the session cookie
 * lands in the browser context, as if the player had signed up in the page.
 */
export async function signUpThroughApi(request: APIRequestContext, username = uniqueUsername()) {
  const email = emailFor(username);
  const response = await request.post('/api/users', { data: { username, email } });
  expect(response.status(), await response.text()).toBe(201);
  const user = (await response.json()) as { id: number; username: string };
  return { id: user.id, username: user.username, email } satisfies CreatedUser;
}

/** Makes every page opened from now on start with this player signed in, as the site keeps them. */
export async function storeSignedInUser(page: Page, user: CreatedUser): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    USER_STORAGE_KEY,
    JSON.stringify(user),
  ] as const);
}

/** Makes every page opened from now on start in the given theme, as if the visitor had chosen it. */
export async function storeTheme(target: Page | BrowserContext, theme: 'light' | 'dark'): Promise<void> {
  await target.addInitScript(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    [THEME_STORAGE_KEY, theme],
  );
}

/** The page shows the theme that was stored for it. */
export async function expectTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
    theme === 'dark',
  );
}

/** The codes of the sign-in mails sent to this address so far in the run, oldest first. */
async function signInCodesSentTo(email: string): Promise<string[]> {
  const runFolder = process.env.E2E_RUN_FOLDER;
  if (!runFolder) throw new Error('E2E_RUN_FOLDER is not set');
  const file = runFiles(runFolder).mail;
  if (!existsSync(file)) return [];
  const mails = (await readFile(file, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { rcptTo: string[]; text: string });
  return mails
    .filter((mail) => mail.rcptTo.includes(email))
    .map((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '');
}

/** Waits for the `count`-th sign-in mail to this address (1 for the first) and returns its code. */
export async function signInCode(email: string, count = 1): Promise<string> {
  await expect
    .poll(async () => (await signInCodesSentTo(email)).length, {
      message: `sign-in mail ${count} to ${email}`,
    })
    .toBeGreaterThanOrEqual(count);
  return (await signInCodesSentTo(email))[count - 1] as string;
}
