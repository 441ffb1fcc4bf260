import type { Difficulty } from '../define-game.ts';
import { hashText, seededRandom, shuffled } from '../random.ts';
import { type HintedWord, WORD_LISTS } from './words.ts';

/**
 * A signed-in player's order of a difficulty's words for a Pacific day: the spec's daily order
 * (player, day, difficulty), drawn with the server's keyed numbers so that the public word lists do
 * not give it.
 */
export function keyedWordOrder(
  keyedRandom: (key: string) => () => number,
  playerKey: string,
  day: string,
  difficulty: Difficulty,
): HintedWord[] {
  return shuffled(WORD_LISTS[difficulty], keyedRandom(`word-scramble|${playerKey}|${day}|${difficulty}`));
}

/** A guest's words: an order of its own, drawn at random. */
export function randomWordOrder(difficulty: Difficulty, random: () => number): HintedWord[] {
  return shuffled(WORD_LISTS[difficulty], random);
}

/**
 * The day's order of a difficulty's words for a player: the same player, Pacific day (YYYY-MM-DD)
 * and difficulty always give the same order.
 */
export function dailyOrder(playerKey: string, day: string, difficulty: Difficulty): HintedWord[] {
  const random = seededRandom(hashText(`word-scramble|${playerKey}|${day}|${difficulty}`));
  return shuffled(WORD_LISTS[difficulty], random);
}
