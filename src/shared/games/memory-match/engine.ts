import {
  clockedStep,
  clockSeconds,
  type GameClock,
  type GameEngine,
  type GameResult,
  type GameStatus,
  stoppedClockMs,
  UNSTARTED_CLOCK,
} from '../engine.ts';
import { type Floor, HUMAN_PACE } from '../human-pace.ts';
import { seededRandom } from '../random.ts';
import {
  MATCH_DELAY_MS,
  type MemoryEvent,
  type MemoryGame,
  type MemorySymbol,
  MISMATCH_DELAY_MS,
  newMemoryGame,
  resolvePair,
  turnCard,
} from './game.ts';
import { MEMORY_PAIRS, memoryDisplayedScore, memorySubmittedScore } from './scoring.ts';

/** The secret state: the whole deck, face-down symbols included. */
export interface MemoryMatchState {
  game: MemoryGame;
  clock: GameClock;
}

/** A card as the player sees it: its symbol only while it is face up or matched. */
export interface MemoryCardView {
  id: number;
  symbol: MemorySymbol | null;
  isFlipped: boolean;
  isMatched: boolean;
}

export interface MemoryMatchView {
  cards: readonly MemoryCardView[];
  moves: number;
  pairsFound: number;
  /** When the turned pair's outcome is due (the `resolve` move), or null when no pair waits. */
  resolveAt: number | null;
}

/**
 * Turn a card by its place (0 to 15), or let a turned pair's outcome apply once it is due (the
 * browser's own games; the server applies it itself through `advance`, at the time it fell due).
 */
export type MemoryMatchMove = { type: 'turn'; card: number } | { type: 'resolve' };

export interface MemoryMatchResult extends GameResult {
  moves: number;
}

/**
 * The least time a person needs for a game as played: a keystroke (a click or a tap) for each card
 * turned after the first, and the time each turned pair shows before the next card may turn (the
 * last match's half second ends the game).
 */
export function memoryFloor(game: MemoryGame): Floor {
  const turns = 2 * game.moves + (faceUpOutsidePair(game) ? 1 : 0);
  const matches = game.pairsFound + (game.pending?.outcome === 'match' ? 1 : 0);
  const mismatches = game.moves - matches;
  return {
    ms:
      Math.max(0, turns - 1) * HUMAN_PACE.keystrokeMs +
      matches * MATCH_DELAY_MS +
      mismatches * MISMATCH_DELAY_MS,
    moves: turns,
  };
}

/** Whether one card is face up on its own (the first card of a pair). */
function faceUpOutsidePair(game: MemoryGame): boolean {
  return game.pending === null && game.cards.some((card) => card.isFlipped && !card.isMatched);
}

const STATUS: Record<MemoryGame['status'], GameStatus> = { idle: 'ready', playing: 'playing', done: 'over' };
const isDone = (game: MemoryGame) => game.status === 'done';

export const memoryMatchEngine: GameEngine<
  MemoryMatchState,
  MemoryMatchView,
  MemoryMatchMove,
  MemoryEvent,
  Record<string, never>,
  MemoryMatchResult
> = {
  deal(seed, _options, random) {
    return { game: newMemoryGame(random ?? seededRandom(seed)), clock: UNSTARTED_CLOCK };
  },

  view({ game }) {
    return {
      cards: game.cards.map((card) => ({
        ...card,
        symbol: card.isFlipped || card.isMatched ? card.symbol : null,
      })),
      moves: game.moves,
      pairsFound: game.pairsFound,
      resolveAt: game.pending?.resolveAt ?? null,
    };
  },

  move(state, move, { at }) {
    const step = move.type === 'turn' ? turnCard(state.game, move.card, at) : resolvePair(state.game, at);
    return clockedStep(state, step, at, isDone);
  },

  advance(state, now) {
    const due = state.game.pending?.resolveAt;
    if (due === undefined || now < due) return state;
    return clockedStep(state, resolvePair(state.game, due), due, isDone).state;
  },

  status: (state) => STATUS[state.game.status],

  seconds: (state, now) => clockSeconds(state.clock, now),

  score(state, now) {
    const seconds = clockSeconds(state.clock, now);
    if (state.game.status === 'done') return memorySubmittedScore(seconds, MEMORY_PAIRS);
    return memoryDisplayedScore(seconds, state.game.moves);
  },

  result(state) {
    if (state.game.status !== 'done') return null;
    const timeSeconds = clockSeconds(state.clock, 0);
    return {
      timeSeconds,
      score: memorySubmittedScore(timeSeconds, state.game.pairsFound),
      moves: state.game.moves,
    };
  },

  scoreFor: (state, timeSeconds) => memorySubmittedScore(timeSeconds, state.game.pairsFound),

  elapsedMs: (state) => (state.game.status === 'done' ? stoppedClockMs(state.clock) : null),

  floor: (state) => memoryFloor(state.game),
};
