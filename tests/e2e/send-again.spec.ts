import { expect, type Locator, type Page, type Request, test } from '@playwright/test';
import { formatPoints } from '../../src/shared/format.ts';
import { PATHS } from '../../src/web/lib/paths.ts';
import { clearOfPacificMidnight, tldrAnswerOf, wordScrambleWordsOf } from './support/daily-picks.ts';
import { watchPlayResults } from './support/games.ts';
import { playWithKeyboard } from './support/memory-match-play.ts';
import { solveWithArrowKeys, tabToBoard } from './support/number-puzzle-play.ts';
import {
  type CreatedUser,
  gotoHydrated,
  sendMarkerRequest,
  signUpThroughApi,
  storeSignedInUser,
  toast,
} from './support/site.ts';
import { guessByTyping, openTldr } from './support/tldr-play.ts';
import { answerField, typeAnswer } from './support/word-scramble-play.ts';

// A ranked score that could not be sent stays on the result panel with Send again, in every game:
// never lost, never sent again without the player, sent once per press.

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads which fixtures a hook needs from this pattern.
test.beforeEach(({}, testInfo) => clearOfPacificMidnight(testInfo));

/** What the page says of a score that could not be sent, and then was, in one language. */
interface SendAgainTexts {
  notSent: string;
  keptNote: string;
  sendAgain: string;
  saved: string;
  savedToast: string;
}

const TEXTS: Record<'en' | 'es', SendAgainTexts> = {
  en: {
    // The server's error, when it gave one, follows after a colon.
    notSent: 'Your score could not be submitted',
    keptNote: 'Your score is kept on this page until you send it again.',
    sendAgain: 'Send again',
    saved: 'Your score is on the leaderboard.',
    savedToast: 'Your score has been submitted to the leaderboard.',
  },
  es: {
    notSent: 'No se pudo enviar tu puntuación',
    keptNote: 'Tu puntuación se guarda en esta página hasta que la envíes de nuevo.',
    sendAgain: 'Enviar de nuevo',
    saved: 'Tu puntuación está en la clasificación.',
    savedToast: 'Tu puntuación se ha enviado a la clasificación.',
  },
};

/**
 * How the test server's stand-in answers each score the page sends, in turn: a server error, a lost
 * connection, then the real server. A submission beyond these reaches the server too, and the
 * counts below show it.
 */
type Answer = 'server error' | 'no connection' | 'through';

interface ScoreGate {
  /** The bodies of the scores the page sent, in order. */
  sent: unknown[];
  /** How the next submission will be answered. */
  answerNextWith(answer: Answer): void;
}

/** A score the page sends to the leaderboard. */
const isScorePost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/scores';

/** Answers the page's score submissions as the test says; the first is refused with a 503. */
async function gateScores(page: Page): Promise<ScoreGate> {
  const sent: unknown[] = [];
  let next: Answer = 'server error';
  page.on('request', (request) => {
    if (isScorePost(request)) sent.push(request.postDataJSON());
  });
  await page.route('**/api/scores', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const answer = next;
    // Whatever the test asked for answers one submission; another one goes through.
    next = 'through';
    if (answer === 'server error') {
      // As the server answers while its database is out of reach, a wait to retry after included.
      await route.fulfill({
        status: 503,
        headers: { 'retry-after': '5' },
        contentType: 'application/json',
        body: JSON.stringify({ code: 'DATABASE_UNAVAILABLE', message: 'The database is unavailable' }),
      });
    } else if (answer === 'no connection') {
      await route.abort('internetdisconnected');
    } else {
      await route.continue();
    }
  });
  return {
    sent,
    answerNextWith(answer) {
      next = answer;
    },
  };
}

/**
 * Moves the page's clock half a minute on, so that any timer the page may have set to send the score
 * again by itself fires, then expects exactly `count` submissions to have left the page.
 */
async function expectSentOnlyByThePlayer(page: Page, gate: ScoreGate, count: number): Promise<void> {
  await page.clock.fastForward('00:30');
  await sendMarkerRequest(page);
  expect(gate.sent).toHaveLength(count);
}

interface Played {
  page: Page;
  player: CreatedUser;
  gate: ScoreGate;
  gameId: number;
  /** The finished game's result panel. */
  panel: Locator;
  /** The server's result of the game, as the answers to its moves carried it. */
  serverResult: () => Promise<{ timeSeconds: number; score: number }>;
  /** The page's language, which says what its texts are. */
  lang?: 'en' | 'es';
}

/**
 * From a finished ranked game whose score the server failed to take: the panel says it was not sent
 * and offers Send again; nothing goes by itself; a press that fails too keeps the button; the next
 * press puts the score, the same one each time, on the board.
 */
async function sendAgainUntilSaved({ page, player, gate, gameId, panel, serverResult, lang = 'en' }: Played) {
  const texts = TEXTS[lang];
  const sendAgain = panel.getByRole('button', { name: texts.sendAgain, exact: true });
  await expect(panel).toContainText(texts.notSent);
  await expect(panel).toContainText(texts.keptNote);
  await expect(sendAgain).toBeVisible();
  await expectSentOnlyByThePlayer(page, gate, 1);
  await expect(sendAgain).toBeVisible();

  // The connection is lost on the first press: the score stays, with its button.
  gate.answerNextWith('no connection');
  const failed = page.waitForEvent('requestfailed', isScorePost);
  await sendAgain.click();
  await failed;
  await expect(panel).toContainText(texts.notSent);
  await expect(sendAgain).toBeVisible();
  await expectSentOnlyByThePlayer(page, gate, 2);

  // The second press reaches the server.
  const answered = page.waitForResponse((response) => isScorePost(response.request()));
  await sendAgain.click();
  expect((await answered).status()).toBe(201);
  await expect(panel).toContainText(texts.saved);
  await expect(panel).not.toContainText(texts.notSent);
  await expect(sendAgain).toHaveCount(0);
  await expect(toast(page, texts.savedToast)).toBeVisible();
  await expectSentOnlyByThePlayer(page, gate, 3);

  // Each press sent the same score: the server's time and score of the game that was played.
  const { timeSeconds, score } = await serverResult();
  expect(gate.sent[0]).toMatchObject({ userId: player.id, gameId, timeSeconds, score });
  expect(gate.sent[1]).toEqual(gate.sent[0]);
  expect(gate.sent[2]).toEqual(gate.sent[0]);
  await expect(panel).toContainText(formatPoints(score, lang));
  const mine = await page.request.get(`/api/leaderboard/${gameId}/me`);
  expect(mine.status()).toBe(200);
  expect(((await mine.json()) as { entry: { score: number; username: string } | null }).entry).toMatchObject({
    score,
    username: player.username,
  });
}

/** A new player signed in on the page, with its score submissions gated and its clock the test's. */
async function signedInPlayer(page: Page) {
  const player = await signUpThroughApi(page.request);
  await storeSignedInUser(page, player);
  const gate = await gateScores(page);
  const serverResult = watchPlayResults(page);
  return { player, gate, serverResult };
}

test('Memory Match keeps a score the server could not take for Send again', async ({ page }) => {
  // A whole game at a person's pace, its pairs shown for 0.5 s and 1 s, takes about 20 s here.
  test.setTimeout(100_000);
  const signedIn = await signedInPlayer(page);
  await page.clock.install();
  const dealt = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/plays');
  await gotoHydrated(page, PATHS.memoryMatch);
  await dealt;
  await playWithKeyboard(page, {});
  const panel = page.getByRole('region', { name: 'All pairs found!' });
  await sendAgainUntilSaved({ page, ...signedIn, gameId: 1, panel });
});

test('Number Puzzle keeps a score the server could not take for Send again', async ({ page }) => {
  const signedIn = await signedInPlayer(page);
  await page.clock.install();
  await gotoHydrated(page, PATHS.numberPuzzle);
  await tabToBoard(page);
  await solveWithArrowKeys(page);
  const panel = page.getByRole('region', { name: 'Puzzle solved!' });
  await sendAgainUntilSaved({ page, ...signedIn, gameId: 2, panel });
});

test('Word Scramble keeps a score the server could not take for Send again', async ({ page }) => {
  const signedIn = await signedInPlayer(page);
  await page.clock.install();
  await gotoHydrated(page, PATHS.wordScramble);
  await expect(page.getByRole('heading', { name: 'Word 1 of 5' })).toBeVisible();
  await answerField(page).focus();
  for (const [index, entry] of wordScrambleWordsOf(signedIn.player.id, 'easy').entries()) {
    await typeAnswer(page, entry.word);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('game-counter')).toHaveText(`${index + 1}/5`);
  }
  const panel = page.getByRole('region', { name: 'All five words solved!' });
  await sendAgainUntilSaved({ page, ...signedIn, gameId: 3, panel });
});

test('TL;DR keeps a score the server could not take for Send again', async ({ page }) => {
  const signedIn = await signedInPlayer(page);
  await openTldr(page);
  await guessByTyping(page, tldrAnswerOf(undefined, signedIn.player.id), 1);
  const panel = page.getByRole('region', { name: 'Congratulations!' });
  await sendAgainUntilSaved({ page, ...signedIn, gameId: 4, panel });
});

test('TL;DR in Spanish keeps a score the server could not take for Enviar de nuevo', async ({ page }) => {
  const signedIn = await signedInPlayer(page);
  await page.clock.install();
  await gotoHydrated(page, `${PATHS.tldr}?lang=es`);
  await expect(page.getByRole('group', { name: 'Intentos' })).toHaveAttribute('aria-busy', 'false');
  await guessByTyping(page, tldrAnswerOf(undefined, signedIn.player.id), 1);
  const panel = page.getByRole('region', { name: '¡Enhorabuena!' });
  await sendAgainUntilSaved({ page, ...signedIn, gameId: 4, panel, lang: 'es' });
});
