/**
 * An optimal solver for the 4x4 sliding puzzle (IDA* with the Manhattan distance), for browser tests
 * that play a shuffled board to the end. Fast for boards within about 40 moves of solved, which
 * covers the Easy shuffle (25 moves).
 */

/** The direction a tile slides into the blank (what an arrow key does in the game). */
export type Slide = 'up' | 'down' | 'left' | 'right';

const SIZE = 4;

// Each step moves the blank by [rows, columns]; the tile it swaps with slides the opposite way.
const STEPS: readonly (readonly [number, number, Slide])[] = [
  [-1, 0, 'down'],
  [1, 0, 'up'],
  [0, -1, 'right'],
  [0, 1, 'left'],
];

function distance(tile: number, index: number): number {
  const goal = tile - 1;
  return (
    Math.abs(Math.floor(goal / SIZE) - Math.floor(index / SIZE)) + Math.abs((goal % SIZE) - (index % SIZE))
  );
}

/**
 * The shortest list of slides that orders `board` (16 numbers in reading order, 0 for the blank)
 * as 1 to 15 with the blank last. Throws when no solution is found within `maxMoves`.
 */
export function solveFifteen(board: readonly number[], maxMoves = 60): Slide[] {
  const cells = [...board];
  if (cells.length !== SIZE * SIZE) throw new Error('A board has 16 squares');
  let blank = cells.indexOf(0);
  let estimate = 0;
  cells.forEach((tile, index) => {
    if (tile !== 0) estimate += distance(tile, index);
  });
  const path: Slide[] = [];

  // Returns 0 when solved, otherwise the smallest bound that exceeded this one.
  const search = (moved: number, bound: number, previousBlank: number): number => {
    const total = moved + estimate;
    if (total > bound) return total;
    if (estimate === 0) return 0;
    let smallest = Number.POSITIVE_INFINITY;
    const row = Math.floor(blank / SIZE);
    const column = blank % SIZE;
    for (const [dr, dc, slide] of STEPS) {
      const r = row + dr;
      const c = column + dc;
      if (r < 0 || r >= SIZE || c < 0 || c >= SIZE) continue;
      const next = r * SIZE + c;
      if (next === previousBlank) continue;
      const tile = cells[next] as number;
      const change = distance(tile, blank) - distance(tile, next);
      const from = blank;
      cells[from] = tile;
      cells[next] = 0;
      blank = next;
      estimate += change;
      path.push(slide);
      const found = search(moved + 1, bound, from);
      if (found === 0) return 0;
      if (found < smallest) smallest = found;
      path.pop();
      estimate -= change;
      blank = from;
      cells[next] = tile;
      cells[from] = 0;
    }
    return smallest;
  };

  let bound = estimate;
  while (bound <= maxMoves) {
    const found = search(0, bound, -1);
    if (found === 0) return path;
    bound = found;
  }
  throw new Error(`No solution within ${maxMoves} moves`);
}
