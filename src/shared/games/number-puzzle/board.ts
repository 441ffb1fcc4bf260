import { SHUFFLE_MOVES } from './scoring.ts';

const SIZE = 4;
export const CELLS = SIZE * SIZE;
/** The blank square's value on a board. */
export const BLANK = 0;

/** Sixteen squares in reading order (row by row); tiles 1 to 15 and one BLANK. */
export type Board = readonly number[];

export type Difficulty = keyof typeof SHUFFLE_MOVES;
export const DIFFICULTIES = Object.keys(SHUFFLE_MOVES) as Difficulty[];

/** The direction a tile slides. */
export type Direction = 'up' | 'down' | 'left' | 'right';

export const SOLVED_BOARD: Board = [...Array.from({ length: CELLS - 1 }, (_, index) => index + 1), BLANK];

export function rowOf(index: number): number {
  return Math.floor(index / SIZE);
}

export function columnOf(index: number): number {
  return index % SIZE;
}

export function blankIndex(board: Board): number {
  return board.indexOf(BLANK);
}

export function isSolved(board: Board): boolean {
  return board.every((value, index) => value === SOLVED_BOARD[index]);
}

function areNeighbours(a: number, b: number): boolean {
  return Math.abs(rowOf(a) - rowOf(b)) + Math.abs(columnOf(a) - columnOf(b)) === 1;
}

/** The squares of the tiles next to the blank (the only tiles that can move), in reading order. */
export function movableIndexes(board: Board): number[] {
  const blank = blankIndex(board);
  return board.flatMap((_, index) => (areNeighbours(index, blank) ? [index] : []));
}

export function canMove(board: Board, index: number): boolean {
  return index >= 0 && index < CELLS && board[index] !== BLANK && areNeighbours(index, blankIndex(board));
}

/** The board after the tile on square `index` slides into the blank, or null when it cannot move. */
export function moveTile(board: Board, index: number): Board | null {
  if (!canMove(board, index)) return null;
  const blank = blankIndex(board);
  const next = [...board];
  next[blank] = board[index] as number;
  next[index] = BLANK;
  return next;
}

/** Where, seen from the blank, the tile that slides in each direction sits: [rows, columns]. */
const SLIDE_FROM: Record<Direction, readonly [number, number]> = {
  up: [1, 0],
  down: [-1, 0],
  left: [0, 1],
  right: [0, -1],
};

/**
 * The square of the tile that slides in `direction` into the blank (for the arrow keys): the left
 * arrow moves the tile on the blank's right leftwards, the up arrow the tile below the blank upwards.
 * Null when there is no such tile (the blank is on that edge).
 */
export function tileSlidingInto(board: Board, direction: Direction): number | null {
  const blank = blankIndex(board);
  const row = rowOf(blank);
  const column = columnOf(blank);
  const [dr, dc] = SLIDE_FROM[direction];
  const r = row + dr;
  const c = column + dc;
  if (r < 0 || r >= SIZE || c < 0 || c >= SIZE) return null;
  return r * SIZE + c;
}

/** Pairs of tiles out of order, read row by row and leaving out the blank. */
export function inversions(board: Board): number {
  const tiles = board.filter((value) => value !== BLANK);
  let count = 0;
  for (let i = 0; i < tiles.length; i++) {
    for (let j = i + 1; j < tiles.length; j++) {
      if ((tiles[i] as number) > (tiles[j] as number)) count++;
    }
  }
  return count;
}

/**
 * Whether the tiles can be slid back to the solved order. On a board of even width that holds exactly
 * when the inversions plus the blank's row counted from the bottom (1 for the bottom row) is odd.
 */
export function isSolvable(board: Board): boolean {
  const isPermutation =
    board.length === CELLS && [...board].sort((a, b) => a - b).every((value, index) => value === index);
  if (!isPermutation) return false;
  const blankRowFromBottom = SIZE - rowOf(blankIndex(board));
  return (inversions(board) + blankRowFromBottom) % 2 === 1;
}

export interface Shuffle {
  board: Board;
  /** The tiles moved, in order, from the solved board to `board`. */
  tilesMoved: number[];
}

/**
 * Shuffles by `count` random legal moves from the solved board, never sliding straight back the tile
 * just moved, so the result is always solvable. A walk that happens to end solved is thrown away and
 * walked again, so the player never gets a puzzle that is already done.
 */
export function shuffleBoard(count: number, random: () => number): Shuffle {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('A shuffle needs at least one move');
  for (;;) {
    let board: Board = SOLVED_BOARD;
    const tilesMoved: number[] = [];
    for (let step = 0; step < count; step++) {
      const previous = tilesMoved.at(-1);
      const choices = movableIndexes(board).filter((index) => board[index] !== previous);
      const pick = choices[Math.min(choices.length - 1, Math.floor(random() * choices.length))] as number;
      tilesMoved.push(board[pick] as number);
      board = moveTile(board, pick) as Board;
    }
    if (!isSolved(board)) return { board, tilesMoved };
  }
}

export function shuffleFor(difficulty: Difficulty, random: () => number): Shuffle {
  return shuffleBoard(SHUFFLE_MOVES[difficulty], random);
}
