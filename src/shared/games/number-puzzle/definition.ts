import { asRecorded, defineGame } from '../define-game.ts';
import { numberPuzzleMoveSchema, numberPuzzleRevealSchema, numberPuzzleViewSchema } from './api.ts';
import { numberPuzzleEngine } from './engine.ts';
import type { PuzzleEvent } from './game.ts';
import { numberPuzzleIdentity } from './identity.ts';
import {
  NUMBER_PUZZLE_MOVES_PER_PLAY,
  NUMBER_PUZZLE_SCORING,
  numberPuzzleMaxScore,
  SHUFFLE_MOVES,
} from './scoring.ts';

/** Number Puzzle: the fifteen puzzle, shuffled by the server at the difficulty asked for; the board is public. */
export const numberPuzzle = defineGame({
  identity: numberPuzzleIdentity,
  rules: { scoring: NUMBER_PUZZLE_SCORING, shuffleMoves: SHUFFLE_MOVES },
  bounds: { movesPerPlay: NUMBER_PUZZLE_MOVES_PER_PLAY, maxScore: numberPuzzleMaxScore },
  movesShown: asRecorded,
  pageBudgetKb: 129,
  engine: numberPuzzleEngine,
  api: { move: numberPuzzleMoveSchema, view: numberPuzzleViewSchema, reveal: numberPuzzleRevealSchema },
  capabilities: { difficulty: true, onceADay: false, sharedDaily: false, dailyOrder: false },
  deal({ difficulty }, { random }) {
    const level = difficulty ?? 'easy';
    return {
      options: { difficulty: level },
      state: numberPuzzleEngine.deal(0, { difficulty: level }, random),
    };
  },
  refusal(step) {
    const reveal = step as PuzzleEvent;
    if (reveal.type !== 'ignored') return null;
    if (reveal.reason === 'solved') return { code: 'PLAY_OVER' };
    return { code: 'ILLEGAL_MOVE', message: 'That tile cannot slide: it is not next to the blank' };
  },
});
