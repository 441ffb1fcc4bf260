import { describe, expect, it } from 'vitest';
import { identifierProblem, identifierProblemMessage } from './identifier-profile.ts';

describe('identifierProblem', () => {
  it.each([
    ['Latin', 'Ada Lovelace'],
    ['Latin with digits and marks', "O'Brien-Smith_99.x"],
    ['Greek', 'Ωμέγα'],
    ['Cyrillic', 'Борис'],
    ['Japanese: Han, Hiragana and Katakana', '名前ですカナ'],
    ['Han beyond the Basic Multilingual Plane', '\u{20000}\u{20001}\u{2A6DF}'],
    ['Latin with Han and kana', 'Sam李さん'],
    ['Latin with Han and Bopomofo', 'Lee李ㄅ'],
    ['Latin with Hangul and Han', 'Kim한국李'],
    ['Latin with Arabic', 'Ali علي'],
    ['Latin with Thai', 'Nok นก'],
    ['Arabic-Indic digits with Arabic', 'علي٣'],
  ])('accepts %s', (_label, name) => {
    expect(identifierProblem(name)).toBeNull();
  });

  it.each([
    ['a small capital M', 'ᴍartin', 'ᴍ'],
    ['a small capital L', 'biʟʟ', 'ʟ'],
    ['Cherokee', 'ᎪᎡᎢ', 'Ꭺ'],
    ['Gothic', '\u{10330}\u{10331}\u{10332}', '\u{10330}'],
    ['an emoji', '🧠 brain', '🧠'],
    ['a symbol', 'Bea_100%', '%'],
    ['an Ogham space mark', 'ada\u1680lovelace', '\u1680'],
  ])('refuses %s: outside the General Security Profile', (_label, name, character) => {
    expect(identifierProblem(name)).toEqual({ kind: 'restrictedCharacter', character });
  });

  it.each([
    ['Latin with a Cyrillic letter', '\u0430lice'],
    ['Latin with a Greek letter', 'Π1ato'],
    ['Cyrillic with Greek', 'Иωан'],
    ['Katakana with Hangul', 'カタカナ한글'],
    ['Latin with Arabic and Thai', 'Ali علي นก'],
  ])('refuses %s: beyond Moderately Restrictive', (_label, name) => {
    expect(identifierProblem(name)).toEqual({ kind: 'mixedScripts' });
  });

  it('says which character is not allowed, by its code point', () => {
    expect(identifierProblemMessage({ kind: 'restrictedCharacter', character: 'ᴍ' })).toMatch(
      /^Username must not contain "ᴍ" \(U\+1D0D\)/,
    );
    expect(identifierProblemMessage({ kind: 'mixedScripts' })).toMatch(/must not mix writing systems/);
  });
});
