import { readFileSync } from 'node:fs';
import spanishWords from 'an-array-of-spanish-words' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import wordListPath from 'word-list';
import { seededRandom } from '../random.ts';
import { currentWord, rescramble } from './game.ts';
import { dealPractice, guessPractice, type PracticeList, practiceAnswer } from './practice.ts';
import { PRACTICE_WORDS_EN } from './practice-words-en.ts';
import { PRACTICE_WORDS_ES } from './practice-words-es.ts';
import { type Difficulty, WORDS_PER_GAME } from './scoring.ts';
import { WORD_LISTS } from './words.ts';

const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard'];
/** About 30 easy, 40 medium and 40 hard words, as PRODUCT.md asks of every Word Scramble list. */
const SIZES: Record<Difficulty, [number, number]> = { easy: [28, 36], medium: [38, 46], hard: [38, 46] };
/** The ranked lists' letter counts (their own tests): easy 3 to 5, medium 5 to 7, hard 7 to 10. */
const LETTERS: Record<Difficulty, [number, number]> = { easy: [3, 5], medium: [5, 7], hard: [7, 10] };

const englishWords = new Set(readFileSync(wordListPath, 'utf8').split('\n'));
const spanishDictionary = new Set(spanishWords);
const rankedWords = new Set(Object.values(WORD_LISTS).flatMap((list) => list.map(({ word }) => word)));

/** How many different orders the letters of a word can be put in (n! over the repeats). */
function distinctOrders(word: string): number {
  const letters = [...word];
  const counts = new Map<string, number>();
  for (const letter of letters) counts.set(letter, (counts.get(letter) ?? 0) + 1);
  let orders = 1;
  for (let n = 2; n <= letters.length; n += 1) orders *= n;
  for (const count of counts.values()) for (let n = 2; n <= count; n += 1) orders /= n;
  return orders;
}

const LISTS: readonly [string, PracticeList, RegExp, (word: string) => boolean][] = [
  ['English', PRACTICE_WORDS_EN, /^[A-Z]+$/, (word) => englishWords.has(word.toLowerCase())],
  // The dictionary writes words without accents and with ñ: a word is looked up as answers compare it.
  [
    'Spanish',
    PRACTICE_WORDS_ES,
    /^[A-ZÁÉÍÓÚÜÑ]+$/,
    (word) => spanishDictionary.has(practiceAnswer(word).toLowerCase()),
  ],
];

describe.each(LISTS)('the %s practice list', (_, list, alphabet, inDictionary) => {
  const all = DIFFICULTIES.flatMap((difficulty) => list[difficulty].map(({ word }) => word));

  it.each(DIFFICULTIES)(
    '%s: about the promised number of words, each of the level’s length',
    (difficulty) => {
      const [min, max] = SIZES[difficulty];
      expect(list[difficulty].length).toBeGreaterThanOrEqual(min);
      expect(list[difficulty].length).toBeLessThanOrEqual(max);
      const [shortest, longest] = LETTERS[difficulty];
      for (const { word } of list[difficulty]) {
        expect([...word].length, word).toBeGreaterThanOrEqual(shortest);
        expect([...word].length, word).toBeLessThanOrEqual(longest);
      }
    },
  );

  it('is written in upper-case letters of its language, composed, with no word twice', () => {
    for (const word of all) {
      expect(word, word).toMatch(alphabet);
      expect(word.normalize('NFC'), word).toBe(word);
    }
    expect(new Set(all.map(practiceAnswer)).size).toBe(all.length);
  });

  it('has only words of the dictionary', () => {
    expect(all.filter((word) => !inDictionary(word))).toEqual([]);
  });

  it('gives every word a short hint that does not name it', () => {
    for (const difficulty of DIFFICULTIES) {
      for (const { word, hint } of list[difficulty]) {
        expect(hint.trim().length, word).toBeGreaterThan(5);
        expect(hint.length, word).toBeLessThanOrEqual(60);
        expect(practiceAnswer(hint), word).not.toContain(practiceAnswer(word));
      }
    }
  });

  it('has words that can each be shown in at least two orders other than their own', () => {
    for (const word of all) expect(distinctOrders(word), word).toBeGreaterThanOrEqual(3);
  });

  it('shares no word with the ranked lists, which stay on the server', () => {
    expect(all.filter((word) => rankedWords.has(practiceAnswer(word)))).toEqual([]);
  });
});

describe('practice answers', () => {
  it('leave accents out, keep Ñ a letter of its own and ignore case and spaces', () => {
    expect(practiceAnswer(' árbol ')).toBe('ARBOL');
    expect(practiceAnswer('Ratón')).toBe(practiceAnswer('RATON'));
    expect(practiceAnswer('pingüino')).toBe('PINGUINO');
    expect(practiceAnswer('año')).toBe('AÑO');
    expect(practiceAnswer('año')).not.toBe(practiceAnswer('ano'));
    // A decomposed ñ (n and a combining tilde) is the same letter.
    expect(practiceAnswer('an\u0303o')).toBe('AÑO');
  });

  it('take a Spanish word typed with or without its accents, and refuse N for Ñ', () => {
    const words = [
      { word: 'ÁRBOL', hint: 'Planta alta' },
      { word: 'NIÑO', hint: 'Un chico' },
    ];
    const list: PracticeList = { easy: words, medium: words, hard: words };
    let game = dealPractice(list, 'easy', seededRandom(1));
    const first = currentWord(game)?.word;
    const typed = first === 'ÁRBOL' ? 'arbol' : 'niño';
    const wrong = first === 'ÁRBOL' ? 'arbot' : 'nino';
    expect(guessPractice(game, wrong).outcome).toEqual({ kind: 'wrong' });
    const step = guessPractice(game, typed);
    expect(step.outcome).toEqual({ kind: 'correct', word: first, finished: false });
    game = step.state;
    expect(game.solved).toEqual([first]);
  });
});

describe('a practice deal', () => {
  it.each(DIFFICULTIES)('%s: five different words of the level, each scrambled', (difficulty) => {
    const game = dealPractice(PRACTICE_WORDS_ES, difficulty, seededRandom(42));
    const levelWords = new Set(PRACTICE_WORDS_ES[difficulty].map(({ word }) => word));
    expect(game.words).toHaveLength(WORDS_PER_GAME);
    expect(new Set(game.words.map(({ word }) => word)).size).toBe(WORDS_PER_GAME);
    for (const entry of game.words) {
      expect(levelWords.has(entry.word), entry.word).toBe(true);
      expect(entry.scrambled).not.toBe(entry.word);
      expect([...entry.scrambled].sort()).toEqual([...entry.word].sort());
    }
    expect(game).toMatchObject({ difficulty, current: 0, solved: [], streak: 0, status: 'playing' });
  });

  it('differs from one seed to another, and is the same for the same seed', () => {
    const words = (seed: number) => dealPractice(PRACTICE_WORDS_EN, 'hard', seededRandom(seed)).words;
    expect(words(7)).toEqual(words(7));
    expect(words(7).map(({ word }) => word)).not.toEqual(words(8).map(({ word }) => word));
  });

  it('plays to the end: five right answers finish it, a wrong one resets the streak', () => {
    let game = dealPractice(PRACTICE_WORDS_EN, 'medium', seededRandom(3));
    game = guessPractice(game, 'not a word').state;
    expect(game.streak).toBe(0);
    game = rescramble(game, seededRandom(4));
    for (let index = 0; index < WORDS_PER_GAME; index += 1) {
      const word = currentWord(game)?.word ?? '';
      const step = guessPractice(game, word.toLowerCase());
      expect(step.outcome).toEqual({ kind: 'correct', word, finished: index === WORDS_PER_GAME - 1 });
      game = step.state;
    }
    expect(game).toMatchObject({ status: 'finished', streak: WORDS_PER_GAME });
    expect(guessPractice(game, 'anything').outcome).toEqual({ kind: 'over' });
  });
});
