// Memory Match played in the page as a keyboard user would, for the browser tests that need a whole
// game: the game's own spec and the specs of what follows a finished game.
import { expect, type Locator, type Page } from '@playwright/test';
import { HUMAN_PACE } from '../../../src/shared/games/human-pace.ts';
import { MATCH_DELAY_MS, MISMATCH_DELAY_MS } from '../../../src/shared/games/memory-match/game.ts';

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

export function cardList(page: Page): Locator {
  return page.getByRole('list', { name: 'Cards' });
}

export function card(page: Page, number: number): Locator {
  return cardList(page).getByRole('button', { name: new RegExp(`^Card ${number},`) });
}

/** The board as a screen reader hears it: every card's accessible name. */
export async function readBoard(page: Page): Promise<CardView[]> {
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
export async function playWithKeyboard(
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
