import { clockStatus, type GameEngine } from '../engine.ts';
import { type Floor, HUMAN_PACE } from '../human-pace.ts';
import type { WordMeaning } from '../word-meaning.ts';
import { type LetterState, scoreGuess } from './clues.ts';
import {
  chooseHardMode,
  deleteLetter,
  elapsedSeconds,
  enterGuess,
  gameResult,
  newGame,
  scoredRows,
  startClock,
  submitGuess,
  type TldrGame,
  type TldrResult,
  typeLetters,
} from './game.ts';
import type { TldrHint } from './hard-mode.ts';
import { TLDR_WORD_LENGTH, tldrScore } from './scoring.ts';
import { wordForDay } from './words.ts';

/** The secret state is the day's game itself, answer included (it is also what a reload resumes). */
export type TldrState = TldrGame;

export interface TldrView {
  day: string;
  /** Every submitted row with its clues. */
  rows: { guess: string; states: LetterState[] }[];
  /** The row being typed. */
  current: string;
  status: TldrGame['status'];
  /** The answer, once the game is over. */
  answer: string | null;
  /** The answer's meaning once the game is over, null before that and when none is known. */
  meaning: WordMeaning | null;
  /** Whether every revealed hint must be used in later guesses. */
  hardMode: boolean;
}

/**
 * The least time a person needs for a game as played: a keystroke for each letter of each guess
 * (the first letter starts the clock; Enter or the pause ends each row) and a reaction to each row's
 * clues before the next guess.
 */
export function tldrFloor(guesses: number): Floor {
  return {
    ms:
      guesses * TLDR_WORD_LENGTH * HUMAN_PACE.keystrokeMs + Math.max(0, guesses - 1) * HUMAN_PACE.reactionMs,
    moves: guesses,
  };
}

/**
 * Type letters (typing or pasting), delete the last one, or submit the row: the browser's own
 * games. A server-dealt game takes whole guesses (`guess`: the row is the word, then submitted).
 * `hard-mode` switches hard mode on or off before the first guess.
 */
export type TldrMove =
  | { type: 'start' }
  | { type: 'hard-mode'; on: boolean }
  | { type: 'type'; text: string }
  | { type: 'delete' }
  | { type: 'submit' }
  | { type: 'guess'; word: string };

/**
 * The day, and its answer as the server picked it. Without `answer` the day's public pick is used:
 * that form remains only until the browser's games are dealt by the server.
 */
export interface TldrOptions {
  day: string;
  answer?: string;
  /** The answer's meaning, from the server's extracted dictionary (null or absent: none known). */
  meaning?: WordMeaning | null;
}

export type TldrReveal =
  | { kind: 'unchanged' }
  | { kind: 'started' }
  | { kind: 'typed'; current: string }
  | { kind: 'hard-mode'; on: boolean }
  | { kind: 'refused'; reason: 'over' | 'incomplete' | 'not-in-word-list' | 'hard-mode-locked' }
  | { kind: 'refused'; reason: 'hint-not-used'; hint: TldrHint }
  | { kind: 'scored'; guess: string; clues: LetterState[]; verdict: 'wrong' | 'won' | 'lost' };

/** A guess is checked against the word list, which the browser loads late and the server reads from disk. */
export interface TldrEnv {
  isWord?: (word: string) => boolean;
}

function seconds(game: TldrGame, now: number): number {
  return gameResult(game)?.timeSeconds ?? elapsedSeconds(game.startedAt, now);
}

/** The day's answer decides the game, so the seed plays no part in the deal: every player gets the same. */
export const tldrEngine: GameEngine<
  TldrState,
  TldrView,
  TldrMove,
  TldrReveal,
  TldrOptions,
  TldrResult,
  TldrEnv
> = {
  deal: (_seed, { day, answer, meaning }) => newGame(day, answer ?? wordForDay(day), meaning ?? null),

  view: (game) => ({
    day: game.day,
    rows: scoredRows(game),
    current: game.current,
    status: game.status,
    answer: game.status === 'playing' ? null : game.answer,
    meaning: game.status === 'playing' ? null : (game.meaning ?? null),
    hardMode: game.hardMode ?? false,
  }),

  move(state, move, { at, isWord }) {
    if (move.type === 'start') {
      if (state.status !== 'playing') return { state, reveal: { kind: 'refused', reason: 'over' } };
      return { state: startClock(state, at), reveal: { kind: 'started' } };
    }
    if (move.type === 'hard-mode') {
      if (state.status !== 'playing') return { state, reveal: { kind: 'refused', reason: 'over' } };
      const next = chooseHardMode(state, move.on);
      return next
        ? { state: next, reveal: { kind: 'hard-mode', on: move.on } }
        : { state, reveal: { kind: 'refused', reason: 'hard-mode-locked' } };
    }
    // A whole guess is the row typed at once and submitted; refused, it leaves the game as it was.
    const game = move.type === 'guess' ? enterGuess(state, move.word, at) : state;
    if (move.type !== 'submit' && move.type !== 'guess') {
      const next = move.type === 'type' ? typeLetters(game, move.text, at) : deleteLetter(game);
      return next === game
        ? { state: game, reveal: { kind: 'unchanged' } }
        : { state: next, reveal: { kind: 'typed', current: next.current } };
    }
    if (!isWord) throw new Error('A TL;DR guess is checked against the word list');
    const { outcome, game: next, hint } = submitGuess(game, isWord, at);
    if (outcome === 'hint-not-used') {
      return { state, reveal: { kind: 'refused', reason: outcome, hint: hint as TldrHint } };
    }
    if (outcome === 'over' || outcome === 'incomplete' || outcome === 'not-in-word-list') {
      return { state, reveal: { kind: 'refused', reason: outcome } };
    }
    const guess = next.guesses.at(-1) as string;
    return {
      state: next,
      reveal: { kind: 'scored', guess, clues: scoreGuess(guess, next.answer), verdict: outcome },
    };
  },

  advance: (game) => game,

  status: (game) => clockStatus(game, game.status !== 'playing'),

  seconds,

  score: (game) => gameResult(game)?.score ?? 0,

  result: gameResult,

  scoreFor: (game, timeSeconds) => tldrScore(game.status === 'won', game.guesses.length, timeSeconds),

  elapsedMs(game) {
    if (game.status === 'playing' || game.startedAt === null) return null;
    if (game.endedAt !== undefined && game.endedAt !== null)
      return Math.max(0, game.endedAt - game.startedAt);
    return (game.finishedSeconds ?? 0) * 1000;
  },

  floor: (game) => tldrFloor(game.guesses.length),
};
