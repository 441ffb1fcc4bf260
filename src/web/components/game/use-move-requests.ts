import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlayResult, PlayStatus } from '../../../shared/api/plays.ts';
import type { MoveOf, PlayGameId, RevealOf, ViewOf } from '../../lib/plays.ts';
import { MoveQueue } from './move-queue.ts';
import { afterFailure, type RequestAnswer, type Resync, requestMoves } from './play-request.ts';

export interface PlayAnswer<G extends PlayGameId> {
  status: PlayStatus;
  view: ViewOf<G>;
  reveals: RevealOf<G>[];
  /** The moves were found applied when the play was read again after a lost connection. */
  resynced: boolean;
  /** The server's time and score once the game is over (or its end is certain), else null. */
  result: PlayResult | null;
}

/** What the moves' requests need of the play they belong to, read when each request goes. */
export interface MoveRequestsOf<G extends PlayGameId> {
  /** The play's id, null before a deal. */
  playId: () => string | null;
  /** The view before the request's moves, for reading the play again after a lost connection. */
  lastView: () => ViewOf<G> | null;
  alreadyApplied?: Resync<G>['alreadyApplied'];
  /** A request was answered: runs before the promises of its moves settle. */
  onAnswer: (answer: RequestAnswer<G>, playId: string) => void;
  /** Every promise of an answer (or of a refusal) has been settled. */
  onSettled: () => void;
}

interface Waiting<G extends PlayGameId> {
  resolve: (answer: PlayAnswer<G>) => void;
  reject: (error: unknown) => void;
}

/**
 * The moves of a play on their way to the server: one request at a time (MoveQueue), the moves
 * sent meanwhile together in the next one. A request that fails is sent again as `afterFailure`
 * says (at once when the browser is back online); after a lost connection it reads the play first
 * (`requestMoves`). `connection` is 'lost' meanwhile, and `offline` turns true for the play.
 */
export function useMoveRequests<G extends PlayGameId>(gameId: G, of: MoveRequestsOf<G>) {
  const [connection, setConnection] = useState<'ok' | 'lost'>('ok');
  const [offline, setOffline] = useState(false);
  const ofRef = useRef(of);
  ofRef.current = of;
  // Everything below lives outside React's render cycle, so answers and timers act on the latest.
  const generation = useRef(0);
  const queue = useRef(new MoveQueue<MoveOf<G>, RevealOf<G>>());
  const waiting = useRef(new Map<number, Waiting<G>>());
  const requesting = useRef(false);
  // The request waiting to be sent again failed for want of a connection (it may have been applied).
  const requestLost = useRef(false);
  const offlineRef = useRef(false);
  const retryTimer = useRef<number | undefined>(undefined);

  const pump = useCallback(async (): Promise<void> => {
    const playId = ofRef.current.playId();
    if (requesting.current || playId === null) return;
    const moves = queue.current.request();
    if (!moves) return;
    window.clearTimeout(retryTimer.current);
    requesting.current = true;
    const ofGeneration = generation.current;
    try {
      const { alreadyApplied } = ofRef.current;
      const before = ofRef.current.lastView();
      const resync = requestLost.current && alreadyApplied && before ? { before, alreadyApplied } : null;
      const answer = await requestMoves(gameId, playId, moves, resync);
      if (ofGeneration !== generation.current) return;
      requesting.current = false;
      requestLost.current = false;
      setConnection('ok');
      const settled = queue.current.answered(answer.reveals);
      ofRef.current.onAnswer(answer, playId);
      for (const { ticket, reveals, resynced } of settled) {
        const waiter = waiting.current.get(ticket);
        waiting.current.delete(ticket);
        const { view, result } = answer;
        waiter?.resolve({ status: answer.status, view, reveals, resynced, result });
      }
      ofRef.current.onSettled();
      void pump();
    } catch (error) {
      if (ofGeneration !== generation.current) return;
      requesting.current = false;
      const next = afterFailure(error);
      if (next.retry) {
        if (next.lost) {
          requestLost.current = true;
          offlineRef.current = true;
          setOffline(true);
          setConnection('lost');
        }
        retryTimer.current = window.setTimeout(() => void pump(), next.afterMs);
      } else {
        for (const ticket of queue.current.clear()) waiting.current.get(ticket)?.reject(error);
        waiting.current.clear();
        requestLost.current = false;
        // A move played after the game ended here is refused; the end itself still counts.
        ofRef.current.onSettled();
      }
    }
  }, [gameId]);

  // Back online: try the waiting request at once instead of at the next timer.
  useEffect(() => {
    const onOnline = () => void pump();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [pump]);

  useEffect(
    () => () => {
      generation.current += 1;
      window.clearTimeout(retryTimer.current);
    },
    [],
  );

  /** Queues moves (at least one); resolves once the server has applied them. */
  const send = useCallback(
    (moves: readonly MoveOf<G>[]) => {
      const answered = new Promise<PlayAnswer<G>>((resolve, reject) => {
        waiting.current.set(queue.current.add(moves), { resolve, reject });
      });
      void pump();
      return answered;
    },
    [pump],
  );

  /** Forgets every move of the play before (their promises never settle), for a new play. */
  const reset = useCallback(() => {
    generation.current += 1;
    window.clearTimeout(retryTimer.current);
    queue.current.clear();
    waiting.current.clear();
    requesting.current = false;
    requestLost.current = false;
    offlineRef.current = false;
    setOffline(false);
    setConnection('ok');
  }, []);

  /** No move waits for an answer. */
  const idle = useCallback(() => !requesting.current && queue.current.isEmpty, []);
  /** A move of this play had to be sent again after a lost connection. */
  const wasOffline = useCallback(() => offlineRef.current, []);

  return { connection, offline, send, reset, idle, wasOffline };
}
