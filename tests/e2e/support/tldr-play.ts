// TL;DR played in the page by typing on the physical keyboard, for the browser tests that need a
// guess or a whole game: the game's own spec and the specs of what follows a finished game.
import { expect, type Page } from '@playwright/test';
import { HUMAN_PACE } from '../../../src/shared/games/human-pace.ts';
import { PATHS } from '../../../src/web/lib/paths.ts';
import { gotoHydrated } from './site.ts';

/** The game sends a full row this long after its sixth letter (`AUTO_SUBMIT_MS` in use-tldr-game.ts). */
export const AUTO_SUBMIT_MS = 500;

/**
 * Letters are typed at a person's pace: the server refuses a ranked game faster than its human floor
 * (a keystroke a letter, a reaction between rows), timed from the first letter to the last guess.
 * The pace decides nothing in the tests; it keeps every game above its floor on any machine.
 */
export const TYPING_DELAY_MS = HUMAN_PACE.keystrokeMs + 35;

export async function typeRow(page: Page, word: string) {
  await page.keyboard.type(word.toLowerCase(), { delay: TYPING_DELAY_MS });
}

/**
 * Opens the game and waits until the player's day is loaded and the board takes letters. The page's
 * clock runs as usual, and the test may move it on.
 */
export async function openTldr(page: Page) {
  await page.clock.install();
  await gotoHydrated(page, PATHS.tldr);
  await expect(page.getByRole('group', { name: 'Guesses' })).toHaveAttribute('aria-busy', 'false');
}

export function attempts(page: Page) {
  return page.getByTestId('game-counter');
}

/** Types a word on the physical keyboard; the row is sent once the clock has moved past the delay. */
export async function guessByTyping(page: Page, word: string, expectedAttempts: number) {
  await typeRow(page, word);
  await page.clock.fastForward(AUTO_SUBMIT_MS);
  await expect(attempts(page)).toHaveText(`${expectedAttempts}/6`);
}
