import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random.ts';
import {
  BLANK,
  type Board,
  blankIndex,
  canMove,
  DIFFICULTIES,
  inversions,
  isSolvable,
  isSolved,
  movableIndexes,
  moveTile,
  SOLVED_BOARD,
  shuffleBoard,
  shuffleFor,
  tileSlidingInto,
} from './board.ts';
import { newPuzzle, playTile, slideTile } from './game.ts';
import { numberPuzzleScore, SHUFFLE_MOVES } from './scoring.ts';

// biome-ignore format: the board reads as a grid
const SAMPLE: Board = [
  1, 2, 3, 4,
  5, 6, BLANK, 8,
  9, 10, 7, 11,
  13, 14, 15, 12,
];

describe('moving tiles', () => {
  it('moves only the tiles next to the blank', () => {
    expect(movableIndexes(SAMPLE)).toEqual([2, 5, 7, 10]);
    for (let index = 0; index < 16; index++) {
      const expected = [2, 5, 7, 10].includes(index);
      expect(canMove(SAMPLE, index)).toBe(expected);
      expect(moveTile(SAMPLE, index) !== null).toBe(expected);
    }
  });

  it('does not wrap around the edges of the grid', () => {
    // The blank at the start of row 2: the tile at the end of row 1 is before it in reading order, not beside it.
    const board: Board = [1, 2, 3, 4, BLANK, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
    expect(canMove(board, 3)).toBe(false);
    expect(movableIndexes(board)).toEqual([0, 5, 8]);
  });

  it('swaps the tile with the blank', () => {
    expect(moveTile(SAMPLE, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, BLANK, 11, 13, 14, 15, 12]);
    expect(moveTile(SAMPLE, 0)).toBeNull();
    expect(moveTile(SAMPLE, 6)).toBeNull();
  });

  it('finds the tile an arrow key slides into the blank', () => {
    expect(tileSlidingInto(SAMPLE, 'up')).toBe(10);
    expect(tileSlidingInto(SAMPLE, 'down')).toBe(2);
    expect(tileSlidingInto(SAMPLE, 'left')).toBe(7);
    expect(tileSlidingInto(SAMPLE, 'right')).toBe(5);
    // Blank in the bottom-right corner: nothing below it or to its right.
    expect(tileSlidingInto(SOLVED_BOARD, 'up')).toBeNull();
    expect(tileSlidingInto(SOLVED_BOARD, 'left')).toBeNull();
    expect(tileSlidingInto(SOLVED_BOARD, 'down')).toBe(11);
    expect(tileSlidingInto(SOLVED_BOARD, 'right')).toBe(14);
  });
});

describe('solved detection', () => {
  it('is solved only with 1 to 15 in order and the blank last', () => {
    expect(isSolved(SOLVED_BOARD)).toBe(true);
    expect(isSolved(SAMPLE)).toBe(false);
    expect(isSolved([BLANK, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15])).toBe(false);
    expect(isSolved([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, BLANK])).toBe(false);
  });
});

describe('solvability', () => {
  it('follows the parity rule of a 4x4 board', () => {
    expect(inversions(SOLVED_BOARD)).toBe(0);
    expect(isSolvable(SOLVED_BOARD)).toBe(true);
    expect(isSolvable(SAMPLE)).toBe(true);
    // The famous impossible position: 14 and 15 swapped.
    expect(isSolvable([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, BLANK])).toBe(false);
    expect(isSolvable([1, 2, 3])).toBe(false);
  });

  it('holds after every legal move', () => {
    let board = SOLVED_BOARD;
    const random = seededRandom(99);
    for (let step = 0; step < 300; step++) {
      const choices = movableIndexes(board);
      board = moveTile(board, choices[Math.floor(random() * choices.length)] as number) as Board;
      expect(isSolvable(board)).toBe(true);
    }
  });
});

describe('shuffling', () => {
  function replay(tilesMoved: number[]): Board {
    let board = SOLVED_BOARD;
    let previous: number | undefined;
    for (const tile of tilesMoved) {
      expect(tile).not.toBe(previous);
      const next = moveTile(board, board.indexOf(tile));
      expect(next, `tile ${tile} was not next to the blank`).not.toBeNull();
      board = next as Board;
      previous = tile;
    }
    return board;
  }

  it.each(DIFFICULTIES)(
    '%s makes its number of legal moves from the solved board, never undoing one',
    (difficulty) => {
      for (let seed = 1; seed <= 40; seed++) {
        const shuffle = shuffleFor(difficulty, seededRandom(seed));
        expect(shuffle.tilesMoved).toHaveLength(SHUFFLE_MOVES[difficulty]);
        expect(replay(shuffle.tilesMoved)).toEqual(shuffle.board);
      }
    },
  );

  it('uses 25, 100 and 500 moves for easy, medium and hard', () => {
    expect(SHUFFLE_MOVES).toEqual({ easy: 25, medium: 100, hard: 500 });
  });

  it('always gives a solvable board that is not already solved, over many seeds', () => {
    for (const count of [1, 2, 4, 6, 12, 25, 100, 500]) {
      for (let seed = 0; seed < 150; seed++) {
        const { board } = shuffleBoard(count, seededRandom(seed * 7919 + count));
        expect(isSolvable(board)).toBe(true);
        expect(isSolved(board)).toBe(false);
        expect([...board].sort((a, b) => a - b)).toEqual([...Array(16).keys()]);
      }
    }
  });

  it('walks again when a walk ends on the solved board', () => {
    // Choices are offered in reading order. [0, 0.99, 0.99, 0.99] takes the blank round the bottom-right
    // square (up, left, down, right); three rounds, 12 moves, put every tile back. Then the source
    // gives only 0, which walks somewhere else.
    const round = [0, 0.99, 0.99, 0.99];
    let call = 0;
    const random = () => (call < 12 ? (round[call++ % 4] as number) : 0);
    const shuffle = shuffleBoard(12, random);
    expect(call).toBe(12);
    expect(isSolved(shuffle.board)).toBe(false);
    expect(shuffle.tilesMoved).toHaveLength(12);
    expect(shuffle.tilesMoved.slice(0, 4)).not.toEqual([12, 11, 15, 12]);
  });

  it('is driven by the random source', () => {
    expect(shuffleFor('medium', seededRandom(5)).board).toEqual(shuffleFor('medium', seededRandom(5)).board);
    expect(shuffleFor('medium', seededRandom(5)).board).not.toEqual(
      shuffleFor('medium', seededRandom(6)).board,
    );
  });
});

describe('a game', () => {
  it('starts ready with 0 moves, starts on the first move and counts each move', () => {
    const game = newPuzzle('easy', seededRandom(3));
    expect(game).toMatchObject({ difficulty: 'easy', moves: 0, status: 'ready' });
    const [first] = movableIndexes(game.board) as [number];
    const step = playTile(game, first);
    expect(step.event).toMatchObject({
      type: 'moved',
      tile: game.board[first],
      from: first,
      to: blankIndex(game.board),
      startedGame: true,
    });
    expect(step.game).toMatchObject({ moves: 1, status: 'playing' });
    const [next] = movableIndexes(step.game.board) as [number];
    expect(playTile(step.game, next).event).toMatchObject({ type: 'moved', startedGame: false });
  });

  it('ignores a tile that is not next to the blank, without counting a move', () => {
    const game = newPuzzle('medium', seededRandom(4));
    const stuck = game.board.findIndex((value, index) => value !== BLANK && !canMove(game.board, index));
    const step = playTile(game, stuck);
    expect(step.event).toEqual({ type: 'ignored', reason: 'not-movable' });
    expect(step.game).toBe(game);
  });

  it('slides with the arrow directions, and ignores one with no tile', () => {
    const game = { difficulty: 'easy' as const, board: SOLVED_BOARD, moves: 0, status: 'ready' as const };
    expect(slideTile(game, 'up').event).toEqual({ type: 'ignored', reason: 'not-movable' });
    const down = slideTile(game, 'down');
    expect(down.event).toMatchObject({ type: 'moved', tile: 12, from: 11, to: 15 });
  });

  it('is solved by the move that restores the order, reported once, and then takes no more moves', () => {
    const oneAway = moveTile(SOLVED_BOARD, 14) as Board;
    const game = { difficulty: 'easy' as const, board: oneAway, moves: 4, status: 'playing' as const };
    const step = playTile(game, 15);
    expect(step.event).toMatchObject({ type: 'moved', tile: 15, solved: true });
    expect(step.game).toMatchObject({ status: 'solved', moves: 5, board: SOLVED_BOARD });
    expect(playTile(step.game, 14).event).toEqual({ type: 'ignored', reason: 'solved' });
    expect(slideTile(step.game, 'down').event).toEqual({ type: 'ignored', reason: 'solved' });
  });

  it('starts over on a new difficulty or New Puzzle: new shuffle, 0 moves, waiting for the first move', () => {
    const random = seededRandom(8);
    let game = newPuzzle('easy', random);
    for (let step = 0; step < 5; step++) game = playTile(game, movableIndexes(game.board)[0] as number).game;
    expect(game.moves).toBe(5);
    const hard = newPuzzle('hard', random);
    expect(hard).toMatchObject({ difficulty: 'hard', moves: 0, status: 'ready' });
    const again = newPuzzle(game.difficulty, random);
    expect(again).toMatchObject({ difficulty: 'easy', moves: 0, status: 'ready' });
    expect(again.board).not.toEqual(game.board);
  });
});

describe('score', () => {
  it('is 5000 minus 10 per second and 25 per move, never below 0', () => {
    expect(numberPuzzleScore(0, 0)).toBe(5000);
    expect(numberPuzzleScore(42, 31)).toBe(5000 - 420 - 775);
    expect(numberPuzzleScore(300, 100)).toBe(0);
  });
});
