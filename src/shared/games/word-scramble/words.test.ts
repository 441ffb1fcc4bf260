import { describe, expect, it } from 'vitest';
import type { Difficulty } from './scoring.ts';
import { WORD_LISTS } from './words.ts';

/** How many different orders the letters of a word can be put in (n! over the repeats). */
function distinctOrders(word: string): number {
  const counts = new Map<string, number>();
  for (const letter of word) counts.set(letter, (counts.get(letter) ?? 0) + 1);
  let orders = 1;
  for (let n = 2; n <= word.length; n += 1) orders *= n;
  for (const count of counts.values()) for (let n = 2; n <= count; n += 1) orders /= n;
  return orders;
}

const SIZES: Record<Difficulty, [number, number]> = { easy: [28, 36], medium: [38, 46], hard: [38, 46] };

describe('Word Scramble word lists', () => {
  for (const difficulty of ['easy', 'medium', 'hard'] as const) {
    const list = WORD_LISTS[difficulty];

    it(`${difficulty}: about the promised number of words`, () => {
      const [min, max] = SIZES[difficulty];
      expect(list.length).toBeGreaterThanOrEqual(min);
      expect(list.length).toBeLessThanOrEqual(max);
    });

    it(`${difficulty}: upper-case letters only, no word twice`, () => {
      for (const { word } of list) expect(word).toMatch(/^[A-Z]+$/);
      expect(new Set(list.map(({ word }) => word)).size).toBe(list.length);
    });

    it(`${difficulty}: every word has a hint that does not give the word away`, () => {
      for (const { word, hint } of list) {
        expect(hint.trim().length, word).toBeGreaterThan(5);
        expect(hint.toUpperCase(), word).not.toContain(word);
      }
    });

    it(`${difficulty}: every word can be shown in at least two orders other than its own`, () => {
      for (const { word } of list) expect(distinctOrders(word), word).toBeGreaterThanOrEqual(3);
    });
  }

  it('easy words have 3 to 5 letters', () => {
    for (const { word } of WORD_LISTS.easy) {
      expect(word.length, word).toBeGreaterThanOrEqual(3);
      expect(word.length, word).toBeLessThanOrEqual(5);
    }
  });

  it('each level has longer words on average than the one before', () => {
    const average = (difficulty: Difficulty) =>
      WORD_LISTS[difficulty].reduce((sum, { word }) => sum + word.length, 0) / WORD_LISTS[difficulty].length;
    expect(average('medium')).toBeGreaterThan(average('easy'));
    expect(average('hard')).toBeGreaterThan(average('medium'));
    for (const { word } of WORD_LISTS.hard) expect(word.length, word).toBeGreaterThanOrEqual(7);
  });

  it('no word appears in two levels', () => {
    const all = Object.values(WORD_LISTS).flatMap((list) => list.map(({ word }) => word));
    expect(new Set(all).size).toBe(all.length);
  });
});
