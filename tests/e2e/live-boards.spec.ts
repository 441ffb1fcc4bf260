// The live boards: a score that enters a board reaches every open home page without a reload, through
// one stream per browser that the tabs share and hand over when the tab that holds it closes.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { formatNumber } from '../../src/shared/format.ts';
import { gotoHomeWithBoards, signUpThroughApi } from './support/site.ts';
import { playPuzzleAtTheFloor } from './support/verified-games.ts';

const STREAM = '/api/live/boards';

/** The home page with its boards, once the browser's stream is live for it. */
async function homeWithLiveBoards(page: Page): Promise<void> {
  await gotoHomeWithBoards(page);
  await expect(page.locator('#leaderboard')).toHaveAttribute('data-live-ready', 'true');
}

/** Waits until Number Puzzle's board on `page` shows a row of `username` (all its rows shown). */
async function expectOnPuzzleBoard(page: Page, username: string, text?: string): Promise<void> {
  const table = page
    .getByRole('region', { name: 'Leaderboards' })
    .getByRole('table', { name: /Number Puzzle/ });
  await expect(async () => {
    // A row beyond the first five shows once the whole top 30 is.
    const more = page.locator(`button[aria-controls="${await table.getAttribute('id')}"]`);
    if ((await more.count()) > 0 && (await more.getAttribute('aria-expanded')) === 'false')
      await more.click();
    const row = table.getByRole('row').filter({ hasText: username });
    await expect(row).toBeVisible({ timeout: 1000 });
    if (text !== undefined) await expect(row).toContainText(text, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/** Every request for the stream made by the pages of `context`. */
function streamRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === STREAM) urls.push(request.url());
  });
  return urls;
}

test('a score submitted in one browser appears on the board another shows, without a reload', async ({
  browser,
}) => {
  const watcherContext = await browser.newContext();
  const watcher = await watcherContext.newPage();
  await homeWithLiveBoards(watcher);
  // What moves on the page from now on without the visitor doing anything, outside the boards
  // themselves. A row that enters a board above others moves them down, and a row whose long name
  // wraps onto a second line (names are shown whole) makes its board's foot move down: that is the
  // board changing. Other tests' scores may arrive on any board meanwhile. The room the boards keep
  // holds everything else where it was.
  await watcher.evaluate(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    type Shift = { hadRecentInput: boolean; sources: { node: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        for (const { node } of entry.sources) {
          const element = node instanceof Element ? node : (node?.parentElement ?? null);
          if (!element?.closest('#leaderboard [role="tabpanel"]'))
            shifts.push(element?.outerHTML.slice(0, 80) ?? '?');
        }
      }
    }).observe({ type: 'layout-shift' });
  });
  // Every announcement made: other browsers' scores may be read out too, before or after this one.
  await watcher.evaluate(() => {
    const announced: string[] = [];
    (window as unknown as { announced: string[] }).announced = announced;
    const region = document.querySelector('[data-testid="board-announcer"]');
    if (!region) throw new Error('the boards have no live region');
    new MutationObserver(() => announced.push(region.textContent ?? '')).observe(region, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  const footer = watcher.locator('#stats-title');
  const footerBefore = await footer.boundingBox();
  const loads: string[] = [];
  watcher.on('framenavigated', (frame) => loads.push(frame.url()));

  const playerContext = await browser.newContext();
  const player = await playerContext.newPage();
  await homeWithLiveBoards(player);
  const user = await signUpThroughApi(player.request);
  const { score } = await playPuzzleAtTheFloor(player.request, user.id);

  // Read out politely, in the page's language.
  await expect
    .poll(() => watcher.evaluate(() => (window as unknown as { announced: string[] }).announced))
    .toContain(`New score on the Number Puzzle board: ${user.username}, ${formatNumber(score)} points`);
  // The board had room for the row: nothing below it moved.
  expect(await footer.boundingBox()).toEqual(footerBefore);
  expect(await watcher.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
  await expectOnPuzzleBoard(watcher, user.username, formatNumber(score));
  await expect(watcher.getByTestId('board-announcer')).toHaveAttribute('aria-live', 'polite');
  expect(loads).toEqual([]);
  await watcherContext.close();
  await playerContext.close();
});

test('the tabs of one browser share one stream, and no event is lost when its tab closes', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const requests = streamRequests(context);
  const tabs = [await context.newPage(), await context.newPage(), await context.newPage()];
  for (const tab of tabs) await homeWithLiveBoards(tab);
  expect(requests).toHaveLength(1);
  const states = await Promise.all(tabs.map((tab) => tab.locator('#leaderboard').getAttribute('data-live')));
  expect(states.filter((state) => state === 'leader')).toHaveLength(1);
  expect(states.filter((state) => state === 'follower')).toHaveLength(2);

  // A first score reaches all three.
  const first = await signUpThroughApi(context.request);
  await playPuzzleAtTheFloor(context.request, first.id);
  for (const tab of tabs) await expectOnPuzzleBoard(tab, first.username);

  // The tab that holds the stream closes; a score stored at once still reaches the other two.
  const holder = tabs[states.indexOf('leader')] as Page;
  const others = tabs.filter((tab) => tab !== holder);
  await holder.close();
  const second = await signUpThroughApi(context.request);
  await playPuzzleAtTheFloor(context.request, second.id);
  for (const tab of others) await expectOnPuzzleBoard(tab, second.username);
  // One of them took the stream over, from the last event it had.
  await expect.poll(() => requests.length).toBe(2);
  expect(new URL(requests[1] as string).searchParams.get('lastEventId')).toMatch(/^\d+$/);
  const after = await Promise.all(others.map((tab) => tab.locator('#leaderboard').getAttribute('data-live')));
  expect(after.sort()).toEqual(['follower', 'leader']);
  await context.close();
});
