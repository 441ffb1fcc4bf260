import { readFileSync } from 'node:fs';
import naughtyWords from 'naughty-words/es.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import {
  buildSpanishWords,
  readSpanishInputs,
  spanishDictionary,
  spanishWordsText,
} from '../../../../scripts/tldr-spanish-word-list.ts';
import { foldSpanish } from './practice.ts';
import { parseSpanishWords } from './spanish-words.ts';

const read = (relative: string) => readFileSync(new URL(relative, import.meta.url), 'utf8');
const wordsText = read('./spanish-practice-words.txt');
const dictionaryText = read('./spanish-six-letter-words.txt');
const words = parseSpanishWords(wordsText);
const dictionary = new Set(dictionaryText.trim().split('\n'));

describe('the Spanish practice words', () => {
  it('holds 1,000 different words of six letters, ñ counted as one', () => {
    expect(words).toHaveLength(1_000);
    expect(new Set(words.map((word) => word.folded)).size).toBe(words.length);
    for (const { folded } of words) expect([...folded], folded).toHaveLength(6);
    for (const { folded } of words) expect(folded).toMatch(/^[A-ZÑ]{6}$/);
  });

  it('keeps ñ as a letter and the words’ accents for showing them', () => {
    expect(words.filter(({ folded }) => folded.includes('Ñ')).length).toBeGreaterThan(10);
    expect(words.find(({ shown }) => shown === 'mañana')).toEqual({ shown: 'mañana', folded: 'MAÑANA' });
    expect(words.find(({ shown }) => shown === 'rápido')).toEqual({ shown: 'rápido', folded: 'RAPIDO' });
  });

  it('holds only words of the Spanish dictionary a guess is checked against', () => {
    expect(dictionary.size).toBeGreaterThan(20_000);
    for (const { folded } of words) expect(dictionary.has(folded), folded).toBe(true);
  });

  it('holds no word of the Spanish offensive-word filter, nor one containing an entry of 4+ letters', () => {
    const entries = naughtyWords.map(foldSpanish);
    for (const { folded } of words) {
      const hits = entries.filter(
        (entry) => entry === folded || ([...entry].length >= 4 && folded.includes(entry)),
      );
      expect(hits, folded).toEqual([]);
    }
  });

  it('is what the script would write now from its packages and the reviewed list', () => {
    const inputs = readSpanishInputs();
    expect(inputs.sensitive.size).toBeGreaterThan(50);
    const built = buildSpanishWords(inputs).words;
    expect(spanishWordsText(built)).toBe(wordsText);
    for (const word of built) expect(inputs.sensitive.has(foldSpanish(word)), word).toBe(false);
    expect(spanishWordsText(spanishDictionary(inputs.dictionary))).toBe(dictionaryText);
  });
});
