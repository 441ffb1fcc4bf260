import { createHmac, randomInt } from 'node:crypto';
import type { Difficulty } from '../../../shared/games/define-game.ts';
import { sharedWordPick, rankedWordPick as tldrRankedPick } from '../../../shared/games/tldr/daily-words.ts';
import { keyedWordOrder } from '../../../shared/games/word-scramble/daily-order.ts';
import type { HintedWord } from '../../../shared/games/word-scramble/words.ts';

const TWO_TO_32 = 4_294_967_296;

/**
 * Numbers in [0, 1) drawn from HMAC-SHA-256(secret, key | counter): the same secret and key always
 * give the same numbers, and without the secret they cannot be told from chance (unlike a 32-bit
 * seed, which can be searched from what a few moves reveal).
 */
export function keyedRandom(secret: string, key: string): () => number {
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

/** The server's keyed numbers for a secret, as a deal's tools lend them. */
const keyedBy = (secret: string) => (key: string) => keyedRandom(secret, key);

/** TL;DR's word of the day for a Pacific day (YYYY-MM-DD), as the list and the secret pick it. */
export function dailyWordPick(secret: string, day: string): string {
  return sharedWordPick(keyedBy(secret), day);
}

/** A signed-in player's own ranked TL;DR word of a Pacific day: never the day's shared word. */
export function rankedWordPick(secret: string, userId: number, day: string, dailyWord: string): string {
  return tldrRankedPick(keyedBy(secret), userId, day, dailyWord);
}

/** A signed-in player's order of a difficulty's Word Scramble words for a Pacific day, with the secret. */
export function dailyWordOrder(
  secret: string,
  playerKey: string,
  day: string,
  difficulty: Difficulty,
): HintedWord[] {
  return keyedWordOrder(keyedBy(secret), playerKey, day, difficulty);
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
