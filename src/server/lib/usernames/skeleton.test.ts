import { describe, expect, it } from 'vitest';
import { usernameSkeleton } from './skeleton.ts';

describe('usernameSkeleton', () => {
  it.each([
    ['Cyrillic а for Latin a', '\u0430lice', 'alice'],
    ['Greek omicron for o', 'b\u03bfb', 'bob'],
    ['rn for m', 'rnartin', 'martin'],
    ['1 for l', 'a1ice', 'alice'],
    ['0 for o', 'b0b', 'bob'],
    ['0 for O', 'B0B', 'bob'],
    ['a capital I for l', 'AIice', 'Alice'],
    ['a Greek capital iota for l', 'A\u0399ice', 'alice'],
    ['a zero-width space', 'alice\u200b', 'alice'],
    ['another case', 'ALICE', 'alice'],
    ['Cyrillic capitals', '\u0410LICE', 'alice'],
    ['fullwidth letters', 'ａｌｉｃｅ', 'alice'],
    ['an accent typed apart', 'e\u0301mile', 'émile'],
  ])('joins %s', (_label, a, b) => {
    expect(usernameSkeleton(a)).toBe(usernameSkeleton(b));
  });

  it.each([
    ['alice', 'alicia'],
    ['émile', 'emile'],
    ['bob', 'bab'],
    ['名前', '名前です'],
  ])('keeps %j and %j apart', (a, b) => {
    expect(usernameSkeleton(a)).not.toBe(usernameSkeleton(b));
  });
});
