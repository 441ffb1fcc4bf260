import { expect, type Locator, type Page, test } from '@playwright/test';
import { HUMAN_PACE } from '../../src/shared/games/human-pace.ts';
import { MATCH_DELAY_MS, MISMATCH_DELAY_MS } from '../../src/shared/games/memory-match/game.ts';
import { dayBeforeTodayPacific } from '../../src/shared/games/tldr/archive-days.ts';
import { PATHS } from '../../src/web/lib/paths.ts';
import { clearOfPacificMidnight, tldrAnswerOf } from './support/daily-picks.ts';
import { type Slide, solveFifteen } from './support/fifteen-solver.ts';
import {
  gotoHomeWithBoards,
  gotoHydrated,
  signUpThroughApi,
  storeSignedInUser,
  toast,
  uniqueUsername,
} from './support/site.ts';
import { playPuzzleAtTheFloor } from './support/verified-games.ts';

// PRODUCT.md (Languages, look): on a 390x844 screen each game's board is fully visible without
// scrolling. Toasts never cover a game's board, keys, buttons or fields, on a phone or a desktop.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Every element `parts` finds is wholly inside the window, as the page first shows it. */
async function expectWhollyShown(parts: Locator, count: number): Promise<void> {
  await expect(parts).toHaveCount(count);
  for (let index = 0; index < count; index += 1) await expect(parts.nth(index)).toBeInViewport({ ratio: 1 });
}

/**
 * The game's controls and board under the visible toast: every button, field, link, tile and
 * board of the page's main content whose box meets the toast's (what the sticky header already
 * hides does not count). Named by their accessible name or text, for the failure message.
 */
async function controlsUnderToast(page: Page, shown: Locator): Promise<string[]> {
  await expect(shown).toBeVisible();
  // Radix slides the toast in; its place is measured once it has settled.
  await expect(async () => {
    const first = await shown.boundingBox();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    expect(await shown.boundingBox()).toEqual(first);
  }).toPass();
  const box = await shown.boundingBox();
  if (!box) throw new Error('the toast has no box');
  return page.evaluate((toastBox) => {
    // The site's sticky header comes first in the page.
    const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const controls = document.querySelectorAll(
      '#main :is(button, input, textarea, select, a[href], [role="img"], [role="group"], fieldset, ul[aria-label])',
    );
    const hits: string[] = [];
    for (const control of controls) {
      const rect = control.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || rect.bottom <= headerBottom) continue;
      const meets =
        rect.left < toastBox.x + toastBox.width &&
        rect.right > toastBox.x &&
        rect.top < toastBox.y + toastBox.height &&
        rect.bottom > toastBox.y;
      if (meets) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 40) ?? '';
        hits.push(`${control.tagName.toLowerCase()} "${name}"`);
      }
    }
    return hits;
  }, box);
}

/** TL;DR's six rows and all 28 keys of its keyboard are inside the window as the page loads. */
async function expectTldrWhole(page: Page): Promise<void> {
  await gotoHydrated(page, PATHS.tldr);
  const grid = page.getByRole('group', { name: 'Guesses' });
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  await expectWhollyShown(grid.getByRole('group', { name: /^Guess \d$/ }), 6);
  const keyboard = page.getByRole('group', { name: 'Keyboard' });
  await expectWhollyShown(keyboard, 1);
  await expectWhollyShown(keyboard.getByRole('button'), 28);
  // The way to practice is there too.
  await expectWhollyShown(page.getByRole('link', { name: 'Past days' }), 1);
}

/**
 * TL;DR practice: the day picker and its button, the six rows and every key (29 in Spanish, with Ñ).
 * The archive's two answers stand in for a server with past days (tests/e2e/tldr-practice.spec.ts).
 */
async function expectPracticeWhole(page: Page, spanish: boolean): Promise<void> {
  // The page's clock stands still at the day worked out here, should the run cross Pacific midnight.
  const now = new Date();
  await page.clock.setFixedTime(now);
  const day = dayBeforeTodayPacific(now);
  await page.route('**/api/plays/tldr/archive', (route) => route.fulfill({ json: { firstDay: day } }));
  await page.route(`**/api/plays/tldr/answers/${day}`, (route) =>
    route.fulfill({ json: { day, answer: 'GARDEN', meaning: null } }),
  );
  await gotoHydrated(page, spanish ? `${PATHS.tldr}?lang=es&practice=spanish` : `${PATHS.tldr}?day=${day}`);
  await expect(page.getByTestId('tldr-word')).not.toBeEmpty();
  if (!spanish) {
    await expectWhollyShown(page.getByRole('combobox', { name: 'Past day' }), 1);
    await expectWhollyShown(page.getByRole('button', { name: 'Open', exact: true }), 1);
  }
  const grid = page.getByRole('group', { name: spanish ? 'Intentos' : 'Guesses' });
  await expectWhollyShown(grid.getByRole('group', { name: spanish ? /^Intento \d$/ : /^Guess \d$/ }), 6);
  const keyboard = page.getByRole('group', { name: spanish ? 'Teclado' : 'Keyboard' });
  await expectWhollyShown(keyboard.getByRole('button'), spanish ? 29 : 28);
}

test.describe('on a 390x844 phone, each game’s board is whole as the page loads', () => {
  test.use({ viewport: PHONE });

  test('Number Puzzle: the board and its fifteen tiles', async ({ page }) => {
    await gotoHydrated(page, PATHS.numberPuzzle);
    const board = page.getByRole('group', { name: /^Puzzle board, blank at/ });
    await expectWhollyShown(board, 1);
    await expectWhollyShown(board.getByRole('button', { name: /^Tile \d+/ }), 15);
  });

  test('Memory Match: the sixteen cards', async ({ page }) => {
    await gotoHydrated(page, PATHS.memoryMatch);
    const cards = page.getByRole('list', { name: 'Cards' });
    await expectWhollyShown(cards, 1);
    await expectWhollyShown(cards.getByRole('button', { name: /^Card \d+,/ }), 16);
  });

  test('Word Scramble: the letters, the answer field and its buttons', async ({ page }) => {
    await gotoHydrated(page, PATHS.wordScramble);
    await expectWhollyShown(page.getByRole('img', { name: /^Scrambled letters:/ }), 1);
    await expectWhollyShown(page.getByRole('textbox', { name: 'Your answer' }), 1);
    await expectWhollyShown(page.getByRole('button', { name: /^(Check|Rescramble)$/ }), 2);
  });

  test('TL;DR: the six rows of the grid and every key of the on-screen keyboard', async ({ page }) => {
    await expectTldrWhole(page);
  });

  test('TL;DR practice: an archive day with its picker, and the Spanish word with Ñ', async ({ page }) => {
    await expectPracticeWhole(page, false);
    await expectPracticeWhole(page, true);
  });

  test('in practice, each board is whole with the mode and untimed controls above it', async ({ page }) => {
    const controls = async () => {
      // The radios are drawn by their labels, inside the group the legend names.
      await expectWhollyShown(page.getByRole('group', { name: 'Mode' }), 1);
      await expectWhollyShown(page.getByRole('switch', { name: 'Untimed' }), 1);
    };
    await gotoHydrated(page, `${PATHS.numberPuzzle}?mode=practice`);
    const board = page.getByRole('group', { name: /^Puzzle board, blank at/ });
    await expectWhollyShown(board.getByRole('button', { name: /^Tile \d+/ }), 15);
    await controls();

    await gotoHydrated(page, `${PATHS.memoryMatch}?mode=practice`);
    await expectWhollyShown(
      page.getByRole('list', { name: 'Cards' }).getByRole('button', { name: /^Card \d+,/ }),
      16,
    );
    await controls();

    await gotoHydrated(page, `${PATHS.wordScramble}?mode=practice`);
    await expectWhollyShown(page.getByRole('img', { name: /^Scrambled letters:/ }), 1);
    await expectWhollyShown(page.getByRole('textbox', { name: 'Your answer' }), 1);
    await expectWhollyShown(page.getByRole('button', { name: /^(Check|Rescramble)$/ }), 2);
    await controls();
  });

  test('in Spanish practice, whose introductions are longer, each board is whole too', async ({ page }) => {
    const controls = async () => {
      await expectWhollyShown(page.getByRole('group', { name: 'Modo' }), 1);
      await expectWhollyShown(page.getByRole('switch', { name: 'Sin tiempo' }), 1);
    };
    await gotoHydrated(page, `${PATHS.numberPuzzle}?lang=es&mode=practice`);
    const board = page.getByRole('group', { name: /^Tablero, hueco en/ });
    await expectWhollyShown(board.getByRole('button', { name: /^Ficha \d+/ }), 15);
    await controls();

    await gotoHydrated(page, `${PATHS.memoryMatch}?lang=es&mode=practice`);
    await expectWhollyShown(
      page.getByRole('list', { name: 'Cartas' }).getByRole('button', { name: /^Carta \d+,/ }),
      16,
    );
    await controls();

    await gotoHydrated(page, `${PATHS.wordScramble}?lang=es&mode=practice`);
    await expectWhollyShown(page.getByRole('textbox', { name: 'Tu respuesta' }), 1);
    await expectWhollyShown(page.getByRole('button', { name: /^(Comprobar|Reordenar)$/ }), 2);
    await controls();
  });
});

test.describe('on a 1280x800 desktop, TL;DR is whole as the page loads', () => {
  test.use({ viewport: DESKTOP });

  test('TL;DR: the six rows of the grid and every key of the on-screen keyboard', async ({ page }) => {
    await expectTldrWhole(page);
  });

  test('TL;DR practice: an archive day with its picker', async ({ page }) => {
    await expectPracticeWhole(page, false);
  });
});

/** How long an arrow key is held: a little over the fastest slide on record, so that the solve is ranked. */
const SLIDE_PACE_MS = HUMAN_PACE.tileSlideMs + 20;
const ARROW: Record<Slide, string> = {
  up: 'ArrowUp',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
};

/** Solves the Number Puzzle on the page with the arrow keys, at a person's pace. */
async function solvePuzzle(page: Page): Promise<void> {
  const board = page.getByRole('group', { name: /^Puzzle board, blank at/ });
  const snapshot = await board.ariaSnapshot();
  const where = /group "Puzzle board, blank at row (\d), column (\d)"/.exec(snapshot);
  if (!where) throw new Error(`no blank in ${snapshot}`);
  const blank = (Number(where[1]) - 1) * 4 + Number(where[2]) - 1;
  const tiles = [...snapshot.matchAll(/button "Tile (\d+)/g)].map(([, number]) => Number(number));
  const position = [...tiles.slice(0, blank), 0, ...tiles.slice(blank)];
  await board.getByRole('button').first().focus();
  for (const direction of solveFifteen(position))
    await page.keyboard.press(ARROW[direction], { delay: SLIDE_PACE_MS });
}

/**
 * Plays a whole Memory Match by clicking, at a person's pace (so that the server ranks it): known
 * pairs at once, unknown cards otherwise, each card's symbol read from what the page announces.
 */
async function playMemory(page: Page): Promise<void> {
  const cards = page.getByRole('list', { name: 'Cards' }).getByRole('button');
  const seen = new Map<number, string>();
  const matched = new Set<number>();
  let nextTurnAt = 0;
  const turn = async (index: number): Promise<string> => {
    const early = nextTurnAt - Date.now();
    if (early > 0) await page.waitForTimeout(early);
    nextTurnAt = Date.now() + HUMAN_PACE.keystrokeMs + 20;
    await cards.nth(index).click();
    const announcer = page.getByTestId('game-announcer');
    await expect(announcer).toContainText(`Card ${index + 1}: `);
    const symbol = new RegExp(`Card ${index + 1}: ([^.]+)\\.`).exec(
      (await announcer.textContent()) ?? '',
    )?.[1];
    if (!symbol) throw new Error(`card ${index + 1} told no symbol`);
    seen.set(index, symbol);
    return symbol;
  };
  const partnerOf = (index: number) =>
    [...seen].find(
      ([other, symbol]) => other !== index && !matched.has(other) && symbol === seen.get(index),
    )?.[0];
  const unknown = () => {
    const next = Array.from({ length: 16 }, (_, index) => index).find((index) => !seen.has(index));
    if (next === undefined) throw new Error('no card left to turn');
    return next;
  };
  while (matched.size < 16) {
    const first =
      [...seen.keys()].find((index) => !matched.has(index) && partnerOf(index) !== undefined) ?? unknown();
    const firstSymbol = await turn(first);
    const second = partnerOf(first) ?? unknown();
    const secondSymbol = await turn(second);
    const match = firstSymbol === secondSymbol;
    nextTurnAt += match ? MATCH_DELAY_MS : MISMATCH_DELAY_MS;
    await expect(cards.nth(second)).toHaveAccessibleName(match ? /, matched$/ : /, hidden$/);
    if (match) matched.add(first).add(second);
  }
}

for (const [size, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`a toast during play covers no control of the game (${size})`, () => {
    test.use({ viewport });

    test('Word Scramble: a wrong answer’s toast', async ({ page }) => {
      await gotoHydrated(page, PATHS.wordScramble);
      await page.getByRole('textbox', { name: 'Your answer' }).fill('qqqq');
      await page.getByRole('button', { name: 'Check' }).click();
      expect(await controlsUnderToast(page, toast(page, 'Try again!'))).toEqual([]);
    });

    test('TL;DR: the toast of a won game, over its result and grid', async ({ page }, testInfo) => {
      await clearOfPacificMidnight(testInfo);
      await gotoHydrated(page, PATHS.tldr);
      await expect(page.getByRole('group', { name: 'Guesses' })).toHaveAttribute('aria-busy', 'false');
      // A whole row is sent on its own once typed.
      await page.keyboard.type(tldrAnswerOf().toLowerCase(), { delay: HUMAN_PACE.keystrokeMs + 35 });
      expect(await controlsUnderToast(page, toast(page, 'Congratulations!'))).toEqual([]);
    });

    test('Number Puzzle: the toast of a score sent to the leaderboard', async ({ page }) => {
      test.setTimeout(90_000);
      await storeSignedInUser(page, await signUpThroughApi(page.request));
      await gotoHydrated(page, PATHS.numberPuzzle);
      await solvePuzzle(page);
      expect(await controlsUnderToast(page, toast(page, 'Success!'))).toEqual([]);
    });

    test('Memory Match: the toast of a score sent to the leaderboard', async ({ page }) => {
      test.setTimeout(120_000);
      await storeSignedInUser(page, await signUpThroughApi(page.request));
      await gotoHydrated(page, PATHS.memoryMatch);
      await playMemory(page);
      expect(await controlsUnderToast(page, toast(page, 'Success!'))).toEqual([]);
    });
  });
}

test.describe('on a phone, a board shows every name whole', () => {
  test.use({ viewport: PHONE });

  test('a 50-character name without a space is wrapped, not cut, with "(you)" after it', async ({ page }) => {
    test.setTimeout(90_000);
    const username = uniqueUsername('UxT').padEnd(50, 'x');
    const player = await signUpThroughApi(page.request, username);
    await playPuzzleAtTheFloor(page.request, player.id);
    await storeSignedInUser(page, player);
    await gotoHomeWithBoards(page);
    const row = page
      .getByRole('table', { name: /Number Puzzle/ })
      .getByRole('row')
      .filter({ hasText: username });
    const name = row.getByRole('rowheader');
    await expect(name).toHaveText(`${username} (you)`);
    await name.scrollIntoViewIfNeeded();
    await expect(name).toBeInViewport({ ratio: 1 });
    // Nothing of the name is cut off or hidden: its cell holds all of it.
    expect(
      await name.evaluate((cell) => ({
        wide: cell.scrollWidth <= cell.clientWidth,
        tall: cell.scrollHeight <= cell.clientHeight,
      })),
    ).toEqual({ wide: true, tall: true });
  });
});
