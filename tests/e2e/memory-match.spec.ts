import { expect, type Locator, type Page, test } from '@playwright/test';
import { formatClock, formatPoints } from '../../src/shared/format.ts';
import { MATCH_DELAY_MS, MISMATCH_DELAY_MS } from '../../src/shared/games/memory-match/game.ts';
import { memorySubmittedScore } from '../../src/shared/games/memory-match/scoring.ts';
import { PATHS } from '../../src/web/lib/paths.ts';
import { axeViolations } from './support/axe.ts';
import { expectOnHomeLeaderboard, finalSeconds, useTheme, watchPlayResults } from './support/games.ts';
import { card, cardList, playWithKeyboard, readBoard } from './support/memory-match-play.ts';
import { gotoHydrated, sendMarkerRequest, signUpThroughApi, storeSignedInUser } from './support/site.ts';

// A whole game at a person's pace, its pairs shown for 0.5 s and 1 s, takes about 20 s here: a limit
// of five times that catches a hang without failing a slower machine.
test.describe.configure({ timeout: 100_000 });

const WAIT_FOR_PAIR = 'Wait for the pair to turn.';
const SCORES_EXPLAINED =
  'This final score counts the pairs found and your time; the score during play counted your moves and time, so the two differ.';

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
    await expect(panel).toContainText(SCORES_EXPLAINED);
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

/** Every message the game's live region says, in order, as the page's own observer saw it. */
async function recordAnnouncements(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const heard: string[] = [];
    Object.assign(window, { heardAnnouncements: heard });
    // Each message gets a fresh node in the region, a repeated one too: one added node, one message.
    new MutationObserver((records) => {
      for (const record of records) {
        const region = record.target as Element;
        if (record.addedNodes.length > 0 && region.getAttribute?.('data-testid') === 'game-announcer') {
          heard.push(region.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => [...(window as unknown as { heardAnnouncements: string[] }).heardAnnouncements]);
}

/** The cards (1 to 16) the page sends to the server, in order, each time a request carries one. */
function watchTurnsSent(page: Page): number[] {
  const sent: number[] = [];
  page.on('request', (request) => {
    const isMoves = /^\/api\/plays\/[^/]+\/moves$/.test(new URL(request.url()).pathname);
    if (!isMoves || request.method() !== 'POST') return;
    for (const move of (request.postDataJSON() as { moves: { card: number }[] }).moves) {
      sent.push(move.card + 1);
    }
  });
  return sent;
}

/** The server's deal of the page's game: a card clicked before it has nothing to turn. */
function waitForDeal(page: Page) {
  return page.waitForResponse(
    (response) => response.url().endsWith('/api/plays') && response.request().method() === 'POST',
  );
}

/** Stops the page's clock a little ahead of where it is: timers then run only when the test says. */
async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 5_000);
}

/** The symbol of the second card of a pair, from the live region (a mismatch shows only a second). */
async function announcedSymbol(page: Page, number: number): Promise<string> {
  const announcer = page.getByTestId('game-announcer');
  await expect(announcer).toContainText(`Card ${number}: `);
  return new RegExp(`Card ${number}: ([^.]+)\\.`).exec((await announcer.textContent()) ?? '')?.[1] as string;
}

/** Turns the first card of a pair with a click and reads its symbol from its name. */
async function turnFirstCard(page: Page, number: number): Promise<string> {
  await card(page, number).click();
  await expect(card(page, number)).toHaveAccessibleName(/^Card \d+, .+, face up$/);
  return ((await card(page, number).getAttribute('aria-label')) ?? '').split(', ')[1] as string;
}

test.describe('a pair on show', () => {
  useTheme('light');

  test('locks the face-down cards from its first to its last moment, after a mismatch and after a match, frees them when it resolves, and the game goes on to the end', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const heard = await recordAnnouncements(page);
    const sent = watchTurnsSent(page);
    await page.clock.install();
    const dealt = waitForDeal(page);
    await gotoHydrated(page, PATHS.memoryMatch);
    await dealt;
    const announcer = page.getByTestId('game-announcer');

    const seen = new Map<number, string>();
    const matched = new Set<number>();
    // Every card the test turned, in order: what the server must have received, once each.
    const turned: number[] = [];
    const checked = new Set<'match' | 'mismatch'>();
    const partnerOf = (number: number) =>
      [...seen].find(
        ([other, symbol]) => other !== number && !matched.has(other) && symbol === seen.get(number),
      )?.[0];
    const nextUnknown = () => {
      const unknown = Array.from({ length: 16 }, (_, index) => index + 1).find((number) => !seen.has(number));
      if (unknown === undefined) throw new Error('no card left to explore');
      return unknown;
    };
    const nextFirst = () =>
      [...seen.keys()].find((number) => !matched.has(number) && partnerOf(number) !== undefined) ??
      nextUnknown();

    /**
     * The pause of the pair just answered, on the page's stopped clock: at its first moment (the
     * answer), its middle and its last millisecond, a click and a key press on face-down cards do
     * nothing and every card is unavailable; "Wait for the pair to turn" is said once. One
     * millisecond later the pair has resolved, nothing was sent meanwhile, and a click turns the
     * next pair's first card, which is returned.
     */
    const checkPause = async (pair: [number, number], outcome: 'match' | 'mismatch', answeredAt: number) => {
      const delay = outcome === 'match' ? MATCH_DELAY_MS : MISMATCH_DELAY_MS;
      const next = nextFirst();
      const faceDown = (await readBoard(page))
        .filter((view) => view.state === 'hidden')
        .map((view) => view.number);
      const clicked = faceDown.includes(next) ? next : (faceDown[0] as number);
      const pressed = faceDown.find((number) => number !== clicked) as number;
      const heardBefore = (await heard()).length;
      const cards = cardList(page);
      const moments = [
        ['first moment', 0],
        ['middle', delay / 2],
        ['last moment', delay / 2 - 1],
      ] as const;
      for (const [moment, step] of moments) {
        if (step > 0) await page.clock.runFor(step);
        await test.step(`${outcome}, ${moment}`, async () => {
          await expect(cards.getByRole('button', { disabled: false })).toHaveCount(0);
          await expect(card(page, clicked)).toHaveAttribute('aria-disabled', 'true');
          await expect(card(page, clicked)).toHaveCSS('cursor', 'not-allowed');
          await expect(card(page, clicked)).toHaveCSS('opacity', '0.5');
          // A person's click: the button says it is unavailable, which Playwright would wait out.
          await card(page, clicked).click({ force: true });
          await expect(card(page, clicked)).toHaveAccessibleName(`Card ${clicked}, hidden`);
          await card(page, pressed).focus();
          await page.keyboard.press(moment === 'middle' ? 'Space' : 'Enter');
          await expect(card(page, pressed)).toHaveAccessibleName(`Card ${pressed}, hidden`);
          await expect(announcer).toHaveText(WAIT_FOR_PAIR);
        });
      }
      expect((await heard()).slice(heardBefore)).toEqual([WAIT_FOR_PAIR]);

      await page.clock.runFor(1);
      const after = outcome === 'match' ? /, matched$/ : /, hidden$/;
      await expect(card(page, pair[0])).toHaveAccessibleName(after);
      await expect(card(page, pair[1])).toHaveAccessibleName(after);
      const stillDown = (await readBoard(page)).filter((view) => view.state === 'hidden').length;
      await expect(cards.getByRole('button', { disabled: false })).toHaveCount(stillDown);
      await expect(card(page, clicked)).not.toHaveAttribute('aria-disabled');
      await expect(card(page, clicked)).toHaveCSS('cursor', 'pointer');
      // Nothing the player did during the pause was kept to be played later.
      await sendMarkerRequest(page);
      expect(sent).toEqual(turned);
      expect((await heard()).slice(heardBefore)).toEqual([WAIT_FOR_PAIR]);

      // The server times the pair on the real clock, which the stopped page clock has overtaken:
      // the next card reaches it after its own pause, as a person's would.
      const serverPause = answeredAt + delay - Date.now();
      if (serverPause > 0) await page.waitForTimeout(serverPause);
      turned.push(next);
      seen.set(next, await turnFirstCard(page, next));
      expect(await announcer.textContent()).toBe(`Card ${next}: ${seen.get(next)}.`);
      return next;
    };

    let firstUp: number | null = null;
    while (matched.size < 16) {
      const first = firstUp ?? nextFirst();
      if (firstUp === null) {
        turned.push(first);
        seen.set(first, await turnFirstCard(page, first));
      }
      firstUp = null;
      const second = partnerOf(first) ?? nextUnknown();
      const checking = checked.size < 2;
      if (checking) await pauseClock(page);
      const answered = page.waitForResponse(
        (response) => response.url().endsWith('/moves') && response.request().method() === 'POST',
      );
      turned.push(second);
      await card(page, second).click();
      await answered;
      const answeredAt = Date.now();
      seen.set(second, await announcedSymbol(page, second));
      const outcome = seen.get(second) === seen.get(first) ? 'match' : 'mismatch';
      if (outcome === 'match') matched.add(first).add(second);
      if (checking && !checked.has(outcome)) {
        checked.add(outcome);
        firstUp = await checkPause([first, second], outcome, answeredAt);
        await page.clock.resume();
        continue;
      }
      if (checking) await page.clock.resume();
      const after = outcome === 'match' ? /, matched$/ : /, hidden$/;
      await expect(card(page, second)).toHaveAccessibleName(after);
      await expect(card(page, first)).toHaveAccessibleName(after);
    }
    expect([...checked].sort()).toEqual(['match', 'mismatch']);

    const panel = resultPanel(page);
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(SCORES_EXPLAINED);
    // Every card turned reached the server once, in the order turned: none queued, none refused.
    await sendMarkerRequest(page);
    expect(sent).toEqual(turned);
    await expect(page.getByTestId('game-counter')).toHaveText(String(turned.length / 2));
  });

  test('while the answer to a pair is held, the board is locked too, and the wait is said in Spanish', async ({
    page,
  }) => {
    const sent = watchTurnsSent(page);
    const dealt = waitForDeal(page);
    await gotoHydrated(page, `${PATHS.memoryMatch}?lang=es`);
    await dealt;
    const cards = page.getByRole('list', { name: 'Cartas' });
    const carta = (number: number) => cards.getByRole('button', { name: new RegExp(`^Carta ${number},`) });
    const announcer = page.getByTestId('game-announcer');
    await carta(1).click();
    await expect(carta(1)).toHaveAccessibleName(/, boca arriba$/);

    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/plays/*/moves', (route) => held.then(() => route.continue()), { times: 1 });
    await carta(2).click();
    await expect(carta(2)).toHaveAccessibleName('Carta 2, girándose');
    await expect(carta(3)).toHaveAttribute('aria-disabled', 'true');
    await expect(carta(3)).toHaveCSS('opacity', '0.5');
    await carta(3).click({ force: true });
    await expect(announcer).toHaveText('Espera a que la pareja se gire.');
    await expect(carta(3)).toHaveAccessibleName('Carta 3, oculta');
    expect(await axeViolations(page)).toEqual([]);

    release();
    await expect(announcer).toContainText('Carta 2: ');
    // The pair shows, then resolves: card 3, clicked while it was locked, was never turned.
    await expect(carta(3)).not.toHaveAttribute('aria-disabled');
    await expect(carta(3)).toHaveAccessibleName('Carta 3, oculta');
    await sendMarkerRequest(page);
    expect(sent).toEqual([1, 2]);
    await carta(3).click();
    await expect(carta(3)).toHaveAccessibleName(/, boca arriba$/);
    expect(sent).toEqual([1, 2, 3]);
  });
});

test('a card clicked while the game is still being dealt turns as soon as the deal lands', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/plays', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  const sent = watchTurnsSent(page);
  await gotoHydrated(page, PATHS.memoryMatch);
  await card(page, 3).click();
  await expect(card(page, 3)).toHaveAccessibleName('Card 3, hidden');
  release();
  await expect(card(page, 3)).toHaveAccessibleName(/^Card 3, .+, face up$/);
  await expect.poll(() => sent).toEqual([3]);
});
