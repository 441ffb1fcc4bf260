import { describe, expect, it } from 'vitest';
import {
  deleteLetter,
  gameResult,
  newGame,
  scoredRows,
  submitGuess,
  type TldrGame,
  typeLetters,
} from './game.ts';
import { tldrMaxScore } from './scoring.ts';
import { wordForDay } from './words.ts';

const DAY = '2026-11-22';
const ANSWER = wordForDay(DAY);
const WORDS = new Set([
  ANSWER,
  'SPEEDS',
  'ERASED',
  'PLANET',
  'GARDEN',
  'BRIDGE',
  'CANDLE',
  'SILVER',
  'ORANGE',
]);
const isWord = (word: string) => WORDS.has(word);
const WRONG = ['SPEEDS', 'ERASED', 'PLANET', 'GARDEN', 'BRIDGE', 'CANDLE', 'SILVER', 'ORANGE'].filter(
  (word) => word !== ANSWER,
);

function guess(game: TldrGame, word: string, now: number) {
  return submitGuess(typeLetters(game, word, now), isWord, now);
}

describe('a TL;DR game', () => {
  it('starts with the day’s word, no guesses and no clock', () => {
    const game = newGame(DAY, ANSWER);
    expect(game.answer).toBe(ANSWER);
    expect(game.guesses).toEqual([]);
    expect(game.startedAt).toBeNull();
    expect(game.status).toBe('playing');
  });

  it('starts the clock at the first letter typed, not later ones', () => {
    const first = typeLetters(newGame(DAY, ANSWER), 'p', 1_000);
    expect(first.startedAt).toBe(1_000);
    expect(typeLetters(first, 'l', 5_000).startedAt).toBe(1_000);
    expect(typeLetters(newGame(DAY, ANSWER), '12 !', 1_000).startedAt).toBeNull();
  });

  it('types letters only and at most six, and deletes with Backspace', () => {
    let game = typeLetters(newGame(DAY, ANSWER), 'pl-a', 0);
    expect(game.current).toBe('PLA');
    game = typeLetters(game, 'netXYZ', 0);
    expect(game.current).toBe('PLANET');
    expect(deleteLetter(game).current).toBe('PLANE');
  });

  it('does not submit fewer than six letters', () => {
    const game = typeLetters(newGame(DAY, ANSWER), 'PLANE', 0);
    const { outcome, game: after } = submitGuess(game, isWord, 0);
    expect(outcome).toBe('incomplete');
    expect(after.guesses).toEqual([]);
  });

  it('refuses a word that is not in the word list without using an attempt', () => {
    const game = typeLetters(newGame(DAY, ANSWER), 'QQQQQQ', 0);
    const { outcome, game: after } = submitGuess(game, isWord, 0);
    expect(outcome).toBe('not-in-word-list');
    expect(after.guesses).toEqual([]);
    expect(after.current).toBe('QQQQQQ');
  });

  it('records a wrong guess, clears the row and goes on', () => {
    const { outcome, game } = guess(newGame(DAY, ANSWER), WRONG[0] as string, 0);
    expect(outcome).toBe('wrong');
    expect(game.guesses).toEqual([WRONG[0]]);
    expect(game.current).toBe('');
    expect(game.status).toBe('playing');
    expect(scoredRows(game)[0]?.states).toHaveLength(6);
  });

  it('is won by the answer, with the time from the first letter', () => {
    let game = guess(newGame(DAY, ANSWER), WRONG[0] as string, 10_000).game;
    const won = guess(game, ANSWER.toLowerCase(), 52_400);
    expect(won.outcome).toBe('won');
    game = won.game;
    expect(game.status).toBe('won');
    expect(game.finishedSeconds).toBe(42);
    expect(gameResult(game)).toEqual({ won: true, attempts: 2, timeSeconds: 42, score: 1000 + 800 + 258 });
    // Nothing more can be typed or guessed.
    expect(typeLetters(game, 'A', 60_000)).toBe(game);
    expect(submitGuess(game, isWord, 60_000).outcome).toBe('over');
  });

  it('is lost after the sixth wrong guess', () => {
    let game = newGame(DAY, ANSWER);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const result = guess(game, WRONG[attempt] as string, 1_000 * attempt);
      expect(result.outcome).toBe('wrong');
      game = result.game;
    }
    const last = guess(game, WRONG[5] as string, 400_000);
    expect(last.outcome).toBe('lost');
    expect(last.game.status).toBe('lost');
    expect(gameResult(last.game)).toEqual({ won: false, attempts: 6, timeSeconds: 400, score: 0 });
  });

  it('submits at least one second, and scores from that time so the server accepts it', () => {
    const game = guess(newGame(DAY, ANSWER), ANSWER, 5_000).game;
    expect(game.finishedSeconds).toBe(0);
    const result = gameResult(game);
    expect(result?.timeSeconds).toBe(1);
    expect(result?.score).toBe(tldrMaxScore(1));
  });

  it('has no result while playing', () => {
    expect(gameResult(newGame(DAY, ANSWER))).toBeNull();
  });
});
