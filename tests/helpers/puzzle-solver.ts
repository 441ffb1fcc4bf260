// A shortest solution of a Number Puzzle board (IDA* with the Manhattan distance), so that tests can
// play a dealt puzzle to the end as a player would. Quick for the easy shuffles (25 moves).
const SIZE = 4;
const BLANK = 0;

function distance(board: readonly number[]): number {
  let total = 0;
  board.forEach((tile, index) => {
    if (tile === BLANK) return;
    const goal = tile - 1;
    total +=
      Math.abs(Math.floor(goal / SIZE) - Math.floor(index / SIZE)) + Math.abs((goal % SIZE) - (index % SIZE));
  });
  return total;
}

function neighbours(index: number): number[] {
  const row = Math.floor(index / SIZE);
  const column = index % SIZE;
  const result: number[] = [];
  if (row > 0) result.push(index - SIZE);
  if (row < SIZE - 1) result.push(index + SIZE);
  if (column > 0) result.push(index - 1);
  if (column < SIZE - 1) result.push(index + 1);
  return result;
}

/** The squares to click, in order, to solve the board (each slides its tile into the blank). */
export function solvePuzzle(start: readonly number[]): number[] {
  const board = [...start];
  const path: number[] = [];
  let bound = distance(board);
  const search = (blank: number, cost: number, previous: number): number => {
    const estimate = distance(board);
    if (estimate === 0) return -1;
    if (cost + estimate > bound) return cost + estimate;
    let smallest = Number.POSITIVE_INFINITY;
    for (const square of neighbours(blank)) {
      if (square === previous) continue;
      board[blank] = board[square] as number;
      board[square] = BLANK;
      path.push(square);
      const found = search(square, cost + 1, blank);
      if (found === -1) return -1;
      smallest = Math.min(smallest, found);
      path.pop();
      board[square] = board[blank] as number;
      board[blank] = BLANK;
    }
    return smallest;
  };
  for (;;) {
    const found = search(board.indexOf(BLANK), 0, -1);
    if (found === -1) return path;
    if (!Number.isFinite(found)) throw new Error('The board cannot be solved');
    bound = found;
  }
}
