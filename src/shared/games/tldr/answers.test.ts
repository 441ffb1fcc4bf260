import { readFileSync } from 'node:fs';
import naughtyWords from 'naughty-words/en.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import {
  answersModule,
  buildAnswerList,
  parseSensitiveWords,
  readAnswerInputs,
} from '../../../../scripts/tldr-answer-list.ts';
import { TLDR_ANSWERS } from './answers.ts';
import { parseDictionary } from './dictionary.ts';

const read = (relative: string) => readFileSync(new URL(relative, import.meta.url), 'utf8');
const dictionary = parseDictionary(read('./six-letter-words.txt'));
const sensitive = parseSensitiveWords(read('../../../../scripts/tldr-sensitive-words.txt'));

describe('the TL;DR answer list', () => {
  it('holds at least 2,000 different words of six upper-case letters', () => {
    expect(TLDR_ANSWERS.length).toBeGreaterThanOrEqual(2_000);
    expect(new Set(TLDR_ANSWERS).size).toBe(TLDR_ANSWERS.length);
    for (const word of TLDR_ANSWERS) expect(word).toMatch(/^[A-Z]{6}$/);
  });

  it('holds only words of the dictionary a guess is checked against', () => {
    for (const word of TLDR_ANSWERS) expect(dictionary.has(word), word).toBe(true);
  });

  it('holds no word of the offensive-word filter, nor one containing an entry of 4+ letters', () => {
    const entries = naughtyWords.map((entry) => entry.toLowerCase());
    for (const word of TLDR_ANSWERS.map((answer) => answer.toLowerCase())) {
      const hits = entries.filter((entry) => entry === word || (entry.length >= 4 && word.includes(entry)));
      expect(hits, word).toEqual([]);
    }
  });

  it('holds no word of the reviewed sensitive list', () => {
    expect(sensitive.size).toBeGreaterThan(100);
    for (const word of TLDR_ANSWERS) expect(sensitive.has(word.toLowerCase()), word).toBe(false);
  });

  it('is what scripts/tldr-answers.ts writes from its inputs now (regenerate with npm run tldr:answers)', () => {
    const { answers } = buildAnswerList(readAnswerInputs());
    expect(read('./answers.ts')).toBe(answersModule(answers));
    expect(TLDR_ANSWERS).toEqual(answers);
  });
});

describe('the rules that make the answer list', () => {
  const inputs = {
    dictionary: new Set(['PLANET', 'GARDEN', 'PLANTS', 'CARESS', 'BODIES', 'WALKED', 'HOPPED']),
    englishWords: new Set(['plant', 'cares', 'body', 'walk', 'hop']),
    offensive: [],
    sensitive: new Set<string>(),
  };
  const frequencies = [
    'planet',
    'London',
    'plants',
    'bodies',
    'caress',
    'walked',
    'hopped',
    'garden',
    'zenith',
  ];

  it('keeps frequent dictionary words that are no name, plural or past tense, and sorts them', () => {
    const list = buildAnswerList({ ...inputs, frequencies: frequencies.map((word) => ({ word })), count: 3 });
    expect(list.answers).toEqual(['CARESS', 'GARDEN', 'PLANET']);
    expect(list.dropped).toEqual({
      name: 1,
      notInDictionary: 0,
      plural: 2,
      pastTense: 2,
      offensive: 0,
      sensitive: 0,
    });
    expect(list.examined).toBe(8);
  });

  it('drops words containing a filter entry and words of the sensitive list, and refuses a short list', () => {
    const build = () =>
      buildAnswerList({
        ...inputs,
        offensive: ['ARDE'],
        sensitive: new Set(['planet']),
        frequencies: frequencies.map((word) => ({ word })),
        count: 2,
      });
    expect(build).toThrow('Only 1 of 2 answers');
  });
});
