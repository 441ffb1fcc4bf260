// The installable app (decision 027): Chromium's own installability verdict, a deploy picked up
// through the update banner, and SERVICE_WORKER=off removing an installed worker while a browser
// that never had one fetches nothing for it.
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { PATHS } from '../../src/web/lib/paths.ts';
import { axeViolations } from './support/axe.ts';
import { type OwnServer, startOwnServer, waitForServiceWorkerControl } from './support/own-server.ts';
import { gotoHydrated } from './support/site.ts';

test.use({ serviceWorkers: 'allow' });

const servers: OwnServer[] = [];
const folders: string[] = [];
test.afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function ownServer(options: Parameters<typeof startOwnServer>[0] = {}): Promise<OwnServer> {
  const server = await startOwnServer(options);
  servers.push(server);
  return server;
}

const banner = (page: Page, name: string | RegExp) => page.getByRole('region', { name });
const favicon = (page: Page) =>
  page.evaluate(() => fetch('/favicon.svg').then((response) => response.text()));
const checkForUpdate = (page: Page) =>
  page.evaluate(() =>
    navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
  );

test('Chromium finds the site installable, in English and in Spanish', async ({ playwright, baseURL }) => {
  // Chromium never offers to install from an incognito window, which a test's usual context is.
  const profile = await mkdtemp(path.join(os.tmpdir(), 'bts-profile-'));
  folders.push(profile);
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    for (const [address, manifest] of [
      [PATHS.home, '/manifest.webmanifest'],
      [`${PATHS.faq}?lang=es`, '/manifest.es.webmanifest'],
    ] as const) {
      await gotoHydrated(page, address);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', manifest);
      await waitForServiceWorkerControl(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors, address).toEqual([]);
    }
  } finally {
    await context.close();
  }
});

test('a deploy is offered in a banner that stays, and accepting it reloads into the new version', async ({
  page,
}) => {
  // A copy of the build, served as it is, then changed the way a deploy changes it: one file the
  // worker holds gets new content, and the worker's list gets that file's new revision.
  const root = await mkdtemp(path.join(os.tmpdir(), 'bts-deploy-'));
  folders.push(root);
  await cp(path.resolve(process.env.WEB_ROOT ?? 'build/client'), root, { recursive: true });
  const server = await ownServer({ webRoot: root });
  await gotoHydrated(page, `${server.url}${PATHS.home}`);
  await waitForServiceWorkerControl(page);
  const before = await favicon(page);
  await expect(banner(page, 'New version of the site')).toHaveCount(0);

  const icon = path.join(root, 'favicon.svg');
  const oldRevision = createHash('md5')
    .update(await readFile(icon))
    .digest('hex');
  const after = `${before}<!-- the next version -->`;
  await writeFile(icon, after);
  const newRevision = createHash('md5').update(after).digest('hex');
  const worker = path.join(root, 'sw.js');
  const source = await readFile(worker, 'utf8');
  const entry = `{"revision":"${oldRevision}","url":"favicon.svg"}`;
  expect(source).toContain(entry);
  await writeFile(worker, source.replace(entry, `{"revision":"${newRevision}","url":"favicon.svg"}`));
  // The server sends the compressed copies where they exist: the changed files have none now.
  for (const file of [icon, worker])
    for (const copy of ['.br', '.gz']) await rm(`${file}${copy}`, { force: true });

  // The open page asks for the worker again, as it does when it is shown again.
  await checkForUpdate(page);
  const offer = banner(page, 'New version of the site');
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('A new version of the site is ready.');
  await expect(page.getByRole('status').filter({ has: offer })).toHaveCount(1);
  // Until the player accepts, the page keeps the version it started with.
  expect(await favicon(page)).toBe(before);

  await page.evaluate(() => {
    (window as unknown as { beforeReload: boolean }).beforeReload = true;
  });
  const reloaded = page.waitForEvent('load');
  await offer.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false))
    .toBe(false);
  await waitForServiceWorkerControl(page);
  expect(await favicon(page)).toBe(after);
  await expect(banner(page, 'New version of the site')).toHaveCount(0);
  expect(
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting ?? null)),
  ).toBeNull();
});

test('the banner speaks Spanish on a Spanish page, in the dark theme too, and can be closed with the keyboard', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const root = await mkdtemp(path.join(os.tmpdir(), 'bts-deploy-'));
  folders.push(root);
  await cp(path.resolve(process.env.WEB_ROOT ?? 'build/client'), root, { recursive: true });
  const server = await ownServer({ webRoot: root });
  await gotoHydrated(page, `${server.url}${PATHS.about}?lang=es`);
  await waitForServiceWorkerControl(page);
  // Any change of the worker's file is a new version.
  const worker = path.join(root, 'sw.js');
  await writeFile(worker, `${await readFile(worker, 'utf8')}\n// next\n`);
  for (const copy of ['.br', '.gz']) await rm(`${worker}${copy}`, { force: true });
  await checkForUpdate(page);
  const offer = banner(page, 'Nueva versión del sitio');
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Recargar' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await offer.getByRole('button', { name: 'Cerrar' }).focus();
  await page.keyboard.press('Enter');
  await expect(offer).toHaveCount(0);
});

test('SERVICE_WORKER=off removes an installed worker and its caches', async ({ page }) => {
  const first = await ownServer();
  await gotoHydrated(page, `${first.url}${PATHS.home}`);
  await waitForServiceWorkerControl(page);
  expect(await page.evaluate(() => caches.keys().then((keys) => keys.length))).toBeGreaterThan(0);
  await first.stop();

  // The same address, now with the worker turned off.
  await ownServer({ port: first.port, serviceWorker: false });
  await checkForUpdate(page);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length)))
    .toBe(0);
  await expect.poll(() => page.evaluate(() => caches.keys().then((keys) => keys.length))).toBe(0);
});

/**
 * Counts, in the page, its calls to ask which workers are installed (once each answer has reached the
 * page's code, which goes on in the same task) and its registrations.
 */
function countWorkerCalls() {
  const calls = { asked: 0, registered: 0 };
  (window as unknown as { workerCalls: typeof calls }).workerCalls = calls;
  const container = ServiceWorkerContainer.prototype;
  const { getRegistrations, register } = container;
  container.getRegistrations = function (this: ServiceWorkerContainer) {
    const answer = getRegistrations.call(this);
    void answer.then(() => setTimeout(() => (calls.asked += 1)));
    return answer;
  };
  container.register = function (this: ServiceWorkerContainer, ...args: Parameters<typeof register>) {
    calls.registered += 1;
    return register.apply(this, args);
  };
}
const workerCalls = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { workerCalls: { asked: number; registered: number } }).workerCalls,
  );

test('SERVICE_WORKER=off: the next visit removes an installed worker, and a browser without one fetches nothing for it', async ({
  page,
}) => {
  const first = await ownServer();
  await gotoHydrated(page, `${first.url}${PATHS.home}`);
  await waitForServiceWorkerControl(page);
  await first.stop();

  const off = await ownServer({ port: first.port, serviceWorker: false });
  await page.addInitScript(countWorkerCalls);
  // A visit: the page finds the installed worker and fetches the one that removes it.
  await gotoHydrated(page, `${off.url}${PATHS.faq}`);
  await expect.poll(() => workerCalls(page)).toEqual({ asked: 1, registered: 1 });
  await expect
    .poll(() =>
      page.evaluate(() => navigator.serviceWorker.getRegistration().then((found) => found === undefined)),
    )
    .toBe(true);
  await expect.poll(() => page.evaluate(() => caches.keys().then((keys) => keys.length))).toBe(0);

  // The next visit, in a browser without a worker: the page asks, finds none and registers nothing.
  await gotoHydrated(page, `${off.url}${PATHS.about}`);
  await expect.poll(() => workerCalls(page)).toEqual({ asked: 1, registered: 0 });
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
});
