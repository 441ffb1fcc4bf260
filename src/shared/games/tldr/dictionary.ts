import { TLDR_WORD_LENGTH } from './scoring.ts';

const SIX_LOWER_CASE_LETTERS = new RegExp(`^[a-z]{${TLDR_WORD_LENGTH}}$`);

/**
 * The six-letter words of a word list (one word a line): lower-case letters a to z only, so
 * names, abbreviations, hyphenated and accented words are left out. Sorted, without repeats.
 */
export function sixLetterWords(wordList: string): string[] {
  const words = new Set<string>();
  for (const line of wordList.split('\n')) {
    const word = line.trim();
    if (SIX_LOWER_CASE_LETTERS.test(word)) words.add(word);
  }
  return [...words].sort();
}

/** The dictionary file's text (one word a line) as a set of upper-case words. */
export function parseDictionary(text: string): ReadonlySet<string> {
  return new Set(
    text
      .split('\n')
      .map((word) => word.trim().toUpperCase())
      .filter((word) => word.length === TLDR_WORD_LENGTH),
  );
}
