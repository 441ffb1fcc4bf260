import { expect, type Locator, type Page, test } from '@playwright/test';
import { formatClock, formatPoints } from '../../src/shared/format.ts';
import { HUMAN_PACE } from '../../src/shared/games/human-pace.ts';
import { MATCH_DELAY_MS, MISMATCH_DELAY_MS } from '../../src/shared/games/memory-match/engine.ts';
import { memorySubmittedScore } from '../../src/shared/games/memory-match/scoring.ts';
import { PATHS } from '../../src/web/lib/paths.ts';
import { axeViolations } from './support/axe.ts';
import { expectOnHomeLeaderboard, finalSeconds, useTheme, watchPlayResults } from './support/games.ts';
import { gotoHydrated, signUpThroughApi, storeSignedInUser } from './support/site.ts';

// A whole game at a person's pace, its pairs shown for 0.5 s and 1 s, takes about 20 s here: a limit
// of five times that catches a hang without failing a slower machine.
test.describe.configure({ timeout: 100_000 });

const COLUMNS = 4;
/**
 * The least time between two card turns: a little over the fastest key press on record, so that a
 * game stays above its human floor (a game faster than that is not ranked).
 */
const TURN_PACE_MS = HUMAN_PACE.keystrokeMs + 20;

interface CardView {
  /** 1 to 16, as in the card's name. */
  number: number;
  state: 'hidden' | 'face up' | 'matched';
  symbol: string | null;
}

function cardList(page: Page): Locator {
  return page.getByRole('list', { name: 'Cards' });
}

function card(page: Page, number: number): Locator {
  return cardList(page).getByRole('button', { name: new RegExp(`^Card ${number},`) });
}

/** The board as a screen reader hears it: every card's accessible name. */
async function readBoard(page: Page): Promise<CardView[]> {
  const snapshot = await cardList(page).ariaSnapshot();
  const cards = [...snapshot.matchAll(/button "Card (\d+), ([^"]+)"/g)].map(([, number, rest]) => {
    const parts = (rest as string).split(', ');
    if (parts[0] === 'hidden') return { number: Number(number), state: 'hidden', symbol: null } as const;
    return {
      number: Number(number),
      symbol: parts[0] as string,
      state: parts[1] === 'matched' ? 'matched' : 'face up',
    } as const;
  });
  expect(cards).toHaveLength(16);
  return cards;
}

/**
 * Plays a whole game with the keyboard alone: Tab onto the first card, arrow keys to move between
 * cards, Enter or Space to turn one. Unknown cards are turned and remembered from their names; a
 * known pair is matched at once. `firstPairSecondCard` runs around the key press that turns the
 * first pair's second card (`after` runs before its answer is read).
 * A turned pair's delay runs on the real clock, as the server times it; the cards are turned no
 * faster than a person can (TURN_PACE_MS apart, a pair's delay after its second card), so that the
 * server ranks the game.
 */
async function playWithKeyboard(
  page: Page,
  hooks: {
    midGame?: () => Promise<void>;
    firstPairSecondCard?: { before: () => Promise<void>; after: (number: number) => Promise<void> };
  },
) {
  let focused = await tabToFirstCard(page);
  let presses = 0;
  // When the next card may be turned at a person's pace (ms on this process's clock).
  let nextTurnAt = 0;
  const seen = new Map<number, string>();
  const matched = new Set<number>();

  /** Turns a card and learns its symbol: from its name for the first card of a pair, which stays
   * face up, and from the live region for the second, since a mismatch shows for only a second
   * (which a busy machine can miss) while the announcement stays until the next action. */
  const turn = async (number: number, firstOfPair: boolean): Promise<string> => {
    focused = await moveFocus(page, focused, number);
    const around = firstOfPair ? undefined : hooks.firstPairSecondCard;
    hooks.firstPairSecondCard = firstOfPair ? hooks.firstPairSecondCard : undefined;
    await around?.before();
    const early = nextTurnAt - Date.now();
    if (early > 0) await page.waitForTimeout(early);
    nextTurnAt = Date.now() + TURN_PACE_MS;
    await page.keyboard.press(presses++ % 2 === 0 ? 'Enter' : 'Space');
    await around?.after(number);
    let symbol: string;
    if (firstOfPair) {
      const button = card(page, number);
      await expect(button).toHaveAccessibleName(/, face up$/);
      symbol = ((await button.getAttribute('aria-label')) ?? '').split(', ')[1] as string;
    } else {
      const announcer = page.getByTestId('game-announcer');
      await expect(announcer).toContainText(`Card ${number}: `);
      symbol = new RegExp(`Card ${number}: ([^.]+)\\.`).exec(
        (await announcer.textContent()) ?? '',
      )?.[1] as string;
    }
    seen.set(number, symbol);
    return symbol;
  };
  const partnerOf = (number: number) =>
    [...seen].find(
      ([other, symbol]) => other !== number && !matched.has(other) && symbol === seen.get(number),
    )?.[0];
  // The face-down card nearest to the focus, to keep the arrow presses few.
  const nextUnknown = () => {
    const distance = (number: number) =>
      Math.abs(Math.floor((number - 1) / COLUMNS) - Math.floor((focused - 1) / COLUMNS)) +
      Math.abs(((number - 1) % COLUMNS) - ((focused - 1) % COLUMNS));
    const unknown = Array.from({ length: 16 }, (_, index) => index + 1).filter((number) => !seen.has(number));
    if (unknown.length === 0) throw new Error('no card left to explore');
    return unknown.reduce((best, number) => (distance(number) < distance(best) ? number : best));
  };

  while (matched.size < 16) {
    const knownPair = [...seen.keys()].find(
      (number) => !matched.has(number) && partnerOf(number) !== undefined,
    );
    const first = knownPair ?? nextUnknown();
    await turn(first, true);
    const second = partnerOf(first) ?? nextUnknown();
    const symbol = await turn(second, false);
    // The pair shows before the board takes the next card: the floor counts that wait too.
    nextTurnAt += symbol === seen.get(first) ? MATCH_DELAY_MS : MISMATCH_DELAY_MS;
    if (symbol === seen.get(first)) {
      await expect(card(page, second)).toHaveAccessibleName(`Card ${second}, ${symbol}, matched`);
      await expect(card(page, first)).toHaveAccessibleName(`Card ${first}, ${symbol}, matched`);
      matched.add(first).add(second);
    } else {
      if (hooks.midGame) {
        await hooks.midGame();
        hooks.midGame = undefined;
      }
      // The mismatch shows for a second, then both turn back and the board takes input again.
      await expect(card(page, second)).toHaveAccessibleName(/hidden$/);
      await expect(card(page, first)).toHaveAccessibleName(/hidden$/);
    }
  }
  // A game without a single mismatch still gets its mid-game checks, on the full board.
  await hooks.midGame?.();
  expect((await readBoard(page)).every((view) => view.state === 'matched')).toBe(true);
}

async function focusedCardNumber(page: Page): Promise<number | null> {
  const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  const match = /^Card (\d+),/.exec(label);
  return match ? Number(match[1]) : null;
}

async function tabToFirstCard(page: Page): Promise<number> {
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab');
    const number = await focusedCardNumber(page);
    if (number !== null) {
      expect(number).toBe(1);
      return number;
    }
  }
  throw new Error('Tab never reached a card');
}

async function moveFocus(page: Page, from: number, to: number): Promise<number> {
  const rows = Math.floor((to - 1) / COLUMNS) - Math.floor((from - 1) / COLUMNS);
  const columns = ((to - 1) % COLUMNS) - ((from - 1) % COLUMNS);
  for (let step = 0; step < Math.abs(rows); step++) {
    await page.keyboard.press(rows > 0 ? 'ArrowDown' : 'ArrowUp');
  }
  for (let step = 0; step < Math.abs(columns); step++) {
    await page.keyboard.press(columns > 0 ? 'ArrowRight' : 'ArrowLeft');
  }
  return to;
}

function resultPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'All pairs found!' });
}

test.describe('signed in', () => {
  useTheme('light');

  test('a keyboard-only game ends with the score on the Memory Match leaderboard', async ({ page }) => {
    test.setTimeout(120_000);
    const player = await signUpThroughApi(page.request);
    await storeSignedInUser(page, player);
    const dealt = page.waitForResponse((response) => response.url().endsWith('/api/plays'));
    await gotoHydrated(page, PATHS.memoryMatch);
    const { playId } = (await (await dealt).json()) as { playId: string };
    await expect(page.getByRole('heading', { level: 1, name: 'Memory Match' })).toBeVisible();
    await expect(page.getByTestId('game-time')).toHaveText('00:00');
    await expect(page.getByTestId('game-score')).toHaveText('5,000');
    const initial = await readBoard(page);
    expect(initial.every((view) => view.state === 'hidden')).toBe(true);

    const submissions: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/scores'))
        submissions.push(request.postDataJSON());
    });
    const serverResult = watchPlayResults(page);

    await playWithKeyboard(page, {
      midGame: async () => {
        expect(await axeViolations(page)).toEqual([]);
      },
    });

    const panel = resultPanel(page);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'All pairs found!' })).toBeFocused();
    // The panel shows, and the page submits, the server's own time and score of the game.
    const result = await serverResult();
    expect(result).toMatchObject({ ranked: true, unranked: null });
    expect(result.elapsedMs).toBeGreaterThanOrEqual(result.floorMs);
    const seconds = result.timeSeconds;
    const score = result.score;
    expect(score).toBe(memorySubmittedScore(seconds, 8));
    expect(await finalSeconds(panel)).toBe(seconds);
    await expect(page.getByTestId('game-time')).toHaveText(formatClock(seconds));
    await expect(panel).toContainText(formatPoints(score));
    await expect(panel).toContainText('Your score is on the leaderboard.');
    await expect(page.getByTestId('game-announcer')).toContainText('All pairs found in');
    expect(submissions).toEqual([{ userId: player.id, gameId: 1, timeSeconds: seconds, score, playId }]);
    await expect(page.getByRole('button', { name: 'Play Again' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await expectOnHomeLeaderboard(page, 'Memory Match', { username: player.username, score, seconds });
    expect(submissions).toHaveLength(1);
  });
});

test.describe('guest', () => {
  useTheme('dark');

  test('a guest plays to the end, nothing is submitted, and Play Again deals a fresh board', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const submissions: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/scores'))
        submissions.push(request.url());
    });
    const deals: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/plays')) deals.push(request.url());
    });
    await gotoHydrated(page, PATHS.memoryMatch);
    await expect(page.getByText('Sign in to save your scores')).toBeVisible();

    await playWithKeyboard(page, {
      midGame: async () => {
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
      },
    });

    const panel = resultPanel(page);
    await expect(panel).toContainText('Playing as a guest: this score was not submitted.');
    await expect(panel).toContainText('Sign in to save your scores to the leaderboard.');
    await expect(panel).not.toContainText("This time is the server's");
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('button', { name: 'Play Again' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel).toBeHidden();
    expect((await readBoard(page)).every((view) => view.state === 'hidden')).toBe(true);
    await expect(page.getByTestId('game-counter')).toHaveText('0');
    await expect(page.getByTestId('game-time')).toHaveText('00:00');
    await expect(page.getByTestId('game-announcer')).toHaveText('New game: sixteen cards, all face down.');
    await expect(card(page, 1)).toBeFocused();
    expect(submissions).toEqual([]);
    // Each game is dealt by the server: the first on opening the page, the second by Play Again.
    expect(deals).toHaveLength(2);
  });

  test('a lost connection mid-game shows a message, and the game goes on when it is back', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await gotoHydrated(page, PATHS.memoryMatch);
    const lost = page.getByRole('alert').filter({ hasText: 'Connection lost.' });
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/moves')) answers.push(response.status());
    });

    await playWithKeyboard(page, {
      firstPairSecondCard: {
        before: () => context.setOffline(true),
        after: async (number) => {
          // The card turns at once; its symbol waits for the server, and the player is told why.
          await expect(card(page, number)).toHaveAccessibleName(`Card ${number}, turning`);
          await expect(lost).toBeVisible();
          await expect(lost).toContainText('the game goes on from there');
          expect(await axeViolations(page)).toEqual([]);
          await context.setOffline(false);
          await expect(lost).toBeHidden();
        },
      },
    });

    const panel = resultPanel(page);
    await expect(panel).toContainText('Playing as a guest: this score was not submitted.');
    // The server timed the game with the seconds the card waited for the connection: the page says so.
    await expect(panel).toContainText(
      "This time is the server's: it includes the seconds your moves took to reach it while the connection was lost.",
    );
    await expect(lost).toBeHidden();
    // Every card turned reached the server exactly once: two accepted turns a move, no refusal.
    const moves = Number(await page.getByTestId('game-counter').textContent());
    expect(answers).toEqual(Array.from({ length: 2 * moves }, () => 200));
  });
});
