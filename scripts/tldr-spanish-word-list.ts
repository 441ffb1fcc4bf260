// How TL;DR's Spanish practice words are made: the most frequent words of Spanish film and television
// subtitles (OpenSubtitles, as the @zxcvbn-ts/language-es-es package counts them; MIT, its data under
// ODC-BY) that have six letters (ñ is one letter; accents are kept for showing the word and ignored
// for playing it) and are in the Spanish dictionary package an-array-of-spanish-words (MIT), less
// the naughty-words Spanish list and our reviewed list of words a practice game should not hand out.
// Besides, the Spanish dictionary a guess is checked against: every six-letter word of that package.
// scripts/tldr-spanish-words.ts writes both files; a unit test checks they are what it would write now.
import { readFileSync } from 'node:fs';
import naughtyWords from 'naughty-words/es.json' with { type: 'json' };
import { foldSpanish } from '../src/shared/games/tldr/practice.ts';

/** How many practice words the list holds: enough to practise for years, all of them common. */
const SPANISH_PRACTICE_COUNT = 1_000;

/** Filter entries this long or longer also rule out every word that contains them. */
const SHORTEST_CONTAINED_OFFENSIVE = 4;

/** Six Spanish letters, written as a dictionary or a subtitle writes them (lower case). */
const SIX_SPANISH_LETTERS = /^[a-zñáéíóúü]{6}$/;

const file = (relative: string) => new URL(relative, import.meta.url);

export const SPANISH_WORDS_FILE = file('../src/shared/games/tldr/spanish-practice-words.txt');
export const SPANISH_DICTIONARY_FILE = file('../src/shared/games/tldr/spanish-six-letter-words.txt');

export interface SpanishInputs {
  /** Spanish words, most frequent first, in lower case with their accents. */
  readonly frequencies: readonly string[];
  /** Every word of the Spanish dictionary package, lower case (it writes no accents, only ñ). */
  readonly dictionary: readonly string[];
  readonly offensive: readonly string[];
  readonly sensitive: ReadonlySet<string>;
  readonly count: number;
}

/** The dictionary's six-letter words in the game's capitals (Ñ kept), sorted, without repeats. */
export function spanishDictionary(words: readonly string[]): string[] {
  return [...new Set(words.filter((word) => SIX_SPANISH_LETTERS.test(word)).map(foldSpanish))].sort();
}

const DROP_RULES = ['notInDictionary', 'offensive', 'sensitive'] as const;
type DropRule = (typeof DROP_RULES)[number];

/**
 * The practice words, each as the subtitles spell it (lower case, accents kept), in order of
 * frequency. A word whose letters without accents were taken already is left out ("cambió" after
 * "cambio"), so that no two words are played the same.
 */
export function buildSpanishWords(inputs: SpanishInputs): {
  words: string[];
  examined: number;
  dropped: Record<DropRule, number>;
} {
  const dictionary = new Set(spanishDictionary(inputs.dictionary));
  const offensive = inputs.offensive.map(foldSpanish);
  const contained = offensive.filter((entry) => [...entry].length >= SHORTEST_CONTAINED_OFFENSIVE);
  const rules: Record<DropRule, (folded: string) => boolean> = {
    notInDictionary: (folded) => !dictionary.has(folded),
    offensive: (folded) => offensive.includes(folded) || contained.some((entry) => folded.includes(entry)),
    sensitive: (folded) => inputs.sensitive.has(folded),
  };
  const dropped = Object.fromEntries(DROP_RULES.map((rule) => [rule, 0])) as Record<DropRule, number>;
  const words: string[] = [];
  const seen = new Set<string>();
  let examined = 0;
  for (const word of inputs.frequencies) {
    if (words.length === inputs.count) break;
    if (!SIX_SPANISH_LETTERS.test(word)) continue;
    const folded = foldSpanish(word);
    if (seen.has(folded)) continue;
    seen.add(folded);
    examined += 1;
    const rule = DROP_RULES.find((name) => rules[name](folded));
    if (rule) dropped[rule] += 1;
    else words.push(word);
  }
  if (words.length < inputs.count) {
    throw new Error(`Only ${words.length} of ${inputs.count} Spanish words in the frequency list`);
  }
  return { words, examined, dropped };
}

/** The reviewed list's text: one word a line; lines starting with # and blank lines are comments. */
export function parseSpanishSensitiveWords(text: string): ReadonlySet<string> {
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map(foldSpanish),
  );
}

export function readSpanishInputs(): SpanishInputs {
  const json = (resolved: string) => JSON.parse(readFileSync(new URL(resolved), 'utf8')) as string[];
  return {
    frequencies: json(import.meta.resolve('@zxcvbn-ts/language-es-es/src/commonWords.json')),
    dictionary: json(import.meta.resolve('an-array-of-spanish-words')),
    offensive: naughtyWords,
    sensitive: parseSpanishSensitiveWords(readFileSync(file('./tldr-spanish-sensitive-words.txt'), 'utf8')),
    count: SPANISH_PRACTICE_COUNT,
  };
}

/** The practice words' file: one word a line, as spelt, in order of frequency. */
export function spanishWordsText(words: readonly string[]): string {
  return `${words.join('\n')}\n`;
}
