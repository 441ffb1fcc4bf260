import type { TestInfo } from '@playwright/test';
import { tldrAnswerOf as answerOf, dailyWordOrder } from '../../../src/server/modules/plays/daily.ts';
import { playerSeedKey, wordsForGame } from '../../../src/shared/games/word-scramble/game.ts';
import type { Difficulty } from '../../../src/shared/games/word-scramble/scoring.ts';
import type { HintedWord } from '../../../src/shared/games/word-scramble/words.ts';
import { nextPacificMidnight, pacificDay } from '../../../src/shared/time.ts';
import { E2E_GAME_SECRET } from './game-secret.ts';

/**
 * The TL;DR answer the test server deals on a Pacific day (today by default): the word of the day
 * for a guest (or any word-of-the-day play), a signed-in player's own ranked word for their id.
 */
export function tldrAnswerOf(day: string = pacificDay(new Date()), userId: number | null = null): string {
  return answerOf(E2E_GAME_SECRET, day, userId);
}

/** The words of a signed-in player's game of the day (0 first) at a difficulty, as the test server deals them. */
export function wordScrambleWordsOf(userId: number, difficulty: Difficulty, game = 0): HintedWord[] {
  const order = dailyWordOrder(E2E_GAME_SECRET, playerSeedKey(userId), pacificDay(new Date()), difficulty);
  return wordsForGame(order, game);
}

/**
 * Waits, when a test could still be running at the next Pacific midnight, until that midnight has
 * passed (the test's time limit grows by the wait): the day a test works out its words for and the
 * day the server deals on are then one day from its start to its end. Called before each test of
 * the specs that play the server's words of the day.
 */
export async function clearOfPacificMidnight(testInfo: TestInfo): Promise<void> {
  const wait = nextPacificMidnight(new Date()).getTime() - Date.now() + 1000;
  if (wait > testInfo.timeout + 1000) return;
  testInfo.setTimeout(testInfo.timeout + wait);
  await new Promise((resolve) => setTimeout(resolve, wait));
}
