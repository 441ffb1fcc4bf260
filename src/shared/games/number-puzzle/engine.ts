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
import type { Board, Difficulty, Direction } from './board.ts';
import { newPuzzle, type PuzzleEvent, type PuzzleGame, playTile, slideTile } from './game.ts';
import { numberPuzzleScore } from './scoring.ts';

/** Nothing on the board is hidden: the secret state is the puzzle and its clock. */
export interface NumberPuzzleState {
  game: PuzzleGame;
  clock: GameClock;
}

export interface NumberPuzzleView {
  difficulty: Difficulty;
  board: Board;
  moves: number;
  solved: boolean;
}

/** Slide the tile on a square (a click), or the tile next to the blank in a direction (an arrow key). */
export type NumberPuzzleMove = { type: 'tile'; index: number } | { type: 'slide'; direction: Direction };

export interface NumberPuzzleResult extends GameResult {
  moves: number;
}

/** The least time a person needs for a game as played: a tile slide's minimum for each slide after the first. */
export function numberPuzzleFloor(slides: number): Floor {
  return { ms: Math.max(0, slides - 1) * HUMAN_PACE.tileSlideMs, moves: slides };
}

const STATUS: Record<PuzzleGame['status'], GameStatus> = {
  ready: 'ready',
  playing: 'playing',
  solved: 'over',
};

/** A puzzle one move from solved can be done within the first second; the shortest time is 1 s. */
function finalSeconds(clock: GameClock): number {
  return Math.max(1, clockSeconds(clock, clock.endedAt ?? 0));
}

function seconds(state: NumberPuzzleState, now: number): number {
  return state.game.status === 'solved' ? finalSeconds(state.clock) : clockSeconds(state.clock, now);
}

export const numberPuzzleEngine: GameEngine<
  NumberPuzzleState,
  NumberPuzzleView,
  NumberPuzzleMove,
  PuzzleEvent,
  { difficulty: Difficulty },
  NumberPuzzleResult
> = {
  deal(seed, { difficulty }, random) {
    return { game: newPuzzle(difficulty, random ?? seededRandom(seed)), clock: UNSTARTED_CLOCK };
  },

  view: ({ game }) => ({
    difficulty: game.difficulty,
    board: game.board,
    moves: game.moves,
    solved: game.status === 'solved',
  }),

  move(state, move, { at }) {
    const step =
      move.type === 'tile' ? playTile(state.game, move.index) : slideTile(state.game, move.direction);
    return clockedStep(state, step, at, (game) => game.status === 'solved');
  },

  advance: (state) => state,

  status: (state) => STATUS[state.game.status],

  seconds,

  score: (state, now) => numberPuzzleScore(seconds(state, now), state.game.moves),

  result(state) {
    if (state.game.status !== 'solved') return null;
    const timeSeconds = finalSeconds(state.clock);
    return { timeSeconds, score: numberPuzzleScore(timeSeconds, state.game.moves), moves: state.game.moves };
  },

  scoreFor: (state, timeSeconds) => numberPuzzleScore(timeSeconds, state.game.moves),

  elapsedMs: (state) => (state.game.status === 'solved' ? stoppedClockMs(state.clock) : null),

  floor: (state) => numberPuzzleFloor(state.game.moves),
};
