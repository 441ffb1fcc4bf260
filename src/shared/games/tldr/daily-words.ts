import { TLDR_ANSWERS } from './answers.ts';

/** An item of a list drawn with the given numbers: the same numbers always draw the same. */
function drawn<T>(items: readonly T[], random: () => number): T {
  return items[Math.min(items.length - 1, Math.floor(random() * items.length))] as T;
}

/**
 * The word of the day everyone shares, for a Pacific day (YYYY-MM-DD), as the list and the server's
 * keyed numbers pick it: each day drawn on its own, so past days say nothing about any other (a word
 * may come again). The first deal of a day stores it, and the stored word is the day's from then on.
 */
export function sharedWordPick(keyedRandom: (key: string) => () => number, day: string): string {
  return drawn(TLDR_ANSWERS, keyedRandom(`tldr-daily|${day}`));
}

/**
 * A signed-in player's own ranked word of a Pacific day, drawn from the player and the day: never
 * the day's shared word, so no guest game, second account or friend can tell it.
 */
export function rankedWordPick(
  keyedRandom: (key: string) => () => number,
  userId: number,
  day: string,
  sharedWord: string,
): string {
  const random = keyedRandom(`tldr-ranked|${userId}|${day}`);
  for (;;) {
    const word = drawn(TLDR_ANSWERS, random);
    if (word !== sharedWord) return word;
  }
}
