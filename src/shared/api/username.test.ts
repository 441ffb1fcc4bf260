import { describe, expect, it } from 'vitest';
import {
  hasOtherSpaces,
  normalizeUsername,
  USERNAME_INPUT_MAX,
  usernameLength,
  usernameProblem,
} from './username.ts';

const check = (raw: string) => usernameProblem(normalizeUsername(raw));

describe('usernameProblem', () => {
  it.each([['alice'], ['Ada Lovelace'], ['José_99'], ['Ölçü'], ['名前です'], ['Ωμέγα'], ['a-b.c']])(
    'accepts %j',
    (name) => {
      expect(check(name)).toBeNull();
    },
  );

  it.each([
    ['a zero-width space', 'alice\u200b'],
    ['bidi marks', 'a\u200fb\u200ec'],
    ['Hangul fillers alone', '\u3164\u3164\u3164'],
    ['a Hangul filler inside', 'al\u3164ice'],
    ['choseong and jungseong fillers', 'ab\u115f\u1160'],
    ['a halfwidth Hangul filler', 'abc\uffa0'],
    ['the blank braille pattern', '\u2800\u2800\u2800'],
    ['a word joiner', 'ali\u2060ce'],
    ['a soft hyphen', 'ali\u00adce'],
    ['a variation selector', 'alice\ufe0f'],
    ['a right-to-left override', '\u202eecila'],
    ['a tab', 'ali\tce'],
    ['a private-use character', 'ali\ue000ce'],
    ['an unassigned code point', 'ali\u{50000}ce'],
    ['a lone surrogate', 'ali\ud800ce'],
    ['a line separator', 'ali\u2028ce'],
  ])('refuses %s', (_label, name) => {
    expect(check(name)).toBe('invisible');
  });

  it.each([
    ['a mark NFKC cannot join', 'ja\u0308\u0301ne'],
    ['an overlay', 'z\u0336oe'],
    ['an enclosing circle', 'ann\u20dd'],
    ['a Devanagari vowel sign', '\u0938\u0941\u0930\u0947\u0936'],
  ])('refuses %s: a combining mark left after NFKC', (_label, name) => {
    expect(check(name)).toBe('combiningMark');
  });

  it('takes accents typed apart that NFKC joins to their letter', () => {
    expect(check('e\u0301mile')).toBeNull();
  });

  it('finds spaces other than U+0020 inside what was typed, not at its ends', () => {
    for (const space of ['\u00a0', '\u1680', '\u2000', '\u2003', '\u200a', '\u202f', '\u205f', '\u3000']) {
      expect(hasOtherSpaces(`ada${space}lovelace`), space).toBe(true);
      expect(hasOtherSpaces(`${space}ada${space}`), space).toBe(false);
    }
    expect(hasOtherSpaces('ada lovelace')).toBe(false);
  });

  it('normalises with NFKC before it counts and trims', () => {
    expect(normalizeUsername('  ｆｕｌｌｗｉｄｔｈ  ')).toBe('fullwidth');
    expect(normalizeUsername('e\u0301mile')).toBe('émile');
    expect(normalizeUsername('\u3000bob\u3000')).toBe('bob');
    expect(normalizeUsername('ﬁne')).toBe('fine');
  });

  it('counts code points after NFKC: 3 to 50', () => {
    expect(check('ab')).toBe('tooShort');
    expect(check('   ab   ')).toBe('tooShort');
    expect(check('')).toBe('required');
    expect(check('   ')).toBe('required');
    // Two letters and an accent typed apart are two characters once joined.
    expect(check('ae\u0301')).toBe('tooShort');
    expect(check('x'.repeat(50))).toBeNull();
    expect(check('x'.repeat(51))).toBe('tooLong');
    const astral = '\u{20000}'.repeat(50);
    expect(astral.length).toBe(100);
    expect(usernameLength(astral)).toBe(50);
    expect(check(astral)).toBeNull();
    expect(check(`${astral}\u{20000}`)).toBe('tooLong');
    expect(check('\u{10330}\u{10331}\u{10332}')).toBeNull();
  });

  it('leaves a form field room for every valid name', () => {
    expect('\u{20000}'.repeat(50).length).toBeLessThanOrEqual(USERNAME_INPUT_MAX);
    // 50 accented letters typed as letter plus accent.
    expect('e\u0301'.repeat(50).length).toBeLessThanOrEqual(USERNAME_INPUT_MAX);
  });
});
