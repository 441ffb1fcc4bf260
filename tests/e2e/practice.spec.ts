import { expect, type Page, test } from '@playwright/test';
import { practiceAnswer } from '../../src/shared/games/word-scramble/practice.ts';
import { PRACTICE_WORDS_EN } from '../../src/shared/games/word-scramble/practice-words-en.ts';
import { PRACTICE_WORDS_ES } from '../../src/shared/games/word-scramble/practice-words-es.ts';
import { UNTIMED_KEY } from '../../src/web/components/game/play-mode.ts';
import { PATHS } from '../../src/web/lib/paths.ts';
import { matchAllPairs, solvePuzzleOnPage, solveWords } from './support/practice-play.ts';
import { gotoHydrated } from './support/site.ts';

// PRODUCT.md (Games, Practice): practice is dealt and played in the browser, never submitted, never
// counted. Each game is played to the end here while every request to the plays and scores API is
// counted: there must be none.

/** Every request the page sends to the plays or scores API, from now on. */
function rankedRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/plays') || pathname.startsWith('/api/scores')) sent.push(pathname);
  });
  return sent;
}

test('Number Puzzle practice, untimed, plays to the end without a request to the plays or scores API', async ({
  page,
}) => {
  const sent = rankedRequests(page);
  await gotoHydrated(page, `${PATHS.numberPuzzle}?mode=practice`);
  await expect(page.getByRole('radio', { name: 'Practice' })).toBeChecked();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Practice: not ranked');
  await page.getByRole('switch', { name: 'Untimed' }).check();
  await expect(page.getByTestId('game-time')).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), UNTIMED_KEY)).toBe('1');

  await solvePuzzleOnPage(page);

  const result = page.getByRole('region', { name: 'Puzzle solved!' });
  await expect(result).toContainText('Practice: not ranked');
  await expect(result).toContainText('never submitted');
  // Untimed: the result shows the moves, no time and no score.
  await expect(result.getByText('Moves', { exact: true })).toBeVisible();
  await expect(result.getByText('Time', { exact: true })).toHaveCount(0);
  expect(sent).toEqual([]);
});

test('Memory Match practice plays to the end without a request to the plays or scores API', async ({
  page,
}) => {
  const sent = rankedRequests(page);
  await page.clock.install();
  await gotoHydrated(page, `${PATHS.memoryMatch}?mode=practice`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Practice: not ranked');
  await matchAllPairs(page);
  const result = page.getByRole('region', { name: 'All pairs found!' });
  await expect(result).toContainText('Practice: not ranked');
  await expect(result.getByText('Time', { exact: true })).toBeVisible();
  expect(sent).toEqual([]);
});

test('Word Scramble practice plays its own English words to the end without a request to the plays or scores API', async ({
  page,
}) => {
  const sent = rankedRequests(page);
  await gotoHydrated(page, `${PATHS.wordScramble}?mode=practice`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Practice: not ranked');
  // The radios are drawn by their labels: a click lands on the label, as a visitor's does.
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: 'Medium' }) })
    .click();
  await expect(page.getByRole('radio', { name: 'Medium' })).toBeChecked();
  await solveWords(page, PRACTICE_WORDS_EN, (word) => word.toLowerCase(), {
    hint: 'Hint',
    answer: 'Your answer',
    check: 'Check',
  });
  const result = page.getByRole('region', { name: 'All five words solved!' });
  await expect(result).toContainText('Practice: not ranked');
  expect(sent).toEqual([]);
});

test('Word Scramble practice on the Spanish site plays the Spanish list, accents left out', async ({
  page,
}) => {
  const sent = rankedRequests(page);
  await gotoHydrated(page, `${PATHS.wordScramble}?lang=es&mode=practice`);
  await expect(page.getByRole('radio', { name: 'Práctica' })).toBeChecked();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Práctica: sin clasificación');
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: 'Difícil' }) })
    .click();
  await expect(page.getByRole('radio', { name: 'Difícil' })).toBeChecked();
  await solveWords(page, PRACTICE_WORDS_ES, (word) => practiceAnswer(word).toLowerCase(), {
    hint: 'Pista',
    answer: 'Tu respuesta',
    check: 'Comprobar',
  });
  const result = page.getByRole('region', { name: '¡Has resuelto las cinco palabras!' });
  await expect(result).toContainText('Práctica: sin clasificación');
  expect(sent).toEqual([]);
});

test('a ranked game that cannot reach the server says it needs a connection and offers practice', async ({
  page,
}) => {
  await page.route('**/api/plays', (route) => route.abort('internetdisconnected'));
  await gotoHydrated(page, PATHS.memoryMatch);
  await expect(page.getByRole('alert')).toContainText('Ranked games need a connection');
  await page.getByRole('button', { name: 'Play practice' }).click();
  await expect(page).toHaveURL(/[?&]mode=practice/);
  await expect(page.getByRole('radio', { name: 'Practice' })).toBeChecked();
  const cards = page.getByRole('list', { name: 'Cards' }).getByRole('button');
  await cards.first().click();
  await expect(cards.first()).toHaveAccessibleName(/face up$/);
});

/**
 * Whether the ranked game was ever on the screen: checked before every frame the page paints, from
 * its first one (frames wait for the page's styles), by the ranked choice of a mode switch shown checked.
 */
async function watchForRankedScreen(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    const seen = { ranked: false };
    (window as unknown as { rankedSeen: typeof seen }).rankedSeen = seen;
    const check = () => {
      for (const radio of document.querySelectorAll<HTMLInputElement>(
        'input[type="radio"][value="ranked"]',
      )) {
        if (radio.checked && radio.closest('label')?.checkVisibility()) seen.ranked = true;
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  return () =>
    page.evaluate(() => (window as unknown as { rankedSeen: { ranked: boolean } }).rankedSeen.ranked);
}

for (const { name, path, chunk, board, loading } of [
  {
    name: 'Memory Match',
    path: PATHS.memoryMatch,
    chunk: /\/assets\/memory-match-practice-[^/]*\.js$/,
    board: { role: 'list', name: 'Cards' },
    loading: 'Loading practice…',
  },
  {
    name: 'Number Puzzle',
    path: `${PATHS.numberPuzzle}?lang=es`,
    chunk: /\/assets\/number-puzzle-practice-[^/]*\.js$/,
    board: { role: 'group', name: /^Tablero, / },
    loading: 'Cargando la práctica…',
  },
  {
    name: 'Word Scramble',
    path: PATHS.wordScramble,
    chunk: /\/assets\/word-scramble-practice-[^/]*\.js$/,
    board: { role: 'textbox', name: 'Your answer' },
    loading: 'Loading practice…',
  },
] as const) {
  test(`${name} opened for practice never shows the ranked game while practice loads, and hydrates without an error`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    const rankedSeen = await watchForRankedScreen(page);
    // Practice's code is held until the page has been looked at while it loads.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(chunk, async (route) => {
      await released;
      await route.continue();
    });
    const sent = rankedRequests(page);

    await gotoHydrated(page, `${path}${path.includes('?') ? '&' : '?'}mode=practice`);
    expect(await rankedSeen()).toBe(false);
    const status = page.getByRole('status').filter({ hasText: loading });
    await expect(status).toBeVisible();
    // Nothing of a game can be pressed or typed into meanwhile.
    const main = page.locator('#main');
    await expect(main.getByRole('button')).toHaveCount(0);
    await expect(main.getByRole('radio')).toHaveCount(0);
    await expect(main.getByRole('textbox')).toHaveCount(0);

    release();
    await expect(page.getByRole(board.role, { name: board.name })).toBeVisible();
    await expect(status).toHaveCount(0);
    await expect(page.getByRole('radio', { checked: true }).first()).toHaveAttribute('value', 'practice');
    expect(await rankedSeen()).toBe(false);
    expect(errors).toEqual([]);
    expect(sent).toEqual([]);
  });
}
