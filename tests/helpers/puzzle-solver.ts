// A solution of a Number Puzzle board, so that tests can play a dealt puzzle to the end as a player
// would: the shortest one (IDA* with the Manhattan distance) when it is found within a bounded number
// of steps, as for the easy shuffles (25 moves); else a short one found by a weighted best-first
// search, since the shortest solution of a medium or hard shuffle can take IDA* minutes to find.
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

/** Steps IDA* may take before the weighted search takes over: a few milliseconds' worth. */
const SHORTEST_STEPS = 200_000;
/** How much the weighted search trusts the distance left over the moves made: quick, a little longer. */
const WEIGHT = 2;

/** The squares to click, in order, to solve the board (each slides its tile into the blank). */
export function solvePuzzle(start: readonly number[]): number[] {
  return shortestSolution(start) ?? weightedSolution(start);
}

/** The shortest solution, or null when IDA* has not found it within `SHORTEST_STEPS` steps. */
function shortestSolution(start: readonly number[]): number[] | null {
  const board = [...start];
  const path: number[] = [];
  let bound = distance(board);
  let steps = 0;
  const search = (blank: number, cost: number, previous: number): number => {
    steps += 1;
    if (steps > SHORTEST_STEPS) return Number.NaN;
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
      if (found === -1 || Number.isNaN(found)) return found;
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
    if (Number.isNaN(found)) return null;
    if (!Number.isFinite(found)) throw new Error('The board cannot be solved');
    bound = found;
  }
}

interface Node {
  board: number[];
  blank: number;
  moves: number;
  rank: number;
  /** The node it was reached from, and the square clicked to reach it. */
  from: Node | null;
  square: number;
}

/** A best-first search on moves made plus `WEIGHT` times the distance left, each board seen once. */
function weightedSolution(start: readonly number[]): number[] {
  const open: Node[] = [];
  const push = (node: Node) => {
    open.push(node);
    let index = open.length - 1;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if ((open[parent] as Node).rank <= node.rank) break;
      open[index] = open[parent] as Node;
      index = parent;
    }
    open[index] = node;
  };
  const pop = (): Node | undefined => {
    const top = open[0];
    const last = open.pop();
    if (open.length === 0 || last === undefined) return top;
    let index = 0;
    for (;;) {
      const left = 2 * index + 1;
      if (left >= open.length) break;
      const right = left + 1;
      const child =
        right < open.length && (open[right] as Node).rank < (open[left] as Node).rank ? right : left;
      if ((open[child] as Node).rank >= last.rank) break;
      open[index] = open[child] as Node;
      index = child;
    }
    open[index] = last;
    return top;
  };
  const seen = new Set<string>();
  const board = [...start];
  push({
    board,
    blank: board.indexOf(BLANK),
    moves: 0,
    rank: WEIGHT * distance(board),
    from: null,
    square: -1,
  });
  for (let node = pop(); node; node = pop()) {
    if (distance(node.board) === 0) {
      const path: number[] = [];
      for (let step: Node | null = node; step?.from; step = step.from) path.push(step.square);
      return path.reverse();
    }
    const key = node.board.join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    for (const square of neighbours(node.blank)) {
      const next = [...node.board];
      next[node.blank] = next[square] as number;
      next[square] = BLANK;
      if (seen.has(next.join(','))) continue;
      const moves = node.moves + 1;
      push({ board: next, blank: square, moves, rank: moves + WEIGHT * distance(next), from: node, square });
    }
  }
  throw new Error('The board cannot be solved');
}
