import { createHmac, randomInt } from 'node:crypto';
import { TLDR_ANSWERS } from '../../../shared/games/tldr/answers.ts';
import { dayNumber } from '../../../shared/games/tldr/words.ts';
import { shuffled } from '../../../shared/games/word-scramble/random.ts';
import type { Difficulty } from '../../../shared/games/word-scramble/scoring.ts';
import { type HintedWord, WORD_LISTS } from '../../../shared/games/word-scramble/words.ts';

const TWO_TO_32 = 4_294_967_296;

/**
 * Numbers in [0, 1) drawn from HMAC-SHA-256(secret, key | counter): the same secret and key always
 * give the same numbers, and without the secret they cannot be told from chance (unlike a 32-bit
 * seed, which can be searched from what a few moves reveal).
 */
function keyedRandom(secret: string, key: string): () => number {
  let counter = 0;
  let block: Buffer = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset + 4 > block.length) {
      block = createHmac('sha256', secret).update(`${key}|${counter}`).digest();
      counter += 1;
      offset = 0;
    }
    const value = block.readUInt32BE(offset) / TWO_TO_32;
    offset += 4;
    return value;
  };
}

/** Numbers in [0, 1) from the system's cryptographic source: what the server deals games with. */
export function cryptoRandom(): number {
  return randomInt(0, TWO_TO_32) / TWO_TO_32;
}

/**
 * TL;DR's answer of a Pacific day (YYYY-MM-DD). The days run through the answers in cycles as long
 * as the list, each cycle in an order drawn with the secret: every word comes once before any
 * repeats, and knowing the list does not give the day's word.
 */
export function tldrAnswer(secret: string, day: string): string {
  const count = TLDR_ANSWERS.length;
  const number = dayNumber(day);
  const cycle = Math.floor(number / count);
  const order = shuffled(TLDR_ANSWERS, keyedRandom(secret, `tldr|${cycle}`));
  return order[number - cycle * count] as string;
}

/**
 * A signed-in player's order of a difficulty's words for a Pacific day: the spec's daily order
 * (player, day, difficulty), drawn with the secret so that the public word lists do not give it.
 */
export function dailyWordOrder(
  secret: string,
  playerKey: string,
  day: string,
  difficulty: Difficulty,
): HintedWord[] {
  return shuffled(
    WORD_LISTS[difficulty],
    keyedRandom(secret, `word-scramble|${playerKey}|${day}|${difficulty}`),
  );
}

/** A guest's words: an order of its own, drawn at random. */
export function randomWordOrder(difficulty: Difficulty): HintedWord[] {
  return shuffled(WORD_LISTS[difficulty], cryptoRandom);
}
