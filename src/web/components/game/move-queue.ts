import { MAX_MOVES_PER_REQUEST } from '../../../shared/api/limits.ts';

/** What one `add` of moves came to once every one of them was answered. */
export interface SettledMoves<Reveal> {
  ticket: number;
  /** What each of its moves revealed, in order (none when they were found applied on a read again). */
  reveals: Reveal[];
  /** At least one of its requests was found applied when the play was read again after a lost connection. */
  resynced: boolean;
}

interface Queued<Move> {
  move: Move;
  ticket: number;
}

interface Ticket<Reveal> {
  remaining: number;
  reveals: Reveal[];
  resynced: boolean;
}

/** The first `max` moves of a backlog make the next request; the rest wait for the one after. */
function takeRequest<T>(backlog: readonly T[], max: number = MAX_MOVES_PER_REQUEST): [T[], T[]] {
  if (max < 1) throw new RangeError('A request carries at least one move');
  return [backlog.slice(0, max), backlog.slice(max)];
}

/**
 * The moves of one play on their way to the server, outside React: moves are added as they are
 * played, one request is on its way at a time, and the moves added meanwhile go together in the next
 * one (at most `max`). A request that must be sent again (a lost connection, a refusal to wait out)
 * keeps exactly its moves, so that reading the play again can tell whether it was applied. Each
 * `add` gets a ticket, settled once all of its moves are answered.
 */
export class MoveQueue<Move, Reveal> {
  readonly #max: number;
  #backlog: Queued<Move>[] = [];
  #request: Queued<Move>[] | null = null;
  #tickets = new Map<number, Ticket<Reveal>>();
  #nextTicket = 1;

  constructor(max: number = MAX_MOVES_PER_REQUEST) {
    this.#max = max;
  }

  /** Queues moves (at least one) and returns their ticket. */
  add(moves: readonly Move[]): number {
    if (moves.length === 0) throw new RangeError('Queue at least one move');
    const ticket = this.#nextTicket++;
    this.#tickets.set(ticket, { remaining: moves.length, reveals: [], resynced: false });
    for (const move of moves) this.#backlog.push({ move, ticket });
    return ticket;
  }

  /** The moves of the request to send now: the one waiting for its answer again, or the next of the backlog. */
  request(): Move[] | null {
    if (!this.#request) {
      if (this.#backlog.length === 0) return null;
      const [request, rest] = takeRequest(this.#backlog, this.#max);
      this.#request = request;
      this.#backlog = rest;
    }
    return this.#request.map((queued) => queued.move);
  }

  /**
   * The request was answered with what each move revealed, or found applied (`null`: no reveals). Returns
   * the tickets whose moves are now all answered, in the order they were added.
   */
  answered(reveals: readonly Reveal[] | null): SettledMoves<Reveal>[] {
    const request = this.#request ?? [];
    this.#request = null;
    const settled: SettledMoves<Reveal>[] = [];
    request.forEach((queued, index) => {
      const ticket = this.#tickets.get(queued.ticket);
      if (!ticket) return;
      const reveal = reveals?.[index];
      if (reveal !== undefined) ticket.reveals.push(reveal);
      if (reveals === null) ticket.resynced = true;
      ticket.remaining -= 1;
      if (ticket.remaining === 0) {
        this.#tickets.delete(queued.ticket);
        settled.push({ ticket: queued.ticket, reveals: ticket.reveals, resynced: ticket.resynced });
      }
    });
    return settled;
  }

  /** Forgets every move, sent or not; returns the tickets that will never settle. */
  clear(): number[] {
    const dropped = [...this.#tickets.keys()];
    this.#backlog = [];
    this.#request = null;
    this.#tickets.clear();
    return dropped;
  }

  /** Whether no move waits for an answer. */
  get isEmpty(): boolean {
    return this.#request === null && this.#backlog.length === 0;
  }
}
