import {
  type Board,
  blankIndex,
  type Difficulty,
  type Direction,
  isSolved,
  moveTile,
  shuffleFor,
  tileSlidingInto,
} from './board.ts';

/** ready until the first tile moves, playing until the tiles are in order, then solved. */
type PuzzleStatus = 'ready' | 'playing' | 'solved';

export interface PuzzleGame {
  difficulty: Difficulty;
  board: Board;
  moves: number;
  status: PuzzleStatus;
}

export type PuzzleEvent =
  | { type: 'ignored'; reason: 'not-movable' | 'solved' }
  | {
      type: 'moved';
      tile: number;
      from: number;
      to: number;
      /** The game's first move: the moment the clock starts. */
      startedGame: boolean;
      /** This move put the tiles in order: reported once per game. */
      solved: boolean;
    };

export interface PuzzleStep {
  game: PuzzleGame;
  event: PuzzleEvent;
}

/** A freshly shuffled puzzle: choosing a difficulty or New Puzzle starts over with moves at 0. */
export function newPuzzle(difficulty: Difficulty, random: () => number): PuzzleGame {
  return { difficulty, board: shuffleFor(difficulty, random).board, moves: 0, status: 'ready' };
}

/** Slides the tile on square `index` into the blank, when it is next to it and the puzzle is unsolved. */
export function playTile(game: PuzzleGame, index: number): PuzzleStep {
  if (game.status === 'solved') return { game, event: { type: 'ignored', reason: 'solved' } };
  const board = moveTile(game.board, index);
  if (!board) return { game, event: { type: 'ignored', reason: 'not-movable' } };
  const solved = isSolved(board);
  const next: PuzzleGame = { ...game, board, moves: game.moves + 1, status: solved ? 'solved' : 'playing' };
  return {
    game: next,
    event: {
      type: 'moved',
      tile: game.board[index] as number,
      from: index,
      to: blankIndex(game.board),
      startedGame: game.status === 'ready',
      solved,
    },
  };
}

/** The arrow keys: slides the tile next to the blank in `direction` into it. */
export function slideTile(game: PuzzleGame, direction: Direction): PuzzleStep {
  const index = tileSlidingInto(game.board, direction);
  if (index === null) return { game, event: { type: 'ignored', reason: 'not-movable' } };
  return playTile(game, index);
}
