import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { FIXED_ERROR_MESSAGES } from '../../src/shared/api/errors.ts';
import { ADMIN_KEY_HEADER } from '../../src/shared/api/limits.ts';
import { formatNumber } from '../../src/shared/format.ts';
import { floorSecondsText } from '../../src/shared/games/human-pace.ts';
import { pacificDay } from '../../src/shared/time.ts';
import { STORAGE_KEY as ADMIN_KEY_STORAGE_KEY } from '../../src/web/features/admin/admin-api.ts';
import { PATHS } from '../../src/web/lib/paths.ts';
import { axeViolations } from './support/axe.ts';
import { emailFor, gotoHydrated, signUpThroughApi, storeTheme, uniqueUsername } from './support/site.ts';
import { playPuzzleAtTheFloor, solvePuzzleAtTheFloor } from './support/verified-games.ts';

/** A calendar day (YYYY-MM-DD) as the admin's tables write it: the short date of the locale. */
function shortDay(day: string, locale: 'en-US' | 'es'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

const ADMIN_KEY = 'e2e-admin-key-0123456789abcdef';

const keyInput = (page: Page) => page.getByLabel('Admin key');
const usersTable = (page: Page) => page.getByRole('region', { name: 'Users' }).getByRole('table');
const search = (page: Page) => page.getByLabel('Search by username or e-mail');

const savedKey = (page: Page) =>
  page.evaluate((storageKey) => sessionStorage.getItem(storageKey), ADMIN_KEY_STORAGE_KEY);
const { ADMIN_KEY_INVALID, ADMIN_KEY_LOCKED } = FIXED_ERROR_MESSAGES;

async function unlock(page: Page) {
  await gotoHydrated(page, PATHS.admin);
  await keyInput(page).fill(ADMIN_KEY);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByRole('button', { name: 'Lock', exact: true })).toBeVisible();
  // The form the focus was in is gone; the focus is on what replaced it.
  await expect(page.getByText('Unlocked for this browser tab.')).toBeFocused();
}

/** The table's body rows as arrays of cell texts. */
async function tableRows(page: Page): Promise<string[][]> {
  return usersTable(page)
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent?.trim() ?? '')),
    );
}

/** Parses the CSV this site writes (RFC 4180); enough for the checks below. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  return rows;
}

test('a wrong key is refused with an alert and the dashboard stays locked', async ({ page }) => {
  await gotoHydrated(page, PATHS.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await keyInput(page).fill('not-the-key-at-all');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect.poll(() => alerts).toEqual([ADMIN_KEY_INVALID]);
  await expect(page.getByRole('alert').filter({ hasText: ADMIN_KEY_INVALID })).toBeVisible();
  await expect(keyInput(page)).toBeFocused();
  await expect(page.getByRole('button', { name: 'Lock', exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Users' })).toHaveCount(0);
  expect(await savedKey(page)).toBeNull();
});

test('too many attempts are reported as such, without the wrong-key alert', async ({ page }) => {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  // The test server runs without rate limits; the answer the server gives once they trip is played here.
  await page.route('**/api/admin/stats', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'ADMIN_KEY_LOCKED', message: ADMIN_KEY_LOCKED }),
    }),
  );
  await gotoHydrated(page, PATHS.admin);
  await keyInput(page).fill('any-key-at-all-here');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByRole('alert').filter({ hasText: ADMIN_KEY_LOCKED })).toBeVisible();
  await expect(keyInput(page)).toBeVisible();
  expect(alerts).toEqual([]);
});

test('a list that cannot be loaded says so and can be loaded again', async ({ page }) => {
  let failing = true;
  await page.route(/\/api\/admin\/messages/, (route) =>
    failing
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"code":"INTERNAL","message":"Database down"}',
        })
      : route.continue(),
  );
  await unlock(page);
  const problem = page.getByRole('alert').filter({ hasText: 'The messages could not be loaded.' });
  // The error's code says what went wrong, in the page's words, whatever the server's message says.
  await expect(problem).toContainText('The server answered 500: Internal server error');
  failing = false;
  await problem.getByRole('button', { name: 'Try again' }).click();
  await expect(problem).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Contact messages' })).toBeVisible();
});

test('the reply link of a message keeps an address stored before addresses were checked from adding fields', async ({
  page,
}) => {
  const crafted = 'x@y.com?bcc=attacker%40evil.com&body=Click%20here';
  await page.route(/\/api\/admin\/messages/, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify([
        {
          id: 1,
          name: 'Eve',
          email: crafted,
          subject: 'Hello & welcome',
          message: 'Hi',
          createdAt: '2026-11-20T10:00:00.000Z',
          forwarded: false,
        },
      ]),
    }),
  );
  await unlock(page);
  const link = page.getByRole('link', { name: crafted });
  await expect(link).toHaveAttribute(
    'href',
    'mailto:x@y.com%3Fbcc%3Dattacker%2540evil.com%26body%3DClick%2520here?subject=Re%3A%20Hello%20%26%20welcome',
  );
});

test('the right key unlocks the dashboard for the tab until it is locked', async ({ page }) => {
  await unlock(page);
  const stats = page.getByRole('region', { name: 'Statistics' });
  for (const label of ['Total users', 'Games played', 'Total points', 'Avg. session time']) {
    await expect(stats.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Contact messages' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Donations' })).toBeVisible();
  // No PayPal on the test server, so no orders: the empty state reads as such.
  await expect(page.getByText('No donations yet.')).toBeVisible();

  // A reload keeps the tab unlocked; Lock forgets the key.
  expect(await savedKey(page)).toBe(ADMIN_KEY);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Lock', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(keyInput(page)).toBeFocused();
  expect(await savedKey(page)).toBeNull();
  await page.reload();
  await expect(keyInput(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lock', exact: true })).toHaveCount(0);
});

test('users are searched by username and e-mail and exported as CSV', async ({ page, request }) => {
  const prefix = uniqueUsername('adm');
  const alice = await signUpThroughApi(request, `${prefix}_alice`);
  const bob = await signUpThroughApi(request, `${prefix}_bob`);
  await unlock(page);

  const table = usersTable(page);
  await expect(table.getByRole('columnheader')).toHaveText([
    'ID',
    'Username',
    'Status',
    'Email',
    'Created At',
    'Games Played',
    'Total Score',
    'Actions',
  ]);

  await search(page).fill(`${prefix}_alice`);
  await expect(
    page.getByRole('status').filter({ hasText: `1 user matches “${prefix}_alice”.` }),
  ).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.getByRole('cell', { name: alice.username, exact: true })).toBeVisible();

  await search(page).fill(emailFor(bob.username).toUpperCase());
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.getByRole('cell', { name: bob.email, exact: true })).toBeVisible();

  await search(page).fill(prefix);
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: `2 users match “${prefix}”.` })).toBeVisible();

  await search(page).fill(`${prefix}_nobody`);
  await expect(page.getByText(`No users match “${prefix}_nobody”.`)).toBeVisible();

  await search(page).fill(prefix);
  await expect(table.locator('tbody tr')).toHaveCount(2);
  const shown = await tableRows(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  const today = await page.evaluate(() => {
    const now = new Date();
    const two = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  });
  expect(download.suggestedFilename()).toBe(`users-${today}.csv`);

  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parseCsv(text.slice(1));
  expect(header).toEqual([
    'ID',
    'Username',
    'Email',
    'Created At',
    'Games Played',
    'Total Score',
    'Suspended At',
  ]);
  expect(rows).toHaveLength(shown.length);
  rows.forEach((row, index) => {
    const cells = shown[index] ?? [];
    // The table shows the creation time in the local short format; the file keeps the exact instant.
    expect([row[0], row[1], row[2], row[4], row[5]]).toEqual([
      cells[0],
      cells[1],
      cells[3],
      cells[5],
      cells[6],
    ]);
    expect(Number.isNaN(Date.parse(row[3] ?? ''))).toBe(false);
    // Neither account is suspended: the table says Active and the file's last column is empty.
    expect([cells[2], row[6]]).toEqual(['Active', '']);
  });
  expect(rows.map((row) => row[1]).sort()).toEqual([alice.username, bob.username].sort());
});

test('Export CSV exports the users matching the search box at the click, before the list catches up', async ({
  page,
  request,
}) => {
  const prefix = uniqueUsername('exp');
  const alice = await signUpThroughApi(request, `${prefix}_alice`);
  await signUpThroughApi(request, `${prefix}_bob`);
  await page.clock.install();
  await unlock(page);
  await search(page).fill(prefix);
  await expect(usersTable(page).locator('tbody tr')).toHaveCount(2);

  // With the page's clock paused, the search's delay cannot run out: the list still shows the
  // previous search while the box already says another.
  await page.clock.pauseAt(Date.now() + 1000);
  await search(page).fill(`${prefix}_alice`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const text = await readFile(await (await downloading).path(), 'utf8');
  const [, ...rows] = parseCsv(text.slice(1));
  expect(rows.map((row) => row[1])).toEqual([alice.username]);

  // The list follows the box from the click on.
  await page.clock.resume();
  await expect(usersTable(page).locator('tbody tr')).toHaveCount(1);
  await expect(usersTable(page).getByRole('cell', { name: alice.username, exact: true })).toBeVisible();
});

test('an outlier is listed and its score removed after a confirmation', async ({ page, request }) => {
  const player = await signUpThroughApi(request, uniqueUsername('outlier'));
  const played = await playPuzzleAtTheFloor(request, player.id);
  await unlock(page);
  // The player's games in the users section, to see it follow the removal.
  await search(page).fill(player.username);
  const userRow = usersTable(page).getByRole('row').filter({ hasText: player.username });
  await expect(userRow.getByRole('cell')).toHaveText([
    /\d+/,
    player.username,
    'Active',
    player.email,
    /.+/,
    '1',
    /.+/,
    /^Rename\s*Suspend\s*Delete$/,
  ]);

  const table = page.getByRole('region', { name: 'Outliers' }).getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Player',
    'Game',
    'Time',
    'Floor',
    'Moves',
    'Score',
    'When',
    'Reason',
    'Action',
  ]);
  const row = table.getByRole('row').filter({ hasText: player.username });
  await expect(row.getByRole('cell').nth(1)).toHaveText('Number Puzzle');
  // The server's own time of the game beside the human floor of its moves.
  const { elapsedMs, floorMs } = played.result;
  await expect(row.getByRole('cell').nth(2)).toHaveText(`${(Math.floor(elapsedMs / 100) / 10).toFixed(1)} s`);
  await expect(row.getByRole('cell').nth(3)).toHaveText(`${floorSecondsText(floorMs)} s`);
  await expect(row.getByRole('cell').nth(4)).toHaveText(formatNumber(played.moves));
  await expect(row.getByRole('cell').nth(5)).toHaveText(formatNumber(played.score));
  await expect(row.getByRole('cell').nth(7)).toContainText('At the human floor (at most 1 s above it)');

  const name = `Remove score ${formatNumber(played.score)} of ${player.username} in Number Puzzle`;
  await row.getByRole('button', { name }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove this score?' });
  await expect(dialog).toContainText(
    `${player.username}’s ${formatNumber(played.score)} points in Number Puzzle`,
  );
  // Cancel leaves the score where it was.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByRole('button', { name })).toBeFocused();

  await row.getByRole('button', { name }).click();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Remove score' }).click();
  const done = page.getByRole('status').filter({
    hasText: `Removed the score ${formatNumber(played.score)} of ${player.username} in Number Puzzle.`,
  });
  await expect(done).toBeFocused();
  await expect(row).toHaveCount(0);
  // The other sections were read again: the player has no game left.
  await expect(userRow.getByRole('cell').nth(5)).toHaveText('0');
  const board = await request.get('/api/leaderboard/2?period=all');
  expect(((await board.json()) as Array<{ username: string }>).map((entry) => entry.username)).not.toContain(
    player.username,
  );
});

test('a refused score submission is counted in the refused scores by day, game and reason', async ({
  page,
  request,
}) => {
  const refusedBefore = async () => {
    const answer = await request.get('/api/admin/refusals?days=1', {
      headers: { [ADMIN_KEY_HEADER]: ADMIN_KEY },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    const rows = (await answer.json()) as Array<{ day: string; gameId: number; code: string; count: number }>;
    return rows.find((row) => row.gameId === 2 && row.code === 'TIME_MISMATCH')?.count ?? 0;
  };
  const before = await refusedBefore();
  // A finished game submitted with a time far from the server's is refused.
  const player = await signUpThroughApi(request, uniqueUsername('refused'));
  const { playId, result } = await solvePuzzleAtTheFloor(request);
  const refused = await request.post('/api/scores', {
    data: { userId: player.id, gameId: 2, timeSeconds: result.timeSeconds + 60, score: result.score, playId },
  });
  expect(refused.status(), await refused.text()).toBe(422);
  expect(((await refused.json()) as { code: string }).code).toBe('TIME_MISMATCH');

  await unlock(page);
  const section = page.getByRole('region', { name: 'Refused scores' });
  await expect(section.getByText('Score submissions the server refused in the last 30 days')).toBeVisible();
  const table = section.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Day (Pacific)', 'Game', 'Reason', 'Refused']);
  const row = table
    .getByRole('row')
    .filter({ hasText: shortDay(pacificDay(new Date()), 'en-US') })
    .filter({ hasText: 'Number Puzzle' })
    .filter({ hasText: 'TIME_MISMATCH' });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(2)).toContainText("This time is not the server's time of the game.");
  // Other tests may be refused at the same time: the count is at least one more than before.
  const count = Number((await row.getByRole('cell').nth(3).textContent())?.replace(/,/g, ''));
  expect(count).toBeGreaterThanOrEqual(before + 1);

  // In Spanish, the same list says what the refusal means in Spanish.
  await gotoHydrated(page, `${PATHS.admin}?lang=es`);
  const spanish = page.getByRole('region', { name: 'Puntuaciones rechazadas' });
  await expect(spanish.getByRole('columnheader')).toHaveText([
    'Día (Pacífico)',
    'Juego',
    'Motivo',
    'Rechazados',
  ]);
  // The day as a Spanish page writes a short date (day first) for this browser, whose language is English.
  const spanishRow = spanish
    .getByRole('row')
    .filter({ hasText: shortDay(pacificDay(new Date()), 'es') })
    .filter({ hasText: 'TIME_MISMATCH' })
    .first();
  await expect(spanishRow.getByRole('cell').first()).toHaveText(/^\d\d\/\d\d\/\d\d$/);
  await expect(spanishRow).toContainText('Este tiempo no es el que el servidor midió para la partida.');
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme, reducedMotion: 'reduce' });
    test.beforeEach(async ({ page }) => {
      await storeTheme(page, theme);
    });

    test('the locked and the unlocked dashboard have no axe violations', async ({ page }) => {
      // Two full axe runs.
      test.slow();
      page.on('dialog', (dialog) => void dialog.accept());
      await gotoHydrated(page, PATHS.admin);
      await keyInput(page).fill('wrong-key-for-axe');
      await page.getByRole('button', { name: 'Unlock' }).click();
      await expect(page.getByRole('alert').filter({ hasText: ADMIN_KEY_INVALID })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await keyInput(page).fill(ADMIN_KEY);
      await page.getByRole('button', { name: 'Unlock' }).click();
      await expect(usersTable(page)).toBeVisible();
      // Every list is in place: none of them still says it is loading.
      await expect(page.locator('#main').getByText(/^(Loading .+|Searching)…$/)).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
