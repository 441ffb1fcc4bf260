import { expect, type Locator, type Page, test } from '@playwright/test';
import { formatPoints } from '../../src/shared/format.ts';
import {
  dailyOrder,
  playerSeedKey,
  type WordEntry,
  wordsForGame,
} from '../../src/shared/games/word-scramble/game.ts';
import { type Difficulty, wordScrambleScore } from '../../src/shared/games/word-scramble/scoring.ts';
import type { HintedWord } from '../../src/shared/games/word-scramble/words.ts';
import { pacificDay, startOfPacificDay } from '../../src/shared/time.ts';
import { PATHS } from '../../src/web/lib/paths.ts';
import { axeViolations } from './support/axe.ts';
import {
  type CreatedUser,
  gotoHydrated,
  sendMarkerRequest,
  signUpThroughApi,
  storeSignedInUser,
  storeTheme,
  toast,
} from './support/site.ts';

// Each test plays a whole game of five words (and some run axe twice): more steps than most tests.
test.describe.configure({ timeout: 60_000 });

function noonPacific(day: string): Date {
  return new Date(startOfPacificDay(day).getTime() + 12 * 3_600_000);
}

/**
 * The page's clock reads noon Pacific time today, so the page and this test agree on the day whose
 * word order is in play, whatever the hour the test runs. With `running` the clock runs on from there
 * (and the test may jump it forward); otherwise it stands still, which keeps the live score exact.
 */
async function pinToday(page: Page, { running = false } = {}): Promise<string> {
  const day = pacificDay(new Date());
  if (running) await page.clock.install({ time: noonPacific(day) });
  else await page.clock.setFixedTime(noonPacific(day));
  return day;
}

async function signIn(page: Page): Promise<CreatedUser> {
  const player = await signUpThroughApi(page.request);
  await storeSignedInUser(page, player);
  return player;
}

function todaysWords(userId: number | null, day: string, difficulty: Difficulty, game = 0): HintedWord[] {
  return wordsForGame(dailyOrder(playerSeedKey(userId), day, difficulty), game);
}

const sortedLetters = (letters: string) => [...letters].sort().join('');

/** The scrambled letters as the page names them for a screen reader ("T, A, C" becomes "TAC"). */
async function scrambleShown(page: Page): Promise<string> {
  const name = await page.getByRole('img', { name: /^Scrambled letters:/ }).getAttribute('aria-label');
  return (name ?? '').replace(/^Scrambled letters:/, '').replace(/[\s,]/g, '');
}

async function expectScrambleOf(page: Page, entry: Pick<WordEntry, 'word' | 'hint'>): Promise<string> {
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

const answerField = (page: Page) => page.getByRole('textbox', { name: 'Your answer' });
const streak = (page: Page) => page.getByText(/^Streak: \d+$/);

test('a signed-in player solves five words with the keyboard alone and the score reaches the leaderboard', async ({
  page,
}) => {
  const player = await signIn(page);
  const day = await pinToday(page, { running: true });
  const words = todaysWords(player.id, day, 'easy');
  await gotoHydrated(page, PATHS.wordScramble);
  await expect(page.getByRole('heading', { level: 1, name: 'Word Scramble' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Easy' })).toBeChecked();

  const first = words[0] as HintedWord;
  const shown = await expectScrambleOf(page, first);
  await expect(page.getByTestId('game-time')).toHaveText('00:00');

  // Rescramble from the keyboard: new letters, never the word, and the clock starts.
  await moveFocusTo(page, page.getByRole('button', { name: 'Rescramble' }));
  await page.keyboard.press('Enter');
  await expect.poll(() => scrambleShown(page)).not.toBe(shown);
  await expectScrambleOf(page, first);
  await page.clock.fastForward(2_000);
  await expect(page.getByTestId('game-time')).not.toHaveText('00:00');

  await moveFocusTo(page, answerField(page), 'Shift+Tab');
  for (const [index, entry] of words.entries()) {
    await expectScrambleOf(page, entry);
    await expect(page.getByRole('heading', { name: `Word ${index + 1} of 5` })).toBeVisible();
    // The server refuses a whole game in under 5 seconds; let the clock run on before the last word.
    if (index === words.length - 1) await page.clock.fastForward(10_000);
    await page.keyboard.type(index % 2 === 0 ? entry.word.toLowerCase() : ` ${entry.word} `);
    await page.keyboard.press('Enter');
    // After the last word the score submission's own toast soon takes the place of this one.
    if (index < words.length - 1) {
      await expect(toast(page, 'Correct! 🎉').filter({ hasText: entry.word })).toBeVisible();
    }
    await expect(page.getByTestId('game-counter')).toHaveText(`${index + 1}/5`);
  }

  const result = page.getByRole('region', { name: 'All five words solved!' });
  await expect(result).toBeVisible();
  await expect(page.getByRole('heading', { name: 'All five words solved!' })).toBeFocused();
  await expect(toast(page, 'Success!')).toBeVisible();
  await expect(result).toContainText('Your score is on the leaderboard.');
  const time = (await result.getByRole('definition').first().textContent()) ?? '';
  const [minutes, seconds] = time.split(':').map(Number) as [number, number];
  const expected = wordScrambleScore(minutes * 60 + seconds, 5, 5, 'easy');
  expect(minutes * 60 + seconds).toBeGreaterThanOrEqual(10);
  await expect(result).toContainText(formatPoints(expected));
  await expect(result.getByText('Streak')).toBeVisible();

  await gotoHydrated(page, PATHS.home);
  const board = page
    .getByRole('region', { name: 'Leaderboards' })
    .getByRole('table', { name: /Word Scramble/ });
  const row = board.getByRole('row').filter({ hasText: player.username });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText(formatPoints(expected));
});

test('a guest plays to the end, nothing is submitted, and Play Again brings the next five words', async ({
  page,
}) => {
  const scorePosts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/scores') {
      scorePosts.push(request.url());
    }
  });
  const day = await pinToday(page);
  await gotoHydrated(page, PATHS.wordScramble);
  await expect(
    page.getByText('Sign in to save your scores to the leaderboard.', { exact: false }),
  ).toBeVisible();

  const medium = page.getByRole('radio', { name: 'Medium' });
  await moveFocusTo(page, page.getByRole('radio', { name: 'Easy' }));
  await page.keyboard.press('ArrowRight');
  await expect(medium).toBeChecked();

  const words = todaysWords(null, day, 'medium');
  await moveFocusTo(page, answerField(page));
  for (const entry of words) {
    await expectScrambleOf(page, entry);
    await page.keyboard.type(entry.word);
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Correct! 🎉').filter({ hasText: entry.word })).toBeVisible();
    await expect(page.getByTestId('game-counter')).toHaveText(`${words.indexOf(entry) + 1}/5`);
  }
  const result = page.getByRole('region', { name: 'All five words solved!' });
  await expect(result).toContainText('Playing as a guest: this score was not submitted.');
  await expect(result).toContainText('5/5');

  await moveFocusTo(page, result.getByRole('button', { name: 'Play Again' }));
  await page.keyboard.press('Enter');
  await expect(answerField(page)).toBeFocused();
  await expect(page.getByTestId('game-counter')).toHaveText('0/5');
  await expect(page.getByTestId('game-time')).toHaveText('00:00');
  await expectScrambleOf(page, todaysWords(null, day, 'medium', 1)[0] as HintedWord);

  await sendMarkerRequest(page);
  expect(scorePosts).toEqual([]);
});

test('a game finished in under five seconds is not sent, and the player is told why', async ({ page }) => {
  const scorePosts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/scores') {
      scorePosts.push(request.url());
    }
  });
  const player = await signIn(page);
  // The page's clock stands still, so the whole game takes no time at all.
  const day = await pinToday(page);
  await gotoHydrated(page, PATHS.wordScramble);
  const field = answerField(page);
  for (const entry of todaysWords(player.id, day, 'easy')) {
    await expectScrambleOf(page, entry);
    await field.fill(entry.word);
    await field.press('Enter');
  }
  const result = page.getByRole('region', { name: 'All five words solved!' });
  await expect(result).toContainText(
    'Games finished in under 5 seconds are not recorded on the leaderboard.',
  );
  await expect(result).toContainText('00:00');
  await sendMarkerRequest(page);
  expect(scorePosts).toEqual([]);
});

test('a wrong guess says Try again! and resets the streak; an empty guess is only a message', async ({
  page,
}) => {
  const day = await pinToday(page);
  const words = todaysWords(null, day, 'easy');
  await gotoHydrated(page, PATHS.wordScramble);
  const field = answerField(page);
  await expectScrambleOf(page, words[0] as HintedWord);
  await expect(streak(page)).toHaveText('Streak: 0');

  await field.fill((words[0] as HintedWord).word);
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
  await expect(page.getByTestId('game-counter')).toHaveText('1/5');
  await expect(page.getByRole('heading', { name: 'Word 2 of 5' })).toBeVisible();
  await expectScrambleOf(page, words[1] as HintedWord);
});

for (const theme of ['light', 'dark'] as const) {
  test(`no axe violations during play and on the result in the ${theme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await storeTheme(page, theme);
    const day = await pinToday(page);
    const words = todaysWords(null, day, 'hard');
    await gotoHydrated(page, PATHS.wordScramble);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      theme === 'dark',
    );
    await page.getByText('Hard', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Hard' })).toBeChecked();
    const field = answerField(page);
    await expectScrambleOf(page, words[0] as HintedWord);
    await field.press('Enter');
    await field.fill('wrong');
    await field.press('Enter');
    await expect(toast(page, 'Try again!')).toBeVisible();
    await field.fill((words[0] as HintedWord).word);
    await field.press('Enter');
    await expect(page.getByText('Solved words')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    for (const entry of words.slice(1)) {
      await field.fill(entry.word);
      await field.press('Enter');
    }
    await expect(page.getByRole('region', { name: 'All five words solved!' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
