import { readFileSync } from 'node:fs';
import naughtyWords from 'naughty-words/en.json' with { type: 'json' };
import { beforeAll, describe, expect, it } from 'vitest';
import { TLDR_ANSWERS } from '../src/shared/games/tldr/answers.ts';
import { ABOUT } from '../src/web/content/about.ts';
import {
  DEFINITION_MAX,
  irregularForms,
  MEANINGS_FILE,
  meaningOf,
  meaningsFile,
  readWordNet,
  shortDefinition,
  unsuitableDefinition,
  type WordNet,
  wordnetLicence,
} from './tldr-meaning-list.ts';

const unsuitable = unsuitableDefinition(naughtyWords);
let wordnet: WordNet;
const meaning = (word: string) => meaningOf(wordnet, word, unsuitable);

beforeAll(() => {
  wordnet = readWordNet();
});

describe("the extraction of TL;DR's word meanings from WordNet", () => {
  it("gives a word's part of speech and its most common sense's definition", () => {
    expect(meaning('ABACUS')).toEqual({
      partOfSpeech: 'noun',
      definition:
        'a tablet placed horizontally on top of the capital of a column as an aid in supporting the architrave',
      baseForm: null,
    });
    expect(meaning('ACCEPT')).toEqual({
      partOfSpeech: 'verb',
      definition: 'consider or hold as true',
      baseForm: null,
    });
    expect(meaning('ABSENT')).toMatchObject({
      partOfSpeech: 'adjective',
      definition: 'not being in a specified place',
    });
    expect(meaning('ABROAD')).toMatchObject({
      partOfSpeech: 'adverb',
      definition: 'to or in a foreign country',
    });
  });

  it('leaves out the examples that follow a definition', () => {
    // WordNet's gloss: "consider or hold as true; "I cannot accept the dogma of this church"; ..."
    expect(wordnet.gloss('verb', wordnet.index.verb.get('accept')?.synsets[0] as string)).toContain('"');
    expect(meaning('ACCEPT')?.definition).not.toContain('"');
    expect(shortDefinition('not being in a specified place; "he is absent today"; "absent minded"')).toBe(
      'not being in a specified place',
    );
    expect(shortDefinition('"only an example"')).toBeNull();
  });

  it('cuts a long definition at a semicolon, or else at a word with an ellipsis', () => {
    const clause = 'a long clause of the definition that goes on and on';
    expect(shortDefinition(`${clause}; ${clause}; ${clause}; ${clause}`)).toBe(
      `${clause}; ${clause}; ${clause}`,
    );
    const cut = shortDefinition(`${'word '.repeat(60)}end`) as string;
    expect(cut.length).toBeLessThanOrEqual(DEFINITION_MAX);
    expect(cut).toMatch(/ word…$/);
  });

  it("gives an inflected form its base form's meaning, and says which word that is", () => {
    expect(meaning('ADDING')).toMatchObject({ partOfSpeech: 'verb', baseForm: 'add' });
    expect(meaning('ADDING')?.definition).toMatch(/^make an addition/);
    expect(meaning('AIRMEN')).toMatchObject({ partOfSpeech: 'noun', baseForm: 'airman' });
    // A short vowel doubles the consonant before an ending, so these come from a base with a silent E.
    expect(meaning('MOPING')).toMatchObject({ partOfSpeech: 'verb', baseForm: 'mope' });
    expect(meaning('CUTEST')).toMatchObject({ partOfSpeech: 'adjective', baseForm: 'cute' });
  });

  it("gives an irregular form the meaning of its base form, as WordNet's exception lists do", () => {
    expect(meaning('FORGOT')).toMatchObject({ partOfSpeech: 'verb', baseForm: 'forget' });
    expect(meaning('BOUGHT')?.definition).toMatch(/^obtain by purchase/);
    expect(meaning('EASIER')).toMatchObject({ partOfSpeech: 'adjective', baseForm: 'easy' });
    expect(meaning('ALUMNI')).toMatchObject({ partOfSpeech: 'noun', baseForm: 'alumnus' });
  });

  it('lists only irregular forms that are answers, WordNet does not list as words, and whose base it has', () => {
    for (const [form, pos, base] of irregularForms()) {
      expect(TLDR_ANSWERS).toContain(form.toUpperCase());
      expect(wordnet.index[pos].has(form), form).toBe(false);
      expect(wordnet.index[pos].has(base), base).toBe(true);
    }
  });

  it('gives none for a word WordNet lacks', () => {
    expect(meaning('QXZVWK')).toBeNull();
    expect(meaning('UNLESS')).toBeNull();
  });

  it('passes over a sense whose definition the offensive-word filter refuses', () => {
    expect(meaning('ABLAZE')).toMatchObject({ definition: 'lighted up by or as by fire or flame' });
    expect(unsuitable('domesticated bovine animals as a group regardless of sex or age')).toBe(false);
  });

  it('wrote the committed file from the answer list and WordNet as they are now', () => {
    const entries = TLDR_ANSWERS.map((word) => [word, meaning(word)] as const);
    expect(readFileSync(MEANINGS_FILE, 'utf8')).toBe(meaningsFile(entries, wordnetLicence()));
  });
});

describe("WordNet's licence", () => {
  const words = (text: string) =>
    text
      .replace(/-\s*\n\s*/g, '')
      .split(/\s+/)
      .filter(Boolean);

  it('is quoted word for word on the about page, in English on both pages', () => {
    for (const page of [ABOUT.en, ABOUT.es as unknown as typeof ABOUT.en]) {
      const quotes = page.sections
        .flatMap((section) => section.blocks)
        .filter((block) => block.type === 'quote');
      expect(quotes).toHaveLength(1);
      expect(quotes[0]).toMatchObject({ lang: 'en' });
      expect(words((quotes[0] as { items: readonly string[] }).items.join('\n'))).toEqual(
        words(wordnetLicence()),
      );
    }
  });

  it('is in the NOTICE file and in the file of meanings, as its terms ask of every copy', () => {
    const notice = readFileSync(new URL('../NOTICE', import.meta.url), 'utf8');
    expect(words(notice).join(' ')).toContain(words(wordnetLicence()).join(' '));
    const header = readFileSync(MEANINGS_FILE, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('#'))
      .map((line) => line.slice(1))
      .join('\n');
    expect(words(header).join(' ')).toContain(words(wordnetLicence()).join(' '));
  });
});
