import { createHmac, randomInt } from 'node:crypto';
import { shuffled } from '../../../shared/games/random.ts';
import { TLDR_ANSWERS } from '../../../shared/games/tldr/answers.ts';
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

/** An item of a list drawn with keyed numbers: the same secret and key always draw the same. */
function drawn<T>(items: readonly T[], random: () => number): T {
  return items[Math.min(items.length - 1, Math.floor(random() * items.length))] as T;
}

/**
 * TL;DR's word of the day for a Pacific day (YYYY-MM-DD), as the list and the secret pick it: each
 * day drawn on its own, so past days say nothing about any other (a word may come again). The first
 * deal of a day stores it (`dailyWord`), and the stored word is the day's from then on.
 */
export function dailyWordPick(secret: string, day: string): string {
  return drawn(TLDR_ANSWERS, keyedRandom(secret, `tldr-daily|${day}`));
}

/**
 * A signed-in player's own ranked word of a Pacific day, drawn with the secret from the player and
 * the day: never the day's shared word, so no guest game, second account or friend can tell it.
 */
export function rankedWordPick(secret: string, userId: number, day: string, dailyWord: string): string {
  const random = keyedRandom(secret, `tldr-ranked|${userId}|${day}`);
  for (;;) {
    const word = drawn(TLDR_ANSWERS, random);
    if (word !== dailyWord) return word;
  }
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

/**
 * The answer a TL;DR play of a day gets while the day's stored word is the list's pick (always so
 * for a database that dealt the day with today's list and secret): a guest's (userId null) or a
 * word-of-the-day play gets the shared word, a signed-in player's ranked play their own.
 */
export function tldrAnswerOf(secret: string, day: string, userId: number | null): string {
  const shared = dailyWordPick(secret, day);
  return userId === null ? shared : rankedWordPick(secret, userId, day, shared);
}
