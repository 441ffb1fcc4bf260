// Word Scramble's answers typed in the page, for the browser tests that play a game to the end: the
// game's own spec and the specs of what follows a finished game.
import type { Page } from '@playwright/test';
import { HUMAN_PACE } from '../../../src/shared/games/human-pace.ts';

/**
 * The time between two typed letters: a little over the fastest typing on record, so that a game
 * stays above its human floor (a faster one is not ranked). `fill` types a whole answer at once.
 */
export const KEY_PACE_MS = HUMAN_PACE.keystrokeMs + 45;

/** Types an answer into the focused field at a person's pace. */
export async function typeAnswer(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text, { delay: KEY_PACE_MS });
}

/** The field the answer is typed into, in English. */
export const answerField = (page: Page) => page.getByRole('textbox', { name: 'Your answer' });
