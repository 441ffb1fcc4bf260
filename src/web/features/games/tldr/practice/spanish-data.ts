import {
  parseSpanishDictionary,
  parseSpanishWords,
  type SpanishWord,
} from '../../../../../shared/games/tldr/spanish-words.ts';

// The Spanish practice word's data, each file its own chunk fetched only when a Spanish page opens the
// Spanish practice word: no English page, and no other mode, ever loads them. A failed fetch is
// forgotten, so that the next try fetches again.

let words: Promise<SpanishWord[]> | null = null;
let dictionary: Promise<ReadonlySet<string>> | null = null;

/** The practice words, as written and as played. */
export function loadSpanishWords(): Promise<SpanishWord[]> {
  words ??= import('../../../../../shared/games/tldr/spanish-practice-words.txt?raw').then(
    (module) => parseSpanishWords(module.default),
    (error: unknown) => {
      words = null;
      throw error;
    },
  );
  return words;
}

/** Every six-letter Spanish word a guess may be, in the game's capitals (Ñ kept, no accents). */
export function loadSpanishDictionary(): Promise<ReadonlySet<string>> {
  dictionary ??= import('../../../../../shared/games/tldr/spanish-six-letter-words.txt?raw').then(
    (module) => parseSpanishDictionary(module.default),
    (error: unknown) => {
      dictionary = null;
      throw error;
    },
  );
  return dictionary;
}
