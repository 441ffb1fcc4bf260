/**
 * The one hook every ranked game screen runs on: a game dealt by the server ("a play"), its moves
 * sent in order, the player's own clock, and the end reported once.
 *
 *   const play = usePlay(gameId, { onEnd, minSeconds, alreadyApplied });
 *
 * What it holds (re-rendering when it changes):
 * - `playId`, `view` (the view of the server's latest answer), `status` ('ready' | 'playing' |
 *   'over', null before a deal; 'over' as soon as the game is finished here, even before the server
 *   has every move).
 * - `dealing` (a deal or resume under way), `dealError` (the last deal or resume that failed, an
 *   ApiError with `code`, or the browser's network error; show it with a retry button that calls
 *   `deal` again).
 * - `connection`: 'lost' while a move cannot reach the server (no answer, none within 10 s, a
 *   gateway error); the hook retries when the browser is back online and every 2 s, then is 'ok'.
 * - `seconds`: the clock, ticking once a second from the first move (or `startClock`) to the end;
 *   `timeSeconds`: the whole seconds T of the finished game, null until then.
 *
 * What it does:
 * - `deal(difficulty?)`: POST /api/plays, forgetting any previous play (its unanswered moves are
 *   dropped and their promises never settle). Resolves with the play, or null when it failed.
 * - `resume(playId)`: GET /api/plays/:playId (TL;DR after a reload), same shape as `deal`.
 * - `load(loader)`: the same with a loader of the caller's own that answers a play (TL;DR reads the
 *   play it kept and deals a new one when that one is gone); a rejection becomes `dealError`.
 * - `send(moves, { startsClock = true })`: queues moves of this play; requests go one at a time in
 *   the order sent (a long list is split at MAX_MOVES_PER_REQUEST). Resolves with `{status, view,
 *   reveals, resynced}` when the server has applied them. The first send starts the clock unless
 *   `startsClock: false`. A lost connection or a 429 is retried; `PAIR_SHOWING` is sent again
 *   shortly. Any other refusal rejects with the ApiError (and rejects the moves queued after it).
 *   Call `finish` after sending a game's last moves: the end waits for their answer.
 * - `startClock(at?)`: starts the clock now (or at `at`, ms) if it has not started; the status
 *   turns 'playing' at once, before the server answers.
 * - `finish(at?)`: the game is over here at `at` (default now): stops the clock and returns T
 *   (whole seconds, at least `minSeconds`). An answer whose status is 'over' finishes the game by
 *   itself, at the moment its move was sent.
 * - `onEnd({ playId, timeSeconds, view })` runs once per play, when it is finished and every move
 *   has been answered: submit the score from there.
 *
 * Options: `minSeconds` (the least T, e.g. 1 for Number Puzzle); `alreadyApplied(current, sent,
 * before)`: after a lost connection the hook reads the play again before re-sending, and asks
 * whether `sent` is already in `current` (the view then, `before` the view before those moves), so
 * that a move whose answer was lost is never applied twice. Its answer then has `resynced: true`
 * and no reveals: read the view.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_MOVES_PER_REQUEST } from '../../../shared/api/limits.ts';
import type { PlayStatus } from '../../../shared/api/plays.ts';
import { ApiError } from '../../lib/api.ts';
import {
  getPlay,
  isConnectionError,
  type MoveOf,
  type PlayDifficulty,
  type PlayGameId,
  type PlayOf,
  type RevealOf,
  sendMoves,
  startPlay,
  type ViewOf,
} from '../../lib/plays.ts';
import { usePlayClock, wholeSeconds } from './play-clock.ts';

export interface PlayAnswer<G extends PlayGameId> {
  status: PlayStatus;
  view: ViewOf<G>;
  reveals: RevealOf<G>[];
  /** The moves were found applied when the play was read again after a lost connection. */
  resynced: boolean;
}

export interface PlayEnd<G extends PlayGameId> {
  playId: string;
  timeSeconds: number;
  view: ViewOf<G>;
}

export interface UsePlayOptions<G extends PlayGameId> {
  onEnd?: (end: PlayEnd<G>) => void;
  minSeconds?: number;
  alreadyApplied?: (current: ViewOf<G>, sent: readonly MoveOf<G>[], before: ViewOf<G>) => boolean;
}

interface Pending<G extends PlayGameId> {
  moves: readonly MoveOf<G>[];
  sentAt: number;
  /** Whether an attempt failed for want of a connection (it may have reached the server). */
  lost: boolean;
  resolve: (answer: PlayAnswer<G>) => void;
  reject: (error: unknown) => void;
}

const RETRY_LOST_MS = 2000;
const RETRY_PAIR_SHOWING_MS = 50;
const RETRY_BUSY_MS = 1000;

export function usePlay<G extends PlayGameId>(gameId: G, options: UsePlayOptions<G> = {}) {
  const [play, setPlay] = useState<{ playId: string; view: ViewOf<G>; status: PlayStatus } | null>(null);
  const [dealing, setDealing] = useState(false);
  const [dealError, setDealError] = useState<unknown>(null);
  const [connection, setConnection] = useState<'ok' | 'lost'>('ok');
  const { start: startAt, stop: stopAt, reset: resetClock, seconds: clockSeconds } = usePlayClock();
  const [timeSeconds, setTimeSeconds] = useState<number | null>(null);

  const optionsRef = useRef(options);
  optionsRef.current = options;
  // Everything below lives outside React's render cycle, so answers and timers act on the latest.
  const generation = useRef(0);
  const playIdRef = useRef<string | null>(null);
  const lastView = useRef<ViewOf<G> | null>(null);
  const queue = useRef<Pending<G>[]>([]);
  const inFlight = useRef(false);
  const finalSeconds = useRef<number | null>(null);
  const endReported = useRef(false);
  const retryTimer = useRef<number | undefined>(undefined);

  const reportEndWhenSettled = useCallback(() => {
    const playId = playIdRef.current;
    const view = lastView.current;
    const seconds = finalSeconds.current;
    if (endReported.current || seconds === null || playId === null || view === null) return;
    if (inFlight.current || queue.current.length > 0) return;
    endReported.current = true;
    optionsRef.current.onEnd?.({ playId, timeSeconds: seconds, view });
  }, []);

  const finish = useCallback(
    (at: number = Date.now()): number => {
      if (finalSeconds.current !== null) return finalSeconds.current;
      const stopped = stopAt(at);
      const seconds = Math.max(optionsRef.current.minSeconds ?? 0, wholeSeconds(stopped, at));
      finalSeconds.current = seconds;
      setTimeSeconds(seconds);
      setPlay((previous) => previous && { ...previous, status: 'over' });
      reportEndWhenSettled();
      return seconds;
    },
    [stopAt, reportEndWhenSettled],
  );

  const startClock = useCallback(
    (at: number = Date.now()) => {
      if (finalSeconds.current !== null || !startAt(at)) return;
      setPlay((previous) => (previous?.status === 'ready' ? { ...previous, status: 'playing' } : previous));
    },
    [startAt],
  );

  const pump = useCallback(async (): Promise<void> => {
    const playId = playIdRef.current;
    const item = queue.current[0];
    if (inFlight.current || !item || playId === null) return;
    window.clearTimeout(retryTimer.current);
    inFlight.current = true;
    const ofGeneration = generation.current;
    const retry = (delay: number) => {
      retryTimer.current = window.setTimeout(() => void pump(), delay);
    };
    try {
      let answer: PlayAnswer<G> | null = null;
      const check = optionsRef.current.alreadyApplied;
      const before = lastView.current;
      if (item.lost && check && before) {
        const current = await getPlay(gameId, playId);
        if (check(current.view as ViewOf<G>, item.moves, before)) {
          answer = { status: current.status, view: current.view as ViewOf<G>, reveals: [], resynced: true };
        }
      }
      if (!answer) {
        const sent = await sendMoves(gameId, playId, item.moves);
        answer = {
          status: sent.status,
          view: sent.view as ViewOf<G>,
          reveals: sent.reveals as RevealOf<G>[],
          resynced: false,
        };
      }
      if (ofGeneration !== generation.current) return;
      queue.current.shift();
      inFlight.current = false;
      lastView.current = answer.view;
      const status = finalSeconds.current === null ? answer.status : 'over';
      setPlay({ playId, view: answer.view, status });
      setConnection('ok');
      if (answer.status === 'over') finish(item.sentAt);
      item.resolve(answer);
      reportEndWhenSettled();
      void pump();
    } catch (error) {
      if (ofGeneration !== generation.current) return;
      inFlight.current = false;
      if (isConnectionError(error)) {
        item.lost = true;
        setConnection('lost');
        retry(RETRY_LOST_MS);
      } else if (error instanceof ApiError && error.code === 'PAIR_SHOWING') {
        retry(RETRY_PAIR_SHOWING_MS);
      } else if (error instanceof ApiError && error.status === 429) {
        retry(RETRY_BUSY_MS);
      } else {
        for (const failed of queue.current.splice(0)) failed.reject(error);
      }
    }
  }, [gameId, finish, reportEndWhenSettled]);

  // Back online: try the waiting move at once instead of at the next timer.
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

  const send = useCallback(
    (moves: readonly MoveOf<G>[], { startsClock = true }: { startsClock?: boolean } = {}) => {
      const sentAt = Date.now();
      if (startsClock) startClock(sentAt);
      const parts: Promise<PlayAnswer<G>>[] = [];
      for (let start = 0; start < Math.max(1, moves.length); start += MAX_MOVES_PER_REQUEST) {
        const chunk = moves.slice(start, start + MAX_MOVES_PER_REQUEST);
        parts.push(
          new Promise<PlayAnswer<G>>((resolve, reject) => {
            queue.current.push({ moves: chunk, sentAt, lost: false, resolve, reject });
          }),
        );
      }
      void pump();
      return Promise.all(parts).then((answers): PlayAnswer<G> => {
        const last = answers[answers.length - 1] as PlayAnswer<G>;
        return { ...last, reveals: answers.flatMap((answer) => answer.reveals) };
      });
    },
    [pump, startClock],
  );

  const begin = useCallback(
    async (load: () => Promise<PlayOf<G>>): Promise<PlayOf<G> | null> => {
      generation.current += 1;
      const ofGeneration = generation.current;
      window.clearTimeout(retryTimer.current);
      queue.current = [];
      inFlight.current = false;
      playIdRef.current = null;
      lastView.current = null;
      finalSeconds.current = null;
      endReported.current = false;
      resetClock();
      setTimeSeconds(null);
      setPlay(null);
      setConnection('ok');
      setDealing(true);
      setDealError(null);
      try {
        const dealt = await load();
        if (ofGeneration !== generation.current) return null;
        playIdRef.current = dealt.playId;
        lastView.current = dealt.view as ViewOf<G>;
        setPlay({ playId: dealt.playId, view: dealt.view as ViewOf<G>, status: dealt.status });
        setDealing(false);
        return dealt;
      } catch (error) {
        if (ofGeneration !== generation.current) return null;
        setDealError(error);
        setDealing(false);
        return null;
      }
    },
    [resetClock],
  );

  const deal = useCallback(
    (difficulty?: PlayDifficulty) => begin(() => startPlay(gameId, difficulty)),
    [begin, gameId],
  );
  const resume = useCallback((playId: string) => begin(() => getPlay(gameId, playId)), [begin, gameId]);

  return {
    playId: play?.playId ?? null,
    view: play?.view ?? null,
    status: play?.status ?? null,
    dealing,
    dealError,
    connection,
    seconds: timeSeconds ?? clockSeconds,
    timeSeconds,
    deal,
    resume,
    load: begin,
    send,
    startClock,
    finish,
  };
}
