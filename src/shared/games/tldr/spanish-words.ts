import { foldSpanish } from './practice.ts';

/** A Spanish practice word as it is written (accents kept, for the result) and as it is played. */
export interface SpanishWord {
  shown: string;
  folded: string;
}

/** The practice words' file (one word a line, as spelt) as words to play. */
export function parseSpanishWords(text: string): SpanishWord[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((shown) => ({ shown, folded: foldSpanish(shown) }));
}

/** The Spanish dictionary's file (one word a line, in the game's capitals) as a set. */
export function parseSpanishDictionary(text: string): ReadonlySet<string> {
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  );
}

/** A practice word drawn with a number in [0, 1): the browser deals with its own random numbers. */
export function drawSpanishWord(words: readonly SpanishWord[], random: number): SpanishWord {
  return words[Math.min(words.length - 1, Math.floor(random * words.length))] as SpanishWord;
}
