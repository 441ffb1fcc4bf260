import type { PlayResult, PlayStatus } from '../../../shared/api/plays.ts';
import { ApiError } from '../../lib/api.ts';
import {
  getPlay,
  isConnectionError,
  type MoveOf,
  type PlayGameId,
  type RevealOf,
  sendMoves,
  type ViewOf,
} from '../../lib/plays.ts';

/** An answer to one request, or the play read again once its moves were found applied (no reveals). */
export interface RequestAnswer<G extends PlayGameId> {
  status: PlayStatus;
  view: ViewOf<G>;
  reveals: RevealOf<G>[] | null;
  result: PlayResult | null;
}

/**
 * How to tell whether a request whose answer was lost was applied: the view before it, and the
 * caller's rule (`alreadyApplied` of usePlay) over the view read again, the moves sent and that view.
 */
export interface Resync<G extends PlayGameId> {
  before: ViewOf<G>;
  alreadyApplied: (current: ViewOf<G>, sent: readonly MoveOf<G>[], before: ViewOf<G>) => boolean;
}

/**
 * Sends one request of moves. After a lost connection (`resync`) the play is read first: when its
 * moves are found applied there (the server applies a request whole or not at all), that reading is
 * the answer and nothing is sent, so that no move is ever applied twice.
 */
export async function requestMoves<G extends PlayGameId>(
  gameId: G,
  playId: string,
  moves: readonly MoveOf<G>[],
  resync: Resync<G> | null,
): Promise<RequestAnswer<G>> {
  if (resync) {
    const current = await getPlay(gameId, playId);
    const view = current.view as ViewOf<G>;
    if (resync.alreadyApplied(view, moves, resync.before)) {
      return { status: current.status, view, reveals: null, result: current.result };
    }
  }
  const sent = await sendMoves(gameId, playId, moves);
  const reveals = sent.reveals as RevealOf<G>[];
  return { status: sent.status, view: sent.view as ViewOf<G>, reveals, result: sent.result };
}

/** What a failed request comes to: sent again after a wait (`lost`: for want of a connection), or refused. */
export type AfterFailure = { retry: true; afterMs: number; lost: boolean } | { retry: false };

const RETRY_LOST_MS = 2000;
const RETRY_PAIR_SHOWING_MS = 100;
const RETRY_BUSY_MS = 1000;

/**
 * A lost connection (no answer, none in time, a gateway's error) is tried again every 2 s; a turned
 * pair still showing (`PAIR_SHOWING`) after about 100 ms; a busy server (429) after a second. Any
 * other refusal is final.
 */
export function afterFailure(error: unknown): AfterFailure {
  if (isConnectionError(error)) return { retry: true, afterMs: RETRY_LOST_MS, lost: true };
  if (error instanceof ApiError && error.code === 'PAIR_SHOWING')
    return { retry: true, afterMs: RETRY_PAIR_SHOWING_MS, lost: false };
  if (error instanceof ApiError && error.status === 429)
    return { retry: true, afterMs: RETRY_BUSY_MS, lost: false };
  return { retry: false };
}
