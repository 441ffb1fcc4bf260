import { describe, expect, it } from 'vitest';
import { MAX_MOVES_PER_REQUEST } from '../../../shared/api/limits.ts';
import { MoveQueue } from './move-queue.ts';

/** Sends every request of the queue, answering each move with its own name, and returns the requests. */
function drain(queue: MoveQueue<string, string>): string[][] {
  const requests: string[][] = [];
  for (let moves = queue.request(); moves; moves = queue.request()) {
    requests.push(moves);
    queue.answered(moves.map((move) => `saw ${move}`));
  }
  return requests;
}

describe('the moves of a play on their way to the server', () => {
  it('sends a move played alone in a request of its own', () => {
    const queue = new MoveQueue<string, string>();
    queue.add(['a']);
    expect(queue.request()).toEqual(['a']);
  });

  it('splits a backlog into requests of at most MAX_MOVES_PER_REQUEST moves, in order', () => {
    const queue = new MoveQueue<string, string>();
    const moves = Array.from({ length: 2 * MAX_MOVES_PER_REQUEST + 2 }, (_, index) => `m${index}`);
    queue.add(moves);
    const requests = drain(queue);
    expect(requests.map((request) => request.length)).toEqual([
      MAX_MOVES_PER_REQUEST,
      MAX_MOVES_PER_REQUEST,
      2,
    ]);
    expect(requests.flat()).toEqual(moves);
    expect(queue.isEmpty).toBe(true);
  });

  it('sends the moves played while a request is on its way together in the next one', () => {
    const queue = new MoveQueue<string, string>(3);
    queue.add(['a']);
    expect(queue.request()).toEqual(['a']);
    for (const move of ['b', 'c', 'd', 'e']) queue.add([move]);
    // Until its answer comes, the request on its way is the one to send (again, after a failure).
    expect(queue.request()).toEqual(['a']);
    queue.answered(['saw a']);
    expect(queue.request()).toEqual(['b', 'c', 'd']);
    queue.answered(['saw b', 'saw c', 'saw d']);
    expect(queue.request()).toEqual(['e']);
  });

  it('settles each addition once all its moves are answered, with its own reveals', () => {
    const queue = new MoveQueue<string, string>(2);
    const first = queue.add(['a']);
    const second = queue.add(['b', 'c']);
    expect(queue.request()).toEqual(['a', 'b']);
    expect(queue.answered(['saw a', 'saw b'])).toEqual([
      { ticket: first, reveals: ['saw a'], resynced: false },
    ]);
    expect(queue.request()).toEqual(['c']);
    expect(queue.answered(['saw c'])).toEqual([
      { ticket: second, reveals: ['saw b', 'saw c'], resynced: false },
    ]);
    expect(queue.request()).toBeNull();
  });

  it('settles moves found applied after a lost connection without reveals', () => {
    const queue = new MoveQueue<string, string>();
    const ticket = queue.add(['a', 'b']);
    queue.request();
    expect(queue.answered(null)).toEqual([{ ticket, reveals: [], resynced: true }]);
  });

  it('forgets every move on clear and names the additions that will never settle', () => {
    const queue = new MoveQueue<string, string>(1);
    const first = queue.add(['a']);
    const second = queue.add(['b']);
    queue.request();
    expect(queue.clear()).toEqual([first, second]);
    expect(queue.isEmpty).toBe(true);
    expect(queue.request()).toBeNull();
  });

  it('takes no empty addition', () => {
    expect(() => new MoveQueue<string, string>().add([])).toThrow(RangeError);
  });
});
