import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { FIXED_ERROR_MESSAGES } from '../../src/shared/api/errors.ts';
import { PATHS } from '../../src/web/lib/paths.ts';
import { axeViolations } from './support/axe.ts';
import { gotoHydrated, signUpThroughApi, uniqueUsername } from './support/site.ts';
import { playPuzzleAtTheFloor, solvePuzzleAtTheFloor } from './support/verified-games.ts';

const ADMIN_KEY = 'e2e-admin-key-0123456789abcdef';
/** The game the players play through the API: Number Puzzle. */
const GAME_ID = 2;

const usersTable = (page: Page) => page.getByRole('region', { name: 'Users' }).getByRole('table');
const userRow = (page: Page, username: string) =>
  usersTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: username, exact: true }) });
/** The users table's cell of the account's status (the third column). */
const statusCell = (row: Locator) => row.getByRole('cell').nth(2);

async function unlock(page: Page) {
  await gotoHydrated(page, PATHS.admin);
  await page.getByLabel('Admin key').fill(ADMIN_KEY);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByRole('button', { name: 'Lock', exact: true })).toBeVisible();
}

async function boardNames(request: APIRequestContext): Promise<string[]> {
  const board = await request.get(`/api/leaderboard/${GAME_ID}?period=all`);
  expect(board.status()).toBe(200);
  return ((await board.json()) as Array<{ username: string }>).map((entry) => entry.username);
}

/** The board, read until it says what is expected (its cache follows a change within moments). */
async function expectOnBoard(request: APIRequestContext, username: string, shown: boolean) {
  await expect
    .poll(async () => (await boardNames(request)).includes(username), {
      message: `${username} ${shown ? 'on' : 'off'} the board`,
    })
    .toBe(shown);
}

test('the admin renames, suspends and lifts a suspension, and the recorded actions list them', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  test.slow();
  const prefix = uniqueUsername('acct');
  // Two players, each signed in in a request context of their own, each with a verified game on the board.
  const renamedContext = await playwright.request.newContext({ baseURL });
  const renamed = await signUpThroughApi(renamedContext, `${prefix}_r`);
  const suspended = await signUpThroughApi(request, `${prefix}_s`);
  const newName = `${prefix}_new`;
  const [, , unsubmitted] = await Promise.all([
    playPuzzleAtTheFloor(renamedContext, renamed.id),
    playPuzzleAtTheFloor(request, suspended.id),
    // A game the suspended player finishes before the suspension and submits after it.
    solvePuzzleAtTheFloor(request),
  ]);
  await expectOnBoard(request, renamed.username, true);
  await expectOnBoard(request, suspended.username, true);

  await unlock(page);
  await page.getByLabel('Search by username or e-mail').fill(prefix);
  await expect(usersTable(page).locator('tbody tr')).toHaveCount(2);
  await expect(usersTable(page).getByRole('columnheader')).toHaveText([
    'ID',
    'Username',
    'Status',
    'Email',
    'Created At',
    'Games Played',
    'Total Score',
    'Actions',
  ]);
  await expect(statusCell(userRow(page, renamed.username))).toHaveText('Active');

  // Rename: the name is checked as at sign-up, then confirmed as "Rename old to new?".
  const renameButton = userRow(page, renamed.username).getByRole('button', {
    name: `Rename ${renamed.username}`,
  });
  await renameButton.click();
  const renameDialog = page.getByRole('alertdialog', { name: `Rename ${renamed.username}` });
  const nameField = renameDialog.getByLabel('New username');
  await expect(nameField).toBeFocused();
  await nameField.fill('ab');
  await renameDialog.getByRole('button', { name: 'Continue' }).click();
  await expect(renameDialog.getByRole('alert')).toHaveText(
    'The username must be at least 3 characters long.',
  );
  // A name another player has is refused by the server; the dialog says so and stays on the name.
  await nameField.fill(suspended.username);
  await renameDialog.getByRole('button', { name: 'Continue' }).click();
  const takenQuestion = page.getByRole('alertdialog', {
    name: `Rename ${renamed.username} to ${suspended.username}?`,
  });
  await expect(takenQuestion).toBeVisible();
  await takenQuestion.getByRole('button', { name: 'Rename' }).click();
  await expect(renameDialog.getByRole('alert')).toHaveText(
    `The account could not be renamed. The server answered 409: ${FIXED_ERROR_MESSAGES.USERNAME_TAKEN}`,
  );
  await expect(nameField).toBeFocused();

  await nameField.fill(`  ${newName} `);
  await renameDialog.getByRole('button', { name: 'Continue' }).click();
  const question = page.getByRole('alertdialog', { name: `Rename ${renamed.username} to ${newName}?` });
  await expect(question).toContainText('the leaderboards show the new name at once');
  expect(await axeViolations(page)).toEqual([]);
  // Back returns to the name as typed; Cancel leaves the account as it was.
  await question.getByRole('button', { name: 'Back' }).click();
  await expect(nameField).toHaveValue(`  ${newName} `);
  await renameDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(renameDialog).toHaveCount(0);
  await expect(renameButton).toBeFocused();

  await renameButton.click();
  await nameField.fill(newName);
  await renameDialog.getByRole('button', { name: 'Continue' }).click();
  await question.getByRole('button', { name: 'Rename' }).click();
  const renamedNotice = page
    .getByRole('status')
    .filter({ hasText: `Renamed ${renamed.username} to ${newName}.` });
  await expect(renamedNotice).toBeFocused();
  await expect(userRow(page, newName)).toHaveCount(1);
  await expect(userRow(page, renamed.username)).toHaveCount(0);
  await expectOnBoard(request, newName, true);
  expect(await boardNames(request)).not.toContain(renamed.username);

  // Suspend, with a reason: the confirmation says what it does.
  await userRow(page, suspended.username)
    .getByRole('button', { name: `Suspend ${suspended.username}` })
    .click();
  const suspendDialog = page.getByRole('alertdialog', { name: `Suspend ${suspended.username}?` });
  await expect(suspendDialog).toContainText(
    `${suspended.username} can still sign in, but their scores leave every leaderboard, the site totals and the outliers list, and any new score they submit is refused`,
  );
  const reason = suspendDialog.getByLabel('Reason (optional, seen by administrators only)');
  await expect(reason).toBeFocused();
  await reason.fill('Games at the human floor, one after another');
  await expect(suspendDialog.getByText('43 of 500 characters')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await suspendDialog.getByRole('button', { name: 'Suspend account' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Suspended the account of ${suspended.username}.` }),
  ).toBeFocused();
  const suspendedRow = userRow(page, suspended.username);
  await expect(statusCell(suspendedRow)).toContainText('Suspended');
  await expect(statusCell(suspendedRow).locator('time')).toHaveText(/^since \d{1,2}\/\d{1,2}\/\d{2}, /);
  await expectOnBoard(request, suspended.username, false);
  // A score the suspended player submits is refused.
  const refused = await request.post('/api/scores', {
    data: {
      userId: suspended.id,
      gameId: GAME_ID,
      timeSeconds: unsubmitted.result.timeSeconds,
      score: unsubmitted.result.score,
      playId: unsubmitted.playId,
    },
  });
  expect(refused.status(), await refused.text()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('ACCOUNT_SUSPENDED');

  // Lift: the scores come back.
  await suspendedRow.getByRole('button', { name: `Lift the suspension of ${suspended.username}` }).click();
  const liftDialog = page.getByRole('alertdialog', { name: `Lift the suspension of ${suspended.username}?` });
  await expect(liftDialog).toContainText(`The scores of ${suspended.username} come back on the leaderboards`);
  await liftDialog.getByRole('button', { name: 'Lift suspension' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Lifted the suspension of ${suspended.username}.` }),
  ).toBeFocused();
  await expect(statusCell(suspendedRow)).toHaveText('Active');
  await expectOnBoard(request, suspended.username, true);

  // The three actions, newest first, with what each did.
  const actions = page.getByRole('region', { name: 'Recorded actions' }).getByRole('table');
  await expect(actions.getByRole('columnheader')).toHaveText(['When', 'Action', 'Account', 'Detail']);
  const ours = actions.getByRole('row').filter({ hasText: prefix });
  await expect(ours).toHaveCount(3);
  const cells = (row: Locator) => row.getByRole('cell');
  await expect(cells(ours.nth(0))).toHaveText([
    /.+/,
    'Suspension lifted',
    `${suspended.username} #${suspended.id}`,
    '',
  ]);
  await expect(cells(ours.nth(1))).toHaveText([
    /.+/,
    'Suspended',
    `${suspended.username} #${suspended.id}`,
    'Reason: Games at the human floor, one after another',
  ]);
  await expect(cells(ours.nth(2))).toHaveText([
    /.+/,
    'Renamed',
    new RegExp(`^(${renamed.username}|${newName}) #${renamed.id}$`),
    `${renamed.username} → ${newName}`,
  ]);

  // In Spanish (the key is kept for the tab), the same list in Spanish words and dates: day first,
  // four-digit year.
  await gotoHydrated(page, `${PATHS.admin}?lang=es`);
  const spanish = page.getByRole('region', { name: 'Acciones registradas' }).getByRole('table');
  await expect(spanish.getByRole('columnheader')).toHaveText(['Cuándo', 'Acción', 'Cuenta', 'Detalle']);
  const lifted = spanish.getByRole('row').filter({ hasText: prefix }).first();
  await expect(cells(lifted).nth(1)).toHaveText('Suspensión levantada');
  const time = cells(lifted).first().locator('time');
  const iso = await time.getAttribute('datetime');
  // The visitor's short format for Spanish (day first), as every admin date is written.
  const expected = new Intl.DateTimeFormat('es', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
  }).format(new Date(iso ?? ''));
  expect(expected).toMatch(/^\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}$/);
  await expect(time).toHaveText(expected);

  await renamedContext.dispose();
});
