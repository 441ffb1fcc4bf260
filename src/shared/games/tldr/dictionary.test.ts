import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import wordListPath from 'word-list';
import { TLDR_ANSWERS } from './answers.ts';
import { parseDictionary, sixLetterWords } from './dictionary.ts';
import dictionaryText from './six-letter-words.txt?raw';

const dictionary = parseDictionary(dictionaryText);

describe('the TL;DR dictionary', () => {
  it('is every six-letter word of the word-list package (regenerate with scripts/tldr-dictionary.ts)', () => {
    expect(dictionaryText).toBe(`${sixLetterWords(readFileSync(wordListPath, 'utf8')).join('\n')}\n`);
  });

  it('holds real six-letter words only', () => {
    expect(dictionary.size).toBeGreaterThan(10_000);
    for (const word of dictionary) expect(word).toMatch(/^[A-Z]{6}$/);
    for (const word of ['PLANET', 'SPEEDS', 'ERASED', 'LEDGER']) expect(dictionary.has(word)).toBe(true);
    for (const word of ['QQQQQQ', 'ASDFGH', 'PLANE', 'PLANETS']) expect(dictionary.has(word)).toBe(false);
  });

  it('contains every answer', () => {
    for (const answer of TLDR_ANSWERS) expect(dictionary.has(answer), answer).toBe(true);
  });

  it('keeps only lower-case a-z six-letter lines of a list', () => {
    expect(sixLetterWords('planet\nPlanet\nplane\nplanets\nna-ive\ncafés\nplanet\nbridge\n')).toEqual([
      'bridge',
      'planet',
    ]);
  });
});
