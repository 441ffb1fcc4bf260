import { type Browser, expect, type Page, test } from '@playwright/test';
import { readTldrMeanings } from '../../src/server/lib/tldr-meanings.ts';
import type { PlayResult } from '../../src/shared/api/plays.ts';
import { formatClock, formatNumber, formatPoints } from '../../src/shared/format.ts';
import { TLDR_ANSWERS } from '../../src/shared/games/tldr/answers.ts';
import { scoreGuess } from '../../src/shared/games/tldr/clues.ts';
import { brokenHint, type TldrHint } from '../../src/shared/games/tldr/hard-mode.ts';
import { nextPacificMidnight } from '../../src/shared/time.ts';
import { PATHS } from '../../src/web/lib/paths.ts';
import { axeViolations } from './support/axe.ts';
import { clearOfPacificMidnight, tldrAnswerOf } from './support/daily-picks.ts';
import { useTheme } from './support/games.ts';
import {
  gotoHomeWithBoards,
  gotoHydrated,
  sendMarkerRequest,
  signInCode,
  signUpThroughApi,
  storeSignedInUser,
  toast,
} from './support/site.ts';
import {
  AUTO_SUBMIT_MS,
  attempts,
  guessByTyping,
  openTldr,
  TYPING_DELAY_MS,
  typeRow,
} from './support/tldr-play.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads which fixtures a hook needs from this pattern.
test.beforeEach(({}, testInfo) => clearOfPacificMidnight(testInfo));

/** Real words that are not today's answer (none of them is in the answer list). The test server's
 * secret is known, so the test knows the day's answer; the page never does before the game ends. */
function wrongWords(answer: string): string[] {
  return ['SPEEDS', 'ERASED', 'LEDGER', 'BEETLE', 'TATTOO', 'PILLOW', 'MOTHER'].filter(
    (word) => word !== answer,
  );
}

/** Resolves after `ms` milliseconds: the pace of a game played through the API, deciding nothing. */
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Counts the scores the page sends. */
function watchSubmissions(page: Page): string[] {
  const submissions: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/scores')) submissions.push(request.url());
  });
  return submissions;
}

async function expectRowClues(page: Page, row: number, guess: string, answer: string) {
  const states = scoreGuess(guess, answer);
  for (const [index, state] of states.entries()) {
    await expect(
      page.getByRole('img', { name: `Row ${row}, letter ${index + 1}: ${guess[index]}, ${state}` }),
    ).toBeVisible();
  }
}

/** What a finished game shows, as it ended: the banner only for a signed-in player's ranked day. */
interface FinishedGame {
  heading: string;
  summary: string;
  rows: readonly string[];
  answer: string;
  score: string;
  time: string;
}

/**
 * The finished game as the page shows it again: every row with its clues, the outcome, the time and
 * score in the header and in the result, the countdown to the next word, Share, and no keyboard.
 */
async function expectFinishedGame(page: Page, game: FinishedGame) {
  const panel = page.getByRole('region', { name: game.heading });
  await expect(panel.getByRole('heading', { name: game.heading })).toBeVisible();
  await expect(page.getByTestId('tldr-summary')).toHaveText(game.summary);
  await expect(attempts(page)).toHaveText(`${game.rows.length}/6`);
  for (const [index, guess] of game.rows.entries()) await expectRowClues(page, index + 1, guess, game.answer);
  await expect(page.getByTestId('game-score')).toHaveText(game.score);
  await expect(page.getByTestId('game-time')).toHaveText(game.time);
  await expect(panel).toContainText(`${game.score} pts`);
  await expect(panel).toContainText(game.time);
  await expect(panel.getByRole('timer')).toHaveText(/^\d\d:\d\d:\d\d$/);
  await expect(panel).toContainText('New words arrive at midnight Pacific time.');
  await expect(panel.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Keyboard' })).toHaveCount(0);
}

/** What Share copies (the clipboard stands in for Web Share, which Chromium here lacks). */
async function sharedText(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(toast(page, 'Copied to clipboard').first()).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

/** A browser of its own (no storage or cookies of the test's page), on the TL;DR page. */
async function openInAnotherBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const other = await context.newPage();
  await other.clock.install();
  await gotoHydrated(other, PATHS.tldr);
  return other;
}

/** Signs in through the header's dialog from a browser new to the account, with the e-mailed code. */
async function signInWithCode(page: Page, email: string, codeNumber: number) {
  const dialog = page.getByRole('dialog');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await dialog.getByLabel('Sign-in code').fill(await signInCode(email, codeNumber));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();
}

test('the invitation to sign in is there for a guest and not for a player from the first paint, before any script', async ({
  page,
  request,
}) => {
  // The page as prerendered, before the app's scripts run: what it shows then must not change once
  // the game is dealt, or the board below would move.
  await page.route('**/assets/*.js', (route) => route.abort());
  const invitation = page.getByText('Sign in to save your scores to the leaderboard.');
  await page.goto(PATHS.tldr);
  await expect(invitation).toBeVisible();

  await storeSignedInUser(page, await signUpThroughApi(request));
  await page.goto(PATHS.tldr);
  await expect(page.getByRole('group', { name: 'Guesses' })).toBeVisible();
  await expect(invitation).toBeHidden();
});

test('a signed-in player wins their own ranked word with the keyboard alone, reaches the TL;DR leaderboard and sees the day completed with its real score after a reload', async ({
  page,
}) => {
  const player = await signUpThroughApi(page.request);
  await storeSignedInUser(page, player);
  const answer = tldrAnswerOf(undefined, player.id);
  // The ranked word is the player's alone, never the word of the day everyone shares.
  expect(answer).not.toBe(tldrAnswerOf());
  const [wrong] = wrongWords(answer) as [string];
  const submissions = watchSubmissions(page);

  await openTldr(page);
  await expect(page.getByRole('heading', { level: 1, name: 'TL;DR' })).toBeVisible();
  await expect(page.getByTestId('tldr-word')).toHaveText('Your ranked word');
  await expect(attempts(page)).toHaveText('0/6');
  // The help says what the board does: a full row goes by itself after a moment, Enter sends it at once.
  await expect(
    page.getByText('A full row is checked by itself after a moment, or at once when you press Enter.'),
  ).toBeVisible();

  await guessByTyping(page, wrong, 1);
  await expectRowClues(page, 1, wrong, answer);
  await expect(page.getByTestId('game-announcer')).toContainText(`Guess 1 of 6, ${wrong}`);

  // Enter sends the winning row at once.
  await typeRow(page, answer);
  await page.keyboard.press('Enter');
  await expect(attempts(page)).toHaveText('2/6');
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await expect(page.getByTestId('tldr-summary')).toHaveText(`You found ${answer} in 2 of 6.`);
  await expect(toast(page, 'Your score has been submitted to the leaderboard.')).toBeVisible();
  await expect(page.getByText('Your score is on the leaderboard.')).toBeVisible();
  const score = await page.getByTestId('game-score').textContent();
  const time = await page.getByTestId('game-time').textContent();
  expect(Number(score?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(1000 + 800);
  expect(submissions).toHaveLength(1);

  await page.reload();
  await expect(page.getByRole('heading', { name: "Today's Challenge Completed!" })).toBeVisible();
  await expect(page.getByTestId('tldr-summary')).toHaveText(`You found ${answer} in 2 of 6.`);
  // The server's time and score of the game, as they were at its end: never 0.
  await expect(page.getByTestId('game-score')).toHaveText(score as string);
  await expect(page.getByTestId('game-time')).toHaveText(time as string);
  await expect(
    page.getByText('Your score is on the leaderboard. You play your own ranked word once a day.'),
  ).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^\d\d:\d\d:\d\d$/);
  await expect(page.getByRole('group', { name: 'Keyboard' })).toHaveCount(0);
  await expectRowClues(page, 1, wrong, answer);
  await expectRowClues(page, 2, answer, answer);
  expect(submissions).toHaveLength(1);

  await gotoHomeWithBoards(page);
  const board = page.getByRole('region', { name: 'Leaderboards' }).getByRole('table', { name: /TL;DR/ });
  const row = board.getByRole('row').filter({ hasText: player.username });
  await expect(row).toBeVisible();
  await expect(row).toContainText(score as string);
});

test('after the ranked game, the word of the day is offered unranked: played, never submitted nor counted, and the ranked day comes back', async ({
  page,
}) => {
  const player = await signUpThroughApi(page.request);
  await storeSignedInUser(page, player);
  const ranked = tldrAnswerOf(undefined, player.id);
  const daily = tldrAnswerOf();
  const submissions = watchSubmissions(page);

  await openTldr(page);
  await guessByTyping(page, ranked, 1);
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await expect(page.getByText('Your score is on the leaderboard.')).toBeVisible();
  const rankedScore = await page.getByTestId('game-score').textContent();
  const stats = page.getByRole('region', { name: 'Statistics' });
  await expect(stats.locator('dd').first()).toHaveText('1');

  await page.getByRole('button', { name: 'Play the word of the day (unranked)' }).click();
  await expect(page.getByTestId('tldr-word')).toHaveText('Word of the day (unranked)');
  await expect(attempts(page)).toHaveText('0/6');
  await expect(page.getByRole('group', { name: 'Guesses' })).toHaveAttribute('aria-busy', 'false');
  const [wrong] = wrongWords(daily) as [string];
  await guessByTyping(page, wrong, 1);
  await expectRowClues(page, 1, wrong, daily);
  await guessByTyping(page, daily, 2);

  await expect(toast(page, 'Congratulations!')).toContainText(`You found ${daily} in 2 of 6.`);
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await expect(page.getByTestId('tldr-summary')).toHaveText(`You found ${daily} in 2 of 6.`);
  await expect(
    page.getByText('Not ranked: this was the word of the day, which everyone shares', { exact: false }),
  ).toBeVisible();
  // The server's own score of this game is shown, and nothing is sent or counted.
  expect(Number((await page.getByTestId('game-score').textContent())?.replace(/\D/g, ''))).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Send again', exact: true })).toHaveCount(0);
  await expect(stats.locator('dd').first()).toHaveText('1');
  expect(submissions).toHaveLength(1);

  // Share names the word it was.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(toast(page, 'Copied to clipboard')).toBeVisible();
  const shared = await page.evaluate(() => navigator.clipboard.readText());
  expect(shared.split('\n\n')[0]).toMatch(/^TL;DR \d{4}-\d{2}-\d{2} \(word of the day\) 2\/6$/);

  await page.getByRole('button', { name: 'Back to your ranked game' }).click();
  await expect(page.getByRole('heading', { name: "Today's Challenge Completed!" })).toBeVisible();
  await expect(page.getByTestId('tldr-summary')).toHaveText(`You found ${ranked} in 1 of 6.`);
  await expect(page.getByTestId('game-score')).toHaveText(rankedScore as string);
  await expect(page.getByTestId('tldr-word')).toHaveText('Your ranked word');

  // A reload shows the ranked day, not the word of the day.
  await page.reload();
  await expect(page.getByRole('heading', { name: "Today's Challenge Completed!" })).toBeVisible();
  await expect(page.getByTestId('tldr-summary')).toHaveText(`You found ${ranked} in 1 of 6.`);
  await expect(stats.locator('dd').first()).toHaveText('1');
  expect(submissions).toHaveLength(1);

  const mine = await page.request.get('/api/leaderboard/4/me');
  expect(((await mine.json()) as { entry: { score: number } | null }).entry?.score).toBe(
    Number(rankedScore?.replace(/\D/g, '')),
  );
});

test('a guest plays the word of the day, loses after six wrong guesses, sees the word, and nothing is submitted', async ({
  page,
}) => {
  // Eight rows typed and two reloads: more steps than most tests, so more room on a busy machine.
  test.setTimeout(60_000);
  const submissions = watchSubmissions(page);
  const answer = tldrAnswerOf();
  const words = wrongWords(answer).slice(0, 6);

  await openTldr(page);
  await expect(
    page.getByText('Sign in to save your scores to the leaderboard.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByTestId('tldr-word')).toHaveText('Word of the day (unranked)');

  // A word that is not in the dictionary is refused and uses no attempt.
  await page.keyboard.type('as-df gh', { delay: TYPING_DELAY_MS });
  await page.clock.fastForward(AUTO_SUBMIT_MS);
  await expect(page.getByTestId('tldr-message')).toHaveText('Not in word list');
  await expect(page.getByTestId('game-announcer')).toHaveText('Not in word list');
  await expect(attempts(page)).toHaveText('0/6');
  await expect(page.getByRole('img', { name: 'Row 1, letter 6: H, not submitted yet' })).toBeVisible();
  for (let index = 0; index < 6; index += 1) await page.keyboard.press('Backspace');
  await expect(page.getByRole('img', { name: 'Row 1, letter 1: empty' })).toBeVisible();
  await expect(page.getByTestId('tldr-message')).toBeEmpty();

  await guessByTyping(page, words[0] as string, 1);
  await guessByTyping(page, words[1] as string, 2);

  // The game in progress survives a reload.
  await page.reload();
  await expect(attempts(page)).toHaveText('2/6');
  await expectRowClues(page, 2, words[1] as string, answer);

  for (const [index, word] of words.slice(2).entries()) await guessByTyping(page, word, index + 3);

  await expect(toast(page, 'Game Over')).toContainText(`The word was ${answer}`);
  await expect(page.getByRole('heading', { name: 'Game Over' })).toBeVisible();
  await expect(page.getByTestId('tldr-summary')).toHaveText(`The word was ${answer}`);
  await expect(
    page.getByText(
      'Playing as a guest: this score was not submitted. Not ranked: you are not signed in, so you played the word of the day',
      { exact: false },
    ),
  ).toBeVisible();
  expect(Number((await page.getByTestId('game-score').textContent())?.replace(/\D/g, ''))).toBeGreaterThan(0);
  const stats = page.getByRole('region', { name: 'Statistics' });
  await expect(stats.getByText('Played')).toBeVisible();
  await expect(stats.locator('dd').first()).toHaveText('1');
  expect(submissions).toEqual([]);

  // Share copies the grid of squares, without letters, where the Web Share API is missing.
  await page.getByRole('button', { name: 'Share', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Copied to clipboard')).toBeVisible();
  const shared = await page.evaluate(() => navigator.clipboard.readText());
  const [title, grid] = shared.split('\n\n');
  expect(title).toMatch(/^TL;DR \d{4}-\d{2}-\d{2} \(word of the day\) X\/6$/);
  expect(grid?.split('\n')).toHaveLength(6);
  expect(grid).not.toMatch(/[A-Z]/i);

  // Share as text copies the same first line, then what each guess found in words a screen reader
  // reads well, without the guesses' letters.
  await page.getByRole('button', { name: 'Share as text' }).click();
  await expect(toast(page, 'Your result, told row by row, is ready to paste.')).toBeVisible();
  const told = await page.evaluate(() => navigator.clipboard.readText());
  const [toldTitle, lines] = told.split('\n\n');
  expect(toldTitle).toBe(title);
  expect(lines?.split('\n')).toEqual(
    words.map((word, index) => {
      const states = scoreGuess(word, answer);
      const inPlace = states.filter((state) => state === 'correct').length;
      const elsewhere = states.filter((state) => state === 'present').length;
      if (inPlace + elsewhere === 0) return `Row ${index + 1}: no letter in the word`;
      return `Row ${index + 1}: ${inPlace} ${inPlace === 1 ? 'letter' : 'letters'} in place, ${elsewhere} in the word elsewhere`;
    }),
  );

  // A reload shows the finished game again, kept by this browser; no completion is recorded for a
  // guest (no banner), and the game counts once in the statistics.
  const score = (await page.getByTestId('game-score').textContent()) as string;
  const time = (await page.getByTestId('game-time').textContent()) as string;
  await page.reload();
  await expectFinishedGame(page, {
    heading: 'Game Over',
    summary: `The word was ${answer}`,
    rows: words,
    answer,
    score,
    time,
  });
  await expect(page.getByRole('heading', { name: "Today's Challenge Completed!" })).toHaveCount(0);
  await expect(stats.locator('dd').first()).toHaveText('1');

  // Playing again deals a new game of the word of the day.
  await page.getByRole('button', { name: 'Play again (not scored)' }).click();
  await expect(attempts(page)).toHaveText('0/6');
  await expect(page.getByRole('group', { name: 'Keyboard' })).toBeVisible();
  expect(submissions).toEqual([]);
});

test('a guest who won sees the finished game again after a reload, without the completion banner, until a new Pacific day starts a fresh one', async ({
  page,
}) => {
  const answer = tldrAnswerOf();
  const [wrong] = wrongWords(answer) as [string];
  await openTldr(page);
  await guessByTyping(page, wrong, 1);
  await guessByTyping(page, answer, 2);
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  const finished = {
    heading: 'Congratulations!',
    summary: `You found ${answer} in 2 of 6.`,
    rows: [wrong, answer],
    answer,
    score: (await page.getByTestId('game-score').textContent()) as string,
    time: (await page.getByTestId('game-time').textContent()) as string,
  };
  expect(Number(finished.score.replace(/\D/g, ''))).toBeGreaterThan(0);
  const shared = await sharedText(page);

  await page.reload();
  await expectFinishedGame(page, finished);
  await expect(page.getByRole('heading', { name: "Today's Challenge Completed!" })).toHaveCount(0);
  await expect(
    page.getByText('Playing as a guest: this score was not submitted.', { exact: false }),
  ).toBeVisible();
  expect(await sharedText(page)).toBe(shared);

  // At the next midnight Pacific the page deals the new day's game: a fresh board.
  const now = await page.evaluate(() => Date.now());
  await page.clock.fastForward(nextPacificMidnight(new Date(now)).getTime() - now + 1000);
  await expect(attempts(page)).toHaveText('0/6');
  await expect(page.getByRole('region', { name: 'Congratulations!' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Keyboard' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Row 1, letter 1: empty' })).toBeVisible();
});

test("pasted text loses its non-letters, the guess is played as typed, and the result gives the word's meaning", async ({
  page,
}) => {
  const answer = tldrAnswerOf();
  const meaning = (await readTldrMeanings()).get(answer) ?? null;
  await openTldr(page);

  const pasted = ` ${[...answer.toLowerCase()].join('-')}!7 `;
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    document.body.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, pasted);
  await page.clock.fastForward(AUTO_SUBMIT_MS);
  await expect(attempts(page)).toHaveText('1/6');
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await expect(page.getByTestId('tldr-summary')).toHaveText(`You found ${answer} in 1 of 6.`);
  // Under the word, its meaning as the server extracted it from WordNet, with the credit.
  const shown = page.getByTestId('word-meaning');
  await expect(shown.getByRole('heading', { name: 'Meaning' })).toBeVisible();
  if (meaning === null) await expect(shown).toContainText('We have no meaning for this word.');
  else {
    await expect(shown).toContainText(meaning.definition);
    await expect(shown).toContainText(`${meaning.partOfSpeech}${meaning.baseForm ? ', form of' : ':'}`);
    await expect(shown).toContainText('Meaning from WordNet.');
  }
});

test('a ranked game faster than a person can play it is not ranked: the page says why and sends nothing', async ({
  page,
}) => {
  const player = await signUpThroughApi(page.request);
  await storeSignedInUser(page, player);
  const answer = tldrAnswerOf(undefined, player.id);
  const submissions = watchSubmissions(page);
  // The move that starts the clock is held until the word list is in and the row is sent: the
  // winning guess then reaches the server right after it, far faster than a person types six letters.
  let releaseStart = () => {};
  const startHeld = new Promise<void>((resolve) => {
    releaseStart = resolve;
  });
  await page.route('**/api/plays/*/moves', async (route) => {
    if (route.request().postData()?.includes('"start"')) await startHeld;
    await route.continue();
  });
  await openTldr(page);
  const wordList = page.waitForResponse(/six-letter-words/);
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    document.body.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, answer);
  await wordList;
  await page.clock.fastForward(AUTO_SUBMIT_MS);
  releaseStart();

  const result = page.getByRole('region', { name: 'Congratulations!' });
  await expect(result).toContainText(`You found ${answer} in 1 of 6.`);
  await expect(result).toContainText('Not ranked: this game was faster than a person can play it.');
  await expect(result).not.toContainText('Your score is on the leaderboard.');
  await expect(result.getByRole('button', { name: 'Send again', exact: true })).toHaveCount(0);
  await sendMarkerRequest(page);
  expect(submissions).toEqual([]);
});

test("a signed-in player's finished game stays finished after a reload and in a second browser signed in with an e-mailed code", async ({
  page,
  browser,
}) => {
  const player = await signUpThroughApi(page.request);
  await storeSignedInUser(page, player);
  const answer = tldrAnswerOf(undefined, player.id);
  const [wrong] = wrongWords(answer) as [string];
  const submissions = watchSubmissions(page);

  await openTldr(page);
  await guessByTyping(page, wrong, 1);
  await guessByTyping(page, answer, 2);
  await expect(page.getByText('Your score is on the leaderboard.')).toBeVisible();
  const finished = {
    heading: "Today's Challenge Completed!",
    summary: `You found ${answer} in 2 of 6.`,
    rows: [wrong, answer],
    answer,
    score: (await page.getByTestId('game-score').textContent()) as string,
    time: (await page.getByTestId('game-time').textContent()) as string,
  };
  expect(Number(finished.score.replace(/\D/g, ''))).toBeGreaterThanOrEqual(1000 + 800);
  const shared = await sharedText(page);

  await page.reload();
  await expectFinishedGame(page, finished);
  await expect(
    page.getByText('Your score is on the leaderboard. You play your own ranked word once a day.'),
  ).toBeVisible();
  expect(await sharedText(page)).toBe(shared);
  expect(submissions).toHaveLength(1);
  const statistics = async (on: typeof page) => {
    const card = on.getByRole('region', { name: 'Statistics' });
    await expect(card.getByText(/Kept with your account/)).toBeVisible();
    await expect(card.getByRole('definition')).toHaveCount(4);
    return {
      figures: await card.getByRole('definition').allTextContents(),
      won: await card.locator('ol').textContent(),
    };
  };
  const mine = await statistics(page);
  // One ranked game, won in two guesses: played 1, 100%, a streak of 1.
  expect(mine.figures).toEqual(['1', '100', '1', '1']);

  // Another browser, signed in on this page with a code: the same finished game, from the server.
  const other = await openInAnotherBrowser(browser);
  const otherSubmissions = watchSubmissions(other);
  await expect(other.getByTestId('tldr-word')).toHaveText('Word of the day (unranked)');
  await signInWithCode(other, player.email, 1);
  await expect(other.getByTestId('tldr-word')).toHaveText('Your ranked word');
  await expectFinishedGame(other, finished);
  await expect(
    other.getByText('Your score is on the leaderboard. You play your own ranked word once a day.'),
  ).toBeVisible();
  expect(await sharedText(other)).toBe(shared);
  // The same statistics: the server's, not a browser's.
  expect(await statistics(other)).toEqual(mine);
  // And there after a reload too; nothing was sent from there.
  await other.reload();
  await expectFinishedGame(other, finished);
  await sendMarkerRequest(other);
  expect(otherSubmissions).toEqual([]);
  await other.context().close();
});

test('a ranked game whose score never reached the board is shown finished after a reload, and its score can be sent from there', async ({
  page,
}) => {
  const player = await signUpThroughApi(page.request);
  await storeSignedInUser(page, player);
  const answer = tldrAnswerOf(undefined, player.id);
  await page.route('**/api/scores', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  await openTldr(page);
  await guessByTyping(page, answer, 1);
  await expect(page.getByText('Your score could not be submitted.')).toBeVisible();
  const finished = {
    heading: "Today's Challenge Completed!",
    summary: `You found ${answer} in 1 of 6.`,
    rows: [answer],
    answer,
    score: (await page.getByTestId('game-score').textContent()) as string,
    time: (await page.getByTestId('game-time').textContent()) as string,
  };

  await page.reload();
  await expectFinishedGame(page, finished);
  await expect(page.getByText('The score of this game has not reached the leaderboard yet.')).toBeVisible();
  await page.unroute('**/api/scores');
  await page.getByRole('button', { name: 'Send again', exact: true }).click();
  await expect(toast(page, 'Your score has been submitted to the leaderboard.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send again', exact: true })).toHaveCount(0);

  await page.reload();
  await expectFinishedGame(page, finished);
  await expect(
    page.getByText('Your score is on the leaderboard. You play your own ranked word once a day.'),
  ).toBeVisible();
  const mine = await page.request.get('/api/leaderboard/4/me');
  expect(((await mine.json()) as { entry: { score: number } | null }).entry?.score).toBe(
    Number(finished.score.replace(/\D/g, '')),
  );
});

test('a ranked day already played in another browser shows its real time, score and grid, and nothing is dealt or sent', async ({
  page,
}) => {
  const player = await signUpThroughApi(page.request);
  const answer = tldrAnswerOf(undefined, player.id);
  // The ranked game of the day, played and scored from another browser of the same player (same
  // session): the first letter starts the server's clock, the guess comes at a person's pace.
  const dealt = await page.request.post('/api/plays', { data: { gameId: 4 } });
  expect(dealt.status(), await dealt.text()).toBe(201);
  const { playId } = (await dealt.json()) as { playId: string };
  const moves = `/api/plays/${playId}/moves`;
  const started = await page.request.post(moves, { data: { moves: [{ type: 'start' }] } });
  expect(started.status(), await started.text()).toBe(200);
  await pause(1200);
  const moved = await page.request.post(moves, { data: { moves: [{ type: 'guess', word: answer }] } });
  expect(moved.status(), await moved.text()).toBe(200);
  const { result } = (await moved.json()) as { result: PlayResult };
  expect(result.ranked).toBe(true);
  const scored = await page.request.post('/api/scores', {
    data: { userId: player.id, gameId: 4, timeSeconds: result.timeSeconds, score: result.score, playId },
  });
  expect(scored.status(), await scored.text()).toBe(201);

  // The same POST answers the finished play again, with its result, instead of a new deal.
  const again = await page.request.post('/api/plays', { data: { gameId: 4 } });
  expect(again.status(), await again.text()).toBe(200);
  expect(((await again.json()) as { playId: string }).playId).toBe(playId);

  const submissions = watchSubmissions(page);
  await storeSignedInUser(page, player);
  await openTldr(page);
  await expect(page.getByRole('heading', { name: "Today's Challenge Completed!" })).toBeVisible();
  await expect(page.getByTestId('tldr-summary')).toHaveText(`You found ${answer} in 1 of 6.`);
  await expect(page.getByTestId('game-score')).toHaveText(formatNumber(result.score));
  await expect(page.getByTestId('game-time')).toHaveText(formatClock(result.timeSeconds));
  const panel = page.getByRole('region', { name: "Today's Challenge Completed!" });
  await expect(panel).toContainText(formatPoints(result.score));
  await expect(panel).toContainText(formatClock(result.timeSeconds));
  await expectRowClues(page, 1, answer, answer);
  await expect(
    page.getByText('Your score is on the leaderboard. You play your own ranked word once a day.'),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: 'Keyboard' })).toHaveCount(0);
  await expect(page.getByRole('timer')).toHaveText(/^\d\d:\d\d:\d\d$/);
  expect(submissions).toEqual([]);
});

test('a lost connection mid-game says so, keeps the guess, and the game goes on when it is back', async ({
  page,
}) => {
  const answer = tldrAnswerOf();
  const [first, second] = wrongWords(answer) as [string, string];
  await openTldr(page);
  await guessByTyping(page, first, 1);

  await page.context().setOffline(true);
  await page.keyboard.type(second.toLowerCase());
  await page.clock.fastForward(AUTO_SUBMIT_MS);
  const lost = page.getByRole('alert').filter({ hasText: 'Connection lost.' });
  await expect(lost).toBeVisible();
  await expect(attempts(page)).toHaveText('1/6');
  await expect(
    page.getByRole('img', { name: `Row 2, letter 6: ${second[5]}, not submitted yet` }),
  ).toBeVisible();

  await page.context().setOffline(false);
  await expect(attempts(page)).toHaveText('2/6');
  await expect(lost).toHaveCount(0);
  await expectRowClues(page, 2, second, answer);
  await expect(page.getByTestId('game-announcer')).toContainText(`Guess 2 of 6, ${second}`);

  // One request per guess reached the server: the game has two rows, not three.
  await page.reload();
  await expect(attempts(page)).toHaveText('2/6');
});

test('a game finished after a lost connection says that its time is the server’s, offline seconds included', async ({
  page,
}) => {
  const answer = tldrAnswerOf();
  await openTldr(page);
  // The first guess loads the word list; the winning one waits for the connection.
  await guessByTyping(page, wrongWords(answer)[0] as string, 1);
  await page.context().setOffline(true);
  await typeRow(page, answer);
  await page.clock.fastForward(AUTO_SUBMIT_MS);
  await expect(page.getByRole('alert').filter({ hasText: 'Connection lost.' })).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await expect(
    page.getByText(
      "This time is the server's: it includes the seconds your moves took to reach it while the connection was lost.",
    ),
  ).toBeVisible();
});

test('a day that could not be dealt says so, and Try again deals it', async ({ page }) => {
  let refused = 0;
  await page.route('**/api/plays', async (route) => {
    if (route.request().method() === 'POST' && refused === 0) {
      refused += 1;
      await route.abort('internetdisconnected');
    } else {
      await route.continue();
    }
  });
  await openTldr(page);
  const keyA = page.getByRole('group', { name: 'Keyboard' }).getByRole('button', { name: 'A', exact: true });
  const failure = page.getByRole('alert').filter({ hasText: "Today's game could not be loaded" });
  await expect(failure).toBeVisible();
  // Without a connection, the page says that ranked games need one and offers practice.
  await expect(failure).toContainText('ranked games, and the word of the day, need a connection');
  await expect(page.getByRole('link', { name: 'Practise past days' })).toHaveAttribute(
    'href',
    `${PATHS.tldr}?practice=archive`,
  );
  await expect(keyA).toBeDisabled();
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(failure).toHaveCount(0);
  await expect(keyA).toBeEnabled();
  await guessByTyping(page, wrongWords(tldrAnswerOf())[0] as string, 1);
  expect(refused).toBe(1);
});

/**
 * For hard mode: a first guess that finds a letter in its place, and a real word after it that
 * leaves out one of the hints it revealed.
 */
function hardModeWords(answer: string): { first: string; breaking: string; hint: TldrHint } {
  const first = TLDR_ANSWERS.find(
    (word) => word !== answer && scoreGuess(word, answer).includes('correct'),
  ) as string;
  const rows = [{ guess: first, states: scoreGuess(first, answer) }];
  const breaking = TLDR_ANSWERS.find((word) => word !== answer && brokenHint(rows, word)) as string;
  return { first, breaking, hint: brokenHint(rows, breaking) as TldrHint };
}

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th'];

/** What the page says of a broken hint, as a player reads it in English or Spanish. */
function hintSaid(hint: TldrHint, lang: 'en' | 'es'): string {
  if (hint.kind === 'place') {
    return lang === 'en'
      ? `The ${ORDINALS[hint.position - 1]} letter must be ${hint.letter}`
      : `La ${hint.position}.ª letra debe ser ${hint.letter}`;
  }
  const times = hint.count > 1 ? `${[lang === 'en' ? 'two' : 'dos'][hint.count - 2]} ` : '';
  return lang === 'en'
    ? `Guess must contain ${times}${hint.letter}${times ? '’s' : ''}`
    : `El intento debe contener ${times}${hint.letter}`;
}

test('in hard mode a guess that leaves out a revealed hint is refused with the hint named and uses no attempt; the first guess fixes the mode', async ({
  page,
}) => {
  const player = await signUpThroughApi(page.request);
  await storeSignedInUser(page, player);
  const answer = tldrAnswerOf(undefined, player.id);
  const { first, breaking, hint } = hardModeWords(answer);

  await openTldr(page);
  const hardMode = page.getByRole('switch', { name: 'Hard mode' });
  await expect(hardMode).toBeEnabled();
  await expect(hardMode).not.toBeChecked();
  await expect(page.getByTestId('tldr-hard-mode')).toHaveCount(0);
  await hardMode.check();
  await expect(page.getByTestId('tldr-hard-mode')).toHaveText('Hard mode');
  // Keys typed in the switch belong to it: the player goes back to the board.
  await page.getByRole('group', { name: 'Guesses' }).click();

  await guessByTyping(page, first, 1);
  await expect(hardMode).toBeDisabled();
  await expect(hardMode).toBeChecked();
  await expect(page.getByTestId('tldr-hard-mode-note')).toHaveText(
    'Hard mode is chosen before the first guess: this game keeps its mode to the end.',
  );

  await typeRow(page, breaking);
  await page.clock.fastForward(AUTO_SUBMIT_MS);
  await expect(page.getByTestId('tldr-message')).toHaveText(hintSaid(hint, 'en'));
  await expect(page.getByTestId('game-announcer')).toHaveText(hintSaid(hint, 'en'));
  await expect(attempts(page)).toHaveText('1/6');
  await expect(
    page.getByRole('img', { name: `Row 2, letter 1: ${breaking[0]}, not submitted yet` }),
  ).toBeVisible();

  // The mode is the play's: the server keeps it, and the page in Spanish words the refusal in Spanish.
  await gotoHydrated(page, `${PATHS.tldr}?lang=es`);
  await expect(page.getByRole('group', { name: 'Intentos' })).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('tldr-hard-mode')).toHaveText('Modo difícil');
  await expect(page.getByRole('switch', { name: 'Modo difícil' })).toBeDisabled();
  await typeRow(page, breaking);
  await page.clock.fastForward(AUTO_SUBMIT_MS);
  await expect(page.getByTestId('tldr-message')).toHaveText(hintSaid(hint, 'es'));
  await expect(attempts(page)).toHaveText('1/6');
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    useTheme(theme);

    test(`the game has no axe violations during play in the ${theme} theme${theme === 'dark' ? ' with high-contrast colours' : ''}`, async ({
      page,
    }) => {
      const answer = tldrAnswerOf();
      await openTldr(page);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        theme === 'dark',
      );
      await guessByTyping(page, wrongWords(answer)[0] as string, 1);
      await page.keyboard.type('ab');
      if (theme === 'dark') {
        // The high-contrast colours, switched on with the keyboard (axe is slow: one check per theme).
        await page.getByRole('checkbox', { name: /High-contrast colours/ }).focus();
        await page.keyboard.press('Space');
        await expect(page.getByRole('checkbox', { name: /High-contrast colours/ })).toBeChecked();
        // Focusing the switch scrolled the page (smoothly) towards it; the check is of the game as it is
        // played, at the top, not of a moment mid-scroll when the sticky header covers some keys.
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      }
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test('a score that could not be sent can be sent again from the result', async ({ page }) => {
  const player = await signUpThroughApi(page.request);
  await storeSignedInUser(page, player);
  let refused = 0;
  await page.route('**/api/scores', async (route) => {
    if (refused === 0) {
      refused += 1;
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' });
    } else {
      await route.continue();
    }
  });
  await openTldr(page);
  await guessByTyping(page, tldrAnswerOf(undefined, player.id), 1);

  await expect(toast(page, 'Failed to submit score. Please try again.')).toBeVisible();
  await expect(page.getByText('Your score could not be submitted.')).toBeVisible();
  await page.getByRole('button', { name: 'Send again', exact: true }).click();
  await expect(toast(page, 'Your score has been submitted to the leaderboard.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send again', exact: true })).toHaveCount(0);
  expect(refused).toBe(1);

  const mine = await page.request.get(`/api/leaderboard/4/me`);
  expect(mine.status()).toBe(200);
  expect(((await mine.json()) as { entry: { username: string } | null }).entry?.username).toBe(
    player.username,
  );
});
