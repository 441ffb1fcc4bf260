import { describe, expect, it } from 'vitest';
import { TLDR_ANSWERS } from '../../shared/games/tldr/answers.ts';
import { parseTldrMeanings, readTldrMeanings } from './tldr-meanings.ts';

describe("TL;DR's word meanings as the server reads them", () => {
  it('hold every answer, in the order of the list, and no other word', async () => {
    const meanings = await readTldrMeanings();
    expect([...meanings.keys()]).toEqual(TLDR_ANSWERS);
  });

  it('give most answers a meaning, and none to a word WordNet lacks', async () => {
    const meanings = await readTldrMeanings();
    const known = [...meanings.values()].filter((meaning) => meaning !== null);
    expect(known.length).toBeGreaterThan(TLDR_ANSWERS.length * 0.9);
    expect(meanings.get('ADDING')).toMatchObject({ partOfSpeech: 'verb', baseForm: 'add' });
    expect(meanings.get('FORGOT')).toMatchObject({ partOfSpeech: 'verb', baseForm: 'forget' });
    expect(meanings.get('UNLESS')).toBeNull();
  });

  it('refuse a file with a line they cannot read', () => {
    expect(() => parseTldrMeanings('ABACUS\tnoun\t\ta tablet\nABACUS\t-\n')).toThrow(/ABACUS/);
    expect(() => parseTldrMeanings('ABACUS\tpronoun\t\ta tablet\n')).toThrow();
    expect(parseTldrMeanings('# a comment\nABACUS\tnoun\t\ta tablet\nFORGOT\t-\n')).toEqual(
      new Map([
        ['ABACUS', { partOfSpeech: 'noun', definition: 'a tablet', baseForm: null }],
        ['FORGOT', null],
      ]),
    );
  });
});
