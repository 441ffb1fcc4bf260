// With the server really stopped (its port answers nothing), every game's practice is played to the
// end from the service worker's copy of the site (decision 027): practice is dealt and played in the
// browser, and a ranked game says that it needs a connection.
import { expect, type Page, test } from '@playwright/test';
import { dayBeforeTodayPacific } from '../../src/shared/games/tldr/archive-days.ts';
import { PRACTICE_WORDS_EN } from '../../src/shared/games/word-scramble/practice-words-en.ts';
import { PATHS } from '../../src/web/lib/paths.ts';
import { type OwnServer, startOwnServer, waitForServiceWorkerControl } from './support/own-server.ts';
import { matchAllPairs, solvePuzzleOnPage, solveWords } from './support/practice-play.ts';
import { gotoHydrated } from './support/site.ts';

test.use({ serviceWorkers: 'allow' });

let server: OwnServer | undefined;
test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});

/** Starts a server of the test's own and opens `path` on it (the worker installing); returns its origin. */
async function openOnOwnServer(page: Page, path: string): Promise<string> {
  server = await startOwnServer();
  await gotoHydrated(page, `${server.url}${path}`);
  await waitForServiceWorkerControl(page);
  return server.url;
}

/** Stops the test's server and every route the test answered: nothing answers at its address. */
async function stopServer(page: Page, url: string): Promise<void> {
  await page.unrouteAll({ behavior: 'wait' });
  await server?.stop();
  await expect(fetch(`${url}/readyz`)).rejects.toThrow();
}

/** Notes every request to the plays and scores API: practice sends none. */
function gameRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/plays/') && !pathname.startsWith('/api/plays/tldr/')) sent.push(pathname);
    if (pathname === '/api/plays' || pathname.startsWith('/api/scores')) sent.push(pathname);
  });
  return sent;
}

async function guess(page: Page, word: string) {
  await page.keyboard.type(word.toLowerCase());
  await page.keyboard.press('Enter');
}

test('with the server stopped, an archive day fetched before is played to the end, with its kept meaning', async ({
  page,
}) => {
  // The page's clock stands still at the day worked out here, should the run cross Pacific midnight.
  const now = new Date();
  await page.clock.setFixedTime(now);
  const day = dayBeforeTodayPacific(now);
  const meaning = {
    partOfSpeech: 'noun',
    definition: 'a plot of ground where plants are cultivated',
    baseForm: null,
  };
  // The test's own server has no API: the archive's two reads are answered as the site's server does.
  await page.route('**/api/plays/tldr/archive', (route) => route.fulfill({ json: { firstDay: day } }));
  await page.route(`**/api/plays/tldr/answers/${day}`, (route) =>
    route.fulfill({ json: { day, answer: 'GARDEN', meaning } }),
  );
  const url = await openOnOwnServer(page, `${PATHS.tldr}?day=${day}`);
  await expect(page.getByTestId('tldr-word')).toHaveText(`Word of the day of ${day} (practice)`);
  await stopServer(page, url);
  const sent = gameRequests(page);

  await gotoHydrated(page, `${url}${PATHS.tldr}?day=${day}`);
  await expect(page.getByTestId('tldr-word')).toHaveText(`Word of the day of ${day} (practice)`);
  await page.getByRole('group', { name: 'Guesses' }).click();
  await guess(page, 'PLANET');
  await expect(page.getByRole('img', { name: 'Row 1, letter 1: P, absent' })).toBeVisible();
  await guess(page, 'GARDEN');
  const panel = page.getByTestId('practice-result');
  await expect(panel.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await expect(panel).toContainText(meaning.definition);
  expect(sent).toEqual([]);
});

test('with the server stopped, the Spanish practice word is played to the end on the Spanish page', async ({
  page,
}) => {
  const url = await openOnOwnServer(page, `${PATHS.home}?lang=es`);
  await stopServer(page, url);
  // The word dealt is random; this one is set as a kept game would be.
  await page.evaluate(() =>
    localStorage.setItem(
      'brain-training:tldr:practice-es',
      JSON.stringify({
        game: { answer: 'CAMION', shown: 'camión', guesses: [], hardMode: false },
        finished: 0,
      }),
    ),
  );
  const sent = gameRequests(page);
  await gotoHydrated(page, `${url}${PATHS.tldr}?lang=es&practice=spanish`);
  await expect(page.getByTestId('tldr-word')).toHaveText('Palabra de práctica en español');
  await page.getByRole('group', { name: 'Intentos' }).click();
  await guess(page, 'camion');
  const panel = page.getByTestId('practice-result');
  await expect(panel.getByRole('heading', { name: '¡Enhorabuena!' })).toBeVisible();
  await expect(page.getByTestId('tldr-summary')).toContainText('CAMIÓN');
  expect(sent).toEqual([]);
});

test("with the server stopped, today's ranked TL;DR says it needs a connection and offers practice", async ({
  page,
}) => {
  const url = await openOnOwnServer(page, PATHS.home);
  await stopServer(page, url);
  await gotoHydrated(page, `${url}${PATHS.tldr}`);
  await expect(page.getByText(/Today's game could not be loaded/)).toBeVisible();
  await page.getByRole('link', { name: 'Practise past days' }).click();
  await expect(page.getByRole('combobox', { name: 'Past day' })).toBeVisible();
});

test('with the server stopped, Number Puzzle practice is played to the end', async ({ page }) => {
  const url = await openOnOwnServer(page, PATHS.home);
  await stopServer(page, url);
  const sent = gameRequests(page);
  await gotoHydrated(page, `${url}${PATHS.numberPuzzle}?mode=practice`);
  await expect(page.getByRole('radio', { name: 'Practice' })).toBeChecked();
  await solvePuzzleOnPage(page);
  await expect(page.getByRole('region', { name: 'Puzzle solved!' })).toContainText('Practice: not ranked');
  expect(sent).toEqual([]);
});

test('with the server stopped, Memory Match practice is played to the end, and the ranked game offers practice', async ({
  page,
}) => {
  const url = await openOnOwnServer(page, PATHS.home);
  await stopServer(page, url);
  const sent = gameRequests(page);
  await page.clock.install();
  // The ranked game cannot be dealt: it says why and offers practice.
  await gotoHydrated(page, `${url}${PATHS.memoryMatch}`);
  await expect(page.getByRole('alert')).toContainText('Ranked games need a connection');
  await page.getByRole('button', { name: 'Play practice' }).click();
  await expect(page.getByRole('radio', { name: 'Practice' })).toBeChecked();
  await matchAllPairs(page);
  await expect(page.getByRole('region', { name: 'All pairs found!' })).toContainText('Practice: not ranked');
  expect(sent.filter((path) => path !== '/api/plays')).toEqual([]);
});

test('with the server stopped, Word Scramble practice is played to the end with its own words', async ({
  page,
}) => {
  const url = await openOnOwnServer(page, PATHS.home);
  await stopServer(page, url);
  const sent = gameRequests(page);
  await gotoHydrated(page, `${url}${PATHS.wordScramble}?mode=practice`);
  await solveWords(page, PRACTICE_WORDS_EN, (word) => word.toLowerCase(), {
    hint: 'Hint',
    answer: 'Your answer',
    check: 'Check',
  });
  await expect(page.getByRole('region', { name: 'All five words solved!' })).toContainText(
    'Practice: not ranked',
  );
  expect(sent).toEqual([]);
});
