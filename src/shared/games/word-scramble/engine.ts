import {
  clockSeconds,
  clockStatus,
  type GameClock,
  type GameEngine,
  type GameResult,
  stoppedClockMs,
  tickClock,
  UNSTARTED_CLOCK,
} from '../engine.ts';
import { type Floor, HUMAN_PACE } from '../human-pace.ts';
import { hashText, seededRandom } from '../random.ts';
import { dailyOrder } from './daily-order.ts';
import {
  currentWord,
  type GuessOutcome,
  newGame,
  rescramble,
  scoreOf,
  submitGuess,
  type WordScrambleState,
  wordsForGame,
} from './game.ts';
import type { Difficulty } from './scoring.ts';
import type { HintedWord } from './words.ts';

/** The secret state: the five words with their answers, and the seed that scrambles them. */
export interface WordScrambleEngineState {
  game: WordScrambleState;
  clock: GameClock;
  seed: number;
  /** How many times Rescramble was pressed: each press draws its own letters from the seed. */
  rescrambles: number;
}

/**
 * Which five words. The server picks them itself (the player's next five of a daily order that also
 * depends on its secret) and passes them as `words`; the other form, the player's public daily order
 * for a difficulty and which game of the day it is, remains for the browser's own games.
 */
export type WordScrambleOptions =
  | { difficulty: Difficulty; words: readonly HintedWord[] }
  | {
      difficulty: Difficulty;
      /** `playerSeedKey` of the player. */
      playerKey: string;
      /** The Pacific day, YYYY-MM-DD. */
      day: string;
      /** 0 for the day's first five words. */
      gameNumber: number;
    };

/** The word in play as the player sees it: its letters scrambled and its hint, never the word. */
export interface WordScrambleView {
  difficulty: Difficulty;
  /** The word being guessed, or null once all are solved. */
  word: { scrambled: string; hint: string } | null;
  solved: readonly string[];
  total: number;
  streak: number;
}

/**
 * `start` is the first letter typed (it starts the clock); `guess` checks an answer against the
 * current word; `rescramble` shows the current word's letters in a new order.
 */
export type WordScrambleMove = { type: 'start' } | { type: 'guess'; text: string } | { type: 'rescramble' };

/** The next word's scramble and hint, or null when the game is over. */
type NextWord = { scrambled: string; hint: string } | null;

export type WordScrambleReveal =
  | Exclude<GuessOutcome, { kind: 'correct' }>
  | { kind: 'correct'; word: string; finished: boolean; next: NextWord }
  | { kind: 'started' }
  | { kind: 'rescrambled'; scrambled: string };

export interface WordScrambleResult extends GameResult {
  streak: number;
}

/**
 * The least time a person needs for a game as played: a keystroke for each letter of each word found
 * (the first letter of the first word starts the clock; Enter ends each word), and a reaction to each
 * new scramble after the first. Wrong answers and rescrambles are not counted.
 */
export function wordScrambleFloor(solved: readonly string[]): Floor {
  const letters = solved.reduce((sum, word) => sum + word.length, 0);
  return {
    ms: letters * HUMAN_PACE.keystrokeMs + Math.max(0, solved.length - 1) * HUMAN_PACE.reactionMs,
    moves: letters,
  };
}

function started(state: WordScrambleEngineState, at: number): WordScrambleEngineState {
  return state.clock.startedAt === null ? { ...state, clock: tickClock(state.clock, at, false) } : state;
}

export const wordScrambleEngine: GameEngine<
  WordScrambleEngineState,
  WordScrambleView,
  WordScrambleMove,
  WordScrambleReveal,
  WordScrambleOptions,
  WordScrambleResult
> = {
  deal(seed, options, random) {
    const { difficulty } = options;
    const words =
      'words' in options
        ? options.words
        : wordsForGame(dailyOrder(options.playerKey, options.day, difficulty), options.gameNumber);
    return {
      game: newGame(words, difficulty, random ?? seededRandom(seed)),
      clock: UNSTARTED_CLOCK,
      seed,
      rescrambles: 0,
    };
  },

  view({ game }) {
    const entry = currentWord(game);
    return {
      difficulty: game.difficulty,
      word: entry ? { scrambled: entry.scrambled, hint: entry.hint } : null,
      solved: game.solved,
      total: game.words.length,
      streak: game.streak,
    };
  },

  move(state, move, { at }) {
    if (state.game.status === 'finished') return { state, reveal: { kind: 'over' } };
    if (move.type === 'start') {
      return { state: started(state, at), reveal: { kind: 'started' } };
    }
    if (move.type === 'rescramble') {
      const random = seededRandom(hashText(`rescramble|${state.seed}|${state.rescrambles}`));
      const game = rescramble(state.game, random);
      const next = { ...started(state, at), game, rescrambles: state.rescrambles + 1 };
      return { state: next, reveal: { kind: 'rescrambled', scrambled: currentWord(game)?.scrambled ?? '' } };
    }
    const { state: game, outcome } = submitGuess(state.game, move.text);
    if (outcome.kind === 'empty' || outcome.kind === 'over') return { state, reveal: outcome };
    const begun = started(state, at);
    const ended = game.status === 'finished';
    const next = { ...begun, game, clock: tickClock(begun.clock, at, ended) };
    if (outcome.kind !== 'correct') return { state: next, reveal: outcome };
    const entry = currentWord(game);
    return {
      state: next,
      reveal: { ...outcome, next: entry ? { scrambled: entry.scrambled, hint: entry.hint } : null },
    };
  },

  advance: (state) => state,

  status: (state) => clockStatus(state.clock, state.game.status === 'finished'),

  seconds: (state, now) => clockSeconds(state.clock, now),

  score: (state, now) => scoreOf(state.game, clockSeconds(state.clock, now)),

  result(state) {
    if (state.game.status !== 'finished') return null;
    const timeSeconds = clockSeconds(state.clock, 0);
    return { timeSeconds, score: scoreOf(state.game, timeSeconds), streak: state.game.streak };
  },

  scoreFor: (state, timeSeconds) => scoreOf(state.game, timeSeconds),

  elapsedMs: (state) => (state.game.status === 'finished' ? stoppedClockMs(state.clock) : null),

  floor: (state) => wordScrambleFloor(state.game.solved),
};
