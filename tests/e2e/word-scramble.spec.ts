import { expect, type Locator, type Page, test } from '@playwright/test';
import { formatClock, formatPoints } from '../../src/shared/format.ts';
import { floorSecondsText } from '../../src/shared/games/human-pace.ts';
import { wordScrambleScore } from '../../src/shared/games/word-scramble/scoring.ts';
import { type HintedWord, WORD_LISTS } from '../../src/shared/games/word-scramble/words.ts';
import { PATHS } from '../../src/web/lib/paths.ts';
import { axeViolations } from './support/axe.ts';
import { clearOfPacificMidnight, wordScrambleWordsOf } from './support/daily-picks.ts';
import { watchPlayResults } from './support/games.ts';
import {
  type CreatedUser,
  gotoHomeWithBoards,
  gotoHydrated,
  sendMarkerRequest,
  signUpThroughApi,
  storeSignedInUser,
  storeTheme,
  toast,
} from './support/site.ts';
import { answerField, KEY_PACE_MS, typeAnswer } from './support/word-scramble-play.ts';

// Each test plays a whole game of five words (and some run axe twice): more steps than most tests.
test.describe.configure({ timeout: 60_000 });
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads which fixtures a hook needs from this pattern.
test.beforeEach(({}, testInfo) => clearOfPacificMidnight(testInfo));

async function signIn(page: Page): Promise<CreatedUser> {
  const player = await signUpThroughApi(page.request);
  await storeSignedInUser(page, player);
  return player;
}

const sortedLetters = (letters: string) => [...letters].sort().join('');

/** The scrambled letters as the page names them for a screen reader ("T, A, C" becomes "TAC"). */
async function scrambleShown(page: Page): Promise<string> {
  const name = await page.getByRole('img', { name: /^Scrambled letters:/ }).getAttribute('aria-label');
  return (name ?? '').replace(/^Scrambled letters:/, '').replace(/[\s,]/g, '');
}

async function hintShown(page: Page): Promise<string> {
  const hint = page.getByRole('paragraph').filter({ hasText: /^Hint: / });
  await expect(hint).toBeVisible();
  return ((await hint.textContent()) ?? '').replace(/^Hint: /, '');
}

/**
 * The word on screen, found as a player with the word lists would: the one word with this hint and
 * these letters. The page never holds the word itself before it is solved.
 */
async function wordOnScreen(page: Page): Promise<string> {
  const hint = await hintShown(page);
  const letters = sortedLetters(await scrambleShown(page));
  const matches = Object.values(WORD_LISTS)
    .flat()
    .filter((entry) => entry.hint === hint && sortedLetters(entry.word) === letters);
  expect(matches, `one word for "${hint}"`).toHaveLength(1);
  const word = (matches[0] as HintedWord).word;
  expect(await scrambleShown(page)).not.toBe(word);
  return word;
}

/** The page shows this word scrambled (never as itself) with its hint. */
async function expectScrambleOf(page: Page, entry: HintedWord): Promise<string> {
  await expect(page.getByText(`Hint: ${entry.hint}`, { exact: true })).toBeVisible();
  const shown = await scrambleShown(page);
  expect(shown).not.toBe(entry.word);
  expect(sortedLetters(shown)).toBe(sortedLetters(entry.word));
  return shown;
}

/** Presses a key (Tab by default) until the element has the focus, as a keyboard user would. */
async function moveFocusTo(page: Page, target: Locator, key = 'Tab'): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error('The keyboard never reached the element');
}

const streak = (page: Page) => page.getByText(/^Streak: \d+$/);
const counter = (page: Page) => page.getByTestId('game-counter');

/** Watches for score submissions from the page. */
function watchScorePosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/scores') {
      posts.push(request.url());
    }
  });
  return posts;
}

test('a signed-in player solves five words with the keyboard alone and the score reaches the leaderboard', async ({
  page,
}) => {
  const player = await signIn(page);
  const words = wordScrambleWordsOf(player.id, 'easy');
  const serverResult = watchPlayResults(page);
  await gotoHydrated(page, PATHS.wordScramble);
  await expect(page.getByRole('heading', { level: 1, name: 'Word Scramble' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Easy' })).toBeChecked();

  // The server deals the player's first five words of the day.
  const first = words[0] as HintedWord;
  const shown = await expectScrambleOf(page, first);
  await expect(page.getByTestId('game-time')).toHaveText('00:00');

  // Rescramble from the keyboard: new letters, never the word, and the clock starts.
  await moveFocusTo(page, page.getByRole('button', { name: 'Rescramble' }));
  await page.keyboard.press('Enter');
  await expect.poll(() => scrambleShown(page)).not.toBe(shown);
  await expectScrambleOf(page, first);
  await expect(page.getByTestId('game-time')).not.toHaveText('00:00');

  await moveFocusTo(page, answerField(page), 'Shift+Tab');
  for (const [index, entry] of words.entries()) {
    await expectScrambleOf(page, entry);
    await expect(page.getByRole('heading', { name: `Word ${index + 1} of 5` })).toBeVisible();
    await typeAnswer(page, index % 2 === 0 ? entry.word.toLowerCase() : ` ${entry.word} `);
    await page.keyboard.press('Enter');
    // After the last word the score submission's own toast soon takes the place of this one.
    if (index < words.length - 1) {
      await expect(toast(page, 'Correct! 🎉').filter({ hasText: entry.word })).toBeVisible();
    }
    await expect(counter(page)).toHaveText(`${index + 1}/5`);
  }

  const result = page.getByRole('region', { name: 'All five words solved!' });
  await expect(result).toBeVisible();
  await expect(page.getByRole('heading', { name: 'All five words solved!' })).toBeFocused();
  await expect(toast(page, 'Success!')).toBeVisible();
  await expect(result).toContainText('Your score is on the leaderboard.');
  await expect(result).toContainText('Play Again brings the next five words of your daily list.');
  // The panel shows, and the page submits, the server's own time and score of the game.
  const server = await serverResult();
  expect(server).toMatchObject({ ranked: true, unranked: null });
  expect(server.elapsedMs).toBeGreaterThanOrEqual(server.floorMs);
  const expected = server.score;
  expect(expected).toBe(wordScrambleScore(server.timeSeconds, 5, 5, 'easy'));
  await expect(result.getByRole('definition').first()).toHaveText(formatClock(server.timeSeconds));
  await expect(result).toContainText(formatPoints(expected));
  await expect(result.getByText('Streak')).toBeVisible();

  await gotoHomeWithBoards(page);
  const board = page
    .getByRole('region', { name: 'Leaderboards' })
    .getByRole('table', { name: /Word Scramble/ });
  const row = board.getByRole('row').filter({ hasText: player.username });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText(formatPoints(expected));
});

test('a guest plays to the end, nothing is submitted, and Play Again deals five new words', async ({
  page,
}) => {
  const scorePosts = watchScorePosts(page);
  await gotoHydrated(page, PATHS.wordScramble);
  await expect(
    page.getByText('Sign in to save your scores to the leaderboard.', { exact: false }),
  ).toBeVisible();

  const medium = page.getByRole('radio', { name: 'Medium' });
  await moveFocusTo(page, page.getByRole('radio', { name: 'Easy' }));
  await page.keyboard.press('ArrowRight');
  await expect(medium).toBeChecked();
  const mediumWords = new Set(WORD_LISTS.medium.map((entry) => entry.word));

  await moveFocusTo(page, answerField(page));
  const solved: string[] = [];
  for (let index = 0; index < 5; index += 1) {
    await expect(counter(page)).toHaveText(`${index}/5`);
    const word = await wordOnScreen(page);
    expect(mediumWords.has(word)).toBe(true);
    solved.push(word);
    await typeAnswer(page, word);
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Correct! 🎉').filter({ hasText: word })).toBeVisible();
    await expect(counter(page)).toHaveText(`${index + 1}/5`);
  }
  expect(new Set(solved).size).toBe(5);
  const result = page.getByRole('region', { name: 'All five words solved!' });
  await expect(result).toContainText('Playing as a guest: this score was not submitted.');
  await expect(result).toContainText('5/5');

  await moveFocusTo(page, result.getByRole('button', { name: 'Play Again' }));
  await page.keyboard.press('Enter');
  await expect(answerField(page)).toBeFocused();
  await expect(counter(page)).toHaveText('0/5');
  await expect(page.getByTestId('game-time')).toHaveText('00:00');
  await expect(page.getByRole('heading', { name: 'Word 1 of 5' })).toBeVisible();
  expect(mediumWords.has(await wordOnScreen(page))).toBe(true);

  await sendMarkerRequest(page);
  expect(scorePosts).toEqual([]);
});

test('a game the server finds faster than a person can play is not ranked: the page says why and sends nothing', async ({
  page,
}) => {
  const scorePosts = watchScorePosts(page);
  const player = await signIn(page);
  // Five long words typed whole at once are below their floor on the server's clock only while each
  // round trip is quick; on a busy machine they may not be. The server's own judgement is tested in
  // tests/api/server-clock.test.ts: here its answer to the last move says "below the floor", so what
  // the page does with it does not depend on the machine's speed.
  await page.route('**/api/plays/*/moves', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { result?: Record<string, unknown> | null };
    if (body.result) body.result = { ...body.result, ranked: false, unranked: 'below-floor' };
    await route.fulfill({ response, json: body });
  });
  const serverResult = watchPlayResults(page);
  await gotoHydrated(page, PATHS.wordScramble);
  await page.getByText('Hard', { exact: true }).click();
  const field = answerField(page);
  for (const entry of wordScrambleWordsOf(player.id, 'hard', 0)) {
    await expectScrambleOf(page, entry);
    await field.fill(entry.word);
    await field.press('Enter');
  }
  const result = page.getByRole('region', { name: 'All five words solved!' });
  await expect(result).toBeVisible();
  const server = await serverResult();
  expect(server).toMatchObject({ ranked: false, unranked: 'below-floor' });
  await expect(result).toContainText(
    `Not ranked: this game was faster than a person can play it. Its moves take a person at least ${floorSecondsText(server.floorMs)} s.`,
  );
  await expect(result).not.toContainText('Your score is on the leaderboard.');
  await sendMarkerRequest(page);
  expect(scorePosts).toEqual([]);
  await page.unroute('**/api/plays/*/moves');

  await result.getByRole('button', { name: 'Play Again' }).click();
  await expect(counter(page)).toHaveText('0/5');
  await expectScrambleOf(page, wordScrambleWordsOf(player.id, 'hard', 1)[0] as HintedWord);
});

test('a wrong guess says Try again! and resets the streak; an empty guess is only a message', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date());
  await gotoHydrated(page, PATHS.wordScramble);
  const field = answerField(page);
  await expect(streak(page)).toHaveText('Streak: 0');

  await field.fill(await wordOnScreen(page));
  await field.press('Enter');
  await expect(streak(page)).toHaveText('Streak: 1');
  await expect(page.getByTestId('game-score')).toHaveText('5,600');

  await field.press('Enter');
  await expect(field).toHaveAccessibleDescription(/Hint: .* Type your answer before you check it\.$/);
  await expect(
    page.getByRole('paragraph').filter({ hasText: /^Type your answer before you check it\.$/ }),
  ).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(streak(page)).toHaveText('Streak: 1');
  await expect(toast(page, 'Try again!')).toHaveCount(0);

  await field.fill('zzzz');
  await expect(field).not.toHaveAccessibleDescription(/Type your answer/);
  await field.press('Enter');
  const wrong = toast(page, 'Try again!');
  await expect(wrong).toBeVisible();
  await expect(wrong).toContainText("That's not quite right. Keep trying!");
  await expect(streak(page)).toHaveText('Streak: 0');
  await expect(counter(page)).toHaveText('1/5');
  await expect(page.getByRole('heading', { name: 'Word 2 of 5' })).toBeVisible();
  await wordOnScreen(page);
});

test('a lost connection mid-game says so, and the answer counts once when it is back', async ({ page }) => {
  await gotoHydrated(page, PATHS.wordScramble);
  const field = answerField(page);
  const first = await wordOnScreen(page);
  await field.fill(first);
  await field.press('Enter');
  await expect(counter(page)).toHaveText('1/5');

  const second = await wordOnScreen(page);
  await page.context().setOffline(true);
  await field.fill(second);
  await field.press('Enter');
  const lost = page.getByRole('alert').filter({ hasText: 'Connection lost.' });
  await expect(lost).toBeVisible();
  // Enter again while the answer waits: it is not sent twice.
  await field.press('Enter');
  await expect(counter(page)).toHaveText('1/5');

  await page.context().setOffline(false);
  await expect(toast(page, 'Correct! 🎉').filter({ hasText: second })).toBeVisible();
  await expect(lost).toHaveCount(0);
  await expect(counter(page)).toHaveText('2/5');
  await expect(streak(page)).toHaveText('Streak: 2');
  await expect(page.getByRole('heading', { name: 'Word 3 of 5' })).toBeVisible();
  await wordOnScreen(page);
});

for (const theme of ['light', 'dark'] as const) {
  test(`no axe violations during play and on the result in the ${theme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await storeTheme(page, theme);
    await gotoHydrated(page, PATHS.wordScramble);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      theme === 'dark',
    );
    await page.getByText('Hard', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Hard' })).toBeChecked();
    const field = answerField(page);
    const hardWords = new Set(WORD_LISTS.hard.map((entry) => entry.word));
    const first = await wordOnScreen(page);
    expect(hardWords.has(first)).toBe(true);
    await field.press('Enter');
    await field.fill('wrong');
    await field.press('Enter');
    await expect(toast(page, 'Try again!')).toBeVisible();
    await field.fill(first);
    await field.press('Enter');
    await expect(page.getByText('Solved words')).toBeVisible();
    await expect(counter(page)).toHaveText('1/5');
    expect(await axeViolations(page)).toEqual([]);

    for (let index = 1; index < 5; index += 1) {
      const word = await wordOnScreen(page);
      await field.pressSequentially(word, { delay: KEY_PACE_MS });
      await field.press('Enter');
      await expect(counter(page)).toHaveText(`${index + 1}/5`);
    }
    await expect(page.getByRole('region', { name: 'All five words solved!' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
