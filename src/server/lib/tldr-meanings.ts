import { readFile } from 'node:fs/promises';
import { type WordMeaning, wordMeaningSchema } from '../../shared/games/word-meaning.ts';

/**
 * TL;DR's word meanings, extracted once from WordNet by `npm run tldr:meanings`: the server reads
 * this file alone, never the dictionary, and only it (it is never part of the browser's build).
 */
const MEANINGS_FILE = new URL('./tldr-meanings.tsv', import.meta.url);

/** Each answer's meaning, or null for a word WordNet has none for; by the word in upper case. */
export type TldrMeanings = ReadonlyMap<string, WordMeaning | null>;

/** The file's lines: `WORD<TAB>part of speech<TAB>base form<TAB>definition`, or `WORD<TAB>-`. */
export function parseTldrMeanings(text: string): TldrMeanings {
  const meanings = new Map<string, WordMeaning | null>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const [word, partOfSpeech, baseForm, definition] = line.split('\t');
    if (!word || !/^[A-Z]+$/.test(word) || meanings.has(word)) throw new Error(`Bad meanings line: ${line}`);
    if (partOfSpeech === '-') {
      meanings.set(word, null);
      continue;
    }
    meanings.set(word, wordMeaningSchema.parse({ partOfSpeech, definition, baseForm: baseForm || null }));
  }
  return meanings;
}

export async function readTldrMeanings(): Promise<TldrMeanings> {
  return parseTldrMeanings(await readFile(MEANINGS_FILE, 'utf8'));
}
