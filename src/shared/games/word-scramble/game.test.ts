import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random.ts';
import { dailyOrder } from './daily-order.ts';
import {
  newGame,
  normalizeGuess,
  playerSeedKey,
  rescramble,
  scoreOf,
  scrambleWord,
  submitGuess,
  type WordScrambleState,
  wordsForGame,
} from './game.ts';
import { WORDS_PER_GAME } from './scoring.ts';
import { WORD_LISTS } from './words.ts';

const sorted = (text: string) => [...text].sort().join('');

function gameOf(difficulty: 'easy' | 'medium' | 'hard' = 'easy', seed = 1): WordScrambleState {
  const order = dailyOrder(playerSeedKey(7), '2026-03-14', difficulty);
  return newGame(wordsForGame(order, 0), difficulty, seededRandom(seed));
}

function solveAll(state: WordScrambleState): WordScrambleState {
  let next = state;
  for (const entry of state.words) next = submitGuess(next, entry.word).state;
  return next;
}

describe('Word Scramble daily order', () => {
  it('is a reordering of the whole list', () => {
    const order = dailyOrder('user:1', '2026-03-14', 'medium');
    expect(order.map(({ word }) => word).sort()).toEqual(WORD_LISTS.medium.map(({ word }) => word).sort());
  });

  it('is the same for the same player, day and difficulty', () => {
    expect(dailyOrder('user:42', '2026-03-14', 'hard')).toEqual(dailyOrder('user:42', '2026-03-14', 'hard'));
    expect(dailyOrder('guest', '2026-03-14', 'easy')).toEqual(dailyOrder('guest', '2026-03-14', 'easy'));
  });

  it('differs from one day to the next', () => {
    const days = ['2026-03-13', '2026-03-14', '2026-03-15', '2026-12-31', '2027-01-01'];
    const orders = days.map((day) =>
      dailyOrder('user:42', day, 'easy')
        .map(({ word }) => word)
        .join(),
    );
    expect(new Set(orders).size).toBe(days.length);
  });

  it('differs from one player to another', () => {
    const players = [playerSeedKey(1), playerSeedKey(2), playerSeedKey(3), playerSeedKey(null)];
    const orders = players.map((key) =>
      dailyOrder(key, '2026-03-14', 'easy')
        .map(({ word }) => word)
        .join(),
    );
    expect(new Set(orders).size).toBe(players.length);
  });

  it('differs between difficulties, each drawing on its own list', () => {
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      const words = new Set(WORD_LISTS[difficulty].map(({ word }) => word));
      for (const { word } of dailyOrder('user:9', '2026-03-14', difficulty))
        expect(words.has(word)).toBe(true);
    }
  });

  it('names guests alike and players by id', () => {
    expect(playerSeedKey(null)).toBe(playerSeedKey(undefined));
    expect(playerSeedKey(5)).not.toBe(playerSeedKey(null));
  });

  it('gives each game the next five words, wrapping around the end of the order', () => {
    const order = dailyOrder('user:3', '2026-03-14', 'easy');
    expect(wordsForGame(order, 0)).toEqual(order.slice(0, 5));
    expect(wordsForGame(order, 1)).toEqual(order.slice(5, 10));
    const games = Math.ceil(order.length / WORDS_PER_GAME);
    const wrapping = wordsForGame(order, games - 1);
    const start = (games - 1) * WORDS_PER_GAME;
    expect(wrapping).toEqual([...order.slice(start), ...order].slice(0, 5));
    expect(wordsForGame(order, games * order.length)).toEqual(order.slice(0, 5));
  });
});

describe('Word Scramble game', () => {
  it('has five words, each shown scrambled and never as itself', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const state = gameOf('easy', seed);
      expect(state.words).toHaveLength(WORDS_PER_GAME);
      for (const entry of state.words) {
        expect(entry.scrambled).not.toBe(entry.word);
        expect(sorted(entry.scrambled)).toBe(sorted(entry.word));
      }
    }
  });

  it('accepts a correct guess in any case, trimmed', () => {
    const state = gameOf();
    const word = state.words[0]?.word ?? '';
    expect(normalizeGuess(`  ${word.toLowerCase()} `)).toBe(word);
    const { state: next, outcome } = submitGuess(state, `  ${word.toLowerCase()}\t`);
    expect(outcome).toEqual({ kind: 'correct', word, finished: false });
    expect(next.solved).toEqual([word]);
    expect(next.streak).toBe(1);
    expect(next.current).toBe(1);
  });

  it('keeps the word and resets the streak to 0 on a wrong guess', () => {
    let state = gameOf();
    state = submitGuess(state, state.words[0]?.word ?? '').state;
    state = submitGuess(state, state.words[1]?.word ?? '').state;
    expect(state.streak).toBe(2);
    const { state: next, outcome } = submitGuess(state, 'ZZZZ');
    expect(outcome).toEqual({ kind: 'wrong' });
    expect(next.streak).toBe(0);
    expect(next.current).toBe(2);
    expect(next.solved).toHaveLength(2);
    const after = submitGuess(next, next.words[2]?.word ?? '').state;
    expect(after.streak).toBe(1);
  });

  it('does not count an empty guess as wrong', () => {
    let state = gameOf();
    state = submitGuess(state, state.words[0]?.word ?? '').state;
    for (const guess of ['', '   ', '\t']) {
      const { state: next, outcome } = submitGuess(state, guess);
      expect(outcome).toEqual({ kind: 'empty' });
      expect(next).toBe(state);
    }
  });

  it('does not accept the scrambled letters as they are shown', () => {
    const state = gameOf();
    const { outcome } = submitGuess(state, state.words[0]?.scrambled ?? '');
    expect(outcome.kind).toBe('wrong');
  });

  it('ends after five words are solved', () => {
    let state = gameOf('hard');
    for (let index = 0; index < WORDS_PER_GAME; index += 1) {
      expect(state.status).toBe('playing');
      const { state: next, outcome } = submitGuess(state, state.words[index]?.word ?? '');
      expect(outcome).toEqual({
        kind: 'correct',
        word: state.words[index]?.word,
        finished: index === WORDS_PER_GAME - 1,
      });
      state = next;
    }
    expect(state.status).toBe('finished');
    expect(state.solved).toHaveLength(5);
    expect(submitGuess(state, 'ANYTHING').outcome).toEqual({ kind: 'over' });
    expect(rescramble(state, Math.random)).toBe(state);
  });

  it('rescrambles into an order different from the word and from the current scramble', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const random = seededRandom(seed);
      for (const difficulty of ['easy', 'medium', 'hard'] as const) {
        let state = newGame(
          wordsForGame(dailyOrder('guest', '2026-01-01', difficulty), seed),
          difficulty,
          random,
        );
        for (let turn = 0; turn < 3; turn += 1) {
          const before = state.words[0]?.scrambled;
          state = rescramble(state, random);
          const entry = state.words[0];
          expect(entry?.scrambled).not.toBe(before);
          expect(entry?.scrambled).not.toBe(entry?.word);
          expect(sorted(entry?.scrambled ?? '')).toBe(sorted(entry?.word ?? ''));
        }
      }
    }
  });

  it('finds another order even for three-letter words with a repeated letter and an unhelpful random', () => {
    const stuck = () => 0;
    for (const [word, shown] of [
      ['EEL', 'ELE'],
      ['EEL', 'LEE'],
      ['ADD', 'DAD'],
      ['CAT', 'ACT'],
    ] as const) {
      const next = scrambleWord(word, stuck, [shown]);
      expect(next).not.toBe(word);
      expect(next).not.toBe(shown);
      expect(sorted(next)).toBe(sorted(word));
    }
  });

  it('scores with the words, the streak and the difficulty bonus', () => {
    const easy = solveAll(gameOf('easy'));
    const medium = solveAll(gameOf('medium'));
    const hard = solveAll(gameOf('hard'));
    expect(scoreOf(easy, 40)).toBe(5000 - 600 + 2500 + 500);
    expect(scoreOf(medium, 40)).toBe(5000 - 600 + 2500 + 500 + 200);
    expect(scoreOf(hard, 40)).toBe(5000 - 600 + 2500 + 500 + 500);
    expect(scoreOf(gameOf('hard'), 0)).toBe(5500);
    expect(scoreOf(hard, 100_000)).toBe(0);
  });

  it('scores the streak as it stands at the end, after a wrong guess', () => {
    let state = gameOf('medium');
    state = submitGuess(state, state.words[0]?.word ?? '').state;
    state = submitGuess(state, state.words[1]?.word ?? '').state;
    state = submitGuess(state, 'WRONG').state;
    for (const index of [2, 3, 4]) state = submitGuess(state, state.words[index]?.word ?? '').state;
    expect(state.status).toBe('finished');
    expect(state.streak).toBe(3);
    expect(scoreOf(state, 30)).toBe(5000 - 450 + 2500 + 300 + 200);
  });
});
