/**
 * The one hook every ranked game screen runs on: a game dealt by the server ("a play"), its moves
 * sent as they are played, a local clock for display, and the end reported once with the server's
 * own time and score.
 *
 *   const play = usePlay(gameId, { onEnd, alreadyApplied });
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
 * - `result`: the server's PlayResult (`{timeSeconds, score, elapsedMs, floorMs, ranked,
 *   unranked}`) once an answer (or the deal of a finished play) carries it, else null. The server
 *   times a game from the arrival of the move that starts its clock to the arrival of the move that
 *   finishes it; a submission carries `result.timeSeconds` and `result.score`.
 * - `offline`: whether a move of this play had to be sent again after a lost connection, so that
 *   the server's time includes the seconds it took to reach the server.
 * - `seconds`: the clock for display, ticking once a second from the first move (or `startClock`)
 *   in the browser; once the server's result is there, its `timeSeconds`. `timeSeconds`: the
 *   server's `timeSeconds` once its result is there, else the local clock's whole seconds once the
 *   game is finished here (`finish`), else null.
 *
 * What it does:
 * - `deal(difficulty?)`: POST /api/plays, forgetting any previous play (its unanswered moves are
 *   dropped and their promises never settle). Resolves with the play, or null when it failed. A
 *   browser that reports itself offline fails at once with a network error (a TypeError), as a
 *   request that found no connection would.
 * - `resume(playId)`: GET /api/plays/:playId (TL;DR after a reload), same shape as `deal`.
 * - `load(loader)`: the same with a loader of the caller's own that answers a play (TL;DR reads the
 *   play it kept and deals a new one when that one is gone); a rejection becomes `dealError`.
 * - `send(moves, { startsClock = true })`: queues moves (at least one) of this play. One request is
 *   on its way at a time; moves sent meanwhile wait and go together in the next request, at most
 *   MAX_MOVES_PER_REQUEST to a request. Resolves with `{status, view, reveals, resynced, result}`
 *   once the server has applied these moves (`reveals`: what each of them showed; `result`: the
 *   server's PlayResult once the game is over or its end is certain, else null). The first send
 *   starts the local clock unless `startsClock: false`. A lost connection or a 429 is retried;
 *   `PAIR_SHOWING` is sent again after about 100 ms. Any other refusal rejects with the ApiError
 *   (and rejects the moves queued after it).
 * - `startClock(at?)`: starts the local clock now (or at `at`, ms) if it has not started; the
 *   status turns 'playing' at once, before the server answers.
 * - `finish(at?)`: the game is over here at `at` (default now): stops the local clock and returns
 *   its whole seconds, for display until the server's result comes. An answer whose status is
 *   'over' finishes the game by itself.
 * - `onEnd({ playId, view, result, offline })` runs once per play, when the game is finished here,
 *   every move has been answered and the server's result is known: submit `result.timeSeconds` and
 *   `result.score` from there (never the local clock's). A play already over when it is dealt or
 *   resumed does not report an end.
 *
 * Option `alreadyApplied(current, sent, before)`: after a lost connection the hook reads the play
 * again before sending a request again, and asks whether its moves `sent` are already in `current`
 * (the view then, `before` the view before them; the server applies a request whole or not at all),
 * so that a move whose answer was lost is never applied twice. Its answer then has `resynced: true`
 * and no reveals: read the view.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlayResult, PlayStatus } from '../../../shared/api/plays.ts';
import {
  getPlay,
  type MoveOf,
  type PlayDifficulty,
  type PlayGameId,
  type PlayOf,
  startPlay,
  type ViewOf,
} from '../../lib/plays.ts';
import { usePlayClock, wholeSeconds } from './play-clock.ts';
import { useMoveRequests } from './use-move-requests.ts';

export interface PlayEnd<G extends PlayGameId> {
  playId: string;
  view: ViewOf<G>;
  /** The server's time and score of the game: what a submission carries. */
  result: PlayResult;
  /** A move had to be sent again after a lost connection: the server's time includes that wait. */
  offline: boolean;
}

export interface UsePlayOptions<G extends PlayGameId> {
  onEnd?: (end: PlayEnd<G>) => void;
  alreadyApplied?: (current: ViewOf<G>, sent: readonly MoveOf<G>[], before: ViewOf<G>) => boolean;
}

export function usePlay<G extends PlayGameId>(gameId: G, options: UsePlayOptions<G> = {}) {
  const [play, setPlay] = useState<{ playId: string; view: ViewOf<G>; status: PlayStatus } | null>(null);
  const [dealing, setDealing] = useState(false);
  const [dealError, setDealError] = useState<unknown>(null);
  const { start: startAt, stop: stopAt, reset: resetClock, seconds: clockSeconds } = usePlayClock();
  const [localSeconds, setLocalSeconds] = useState<number | null>(null);
  const [result, setResult] = useState<PlayResult | null>(null);

  const optionsRef = useRef(options);
  optionsRef.current = options;
  // Everything below lives outside React's render cycle, so answers and timers act on the latest.
  const generation = useRef(0);
  const playIdRef = useRef<string | null>(null);
  const lastView = useRef<ViewOf<G> | null>(null);
  const finalSeconds = useRef<number | null>(null);
  const resultRef = useRef<PlayResult | null>(null);
  const endReported = useRef(false);

  // The moves' answers update the play (through the functions below, called once they are defined).
  const requests = useMoveRequests(gameId, {
    playId: () => playIdRef.current,
    lastView: () => lastView.current,
    alreadyApplied: options.alreadyApplied,
    onAnswer: (answer, playId) => {
      lastView.current = answer.view;
      keepResult(answer.result);
      if (answer.status === 'over') finish();
      const status = finalSeconds.current === null ? answer.status : 'over';
      setPlay({ playId, view: answer.view, status });
    },
    onSettled: () => reportEndWhenSettled(),
  });
  const { idle, wasOffline, reset: resetRequests, send: sendMoves } = requests;

  const reportEndWhenSettled = useCallback(() => {
    const playId = playIdRef.current;
    const view = lastView.current;
    const ended = resultRef.current;
    if (endReported.current || finalSeconds.current === null || ended === null) return;
    if (playId === null || view === null || !idle()) return;
    endReported.current = true;
    optionsRef.current.onEnd?.({ playId, view, result: ended, offline: wasOffline() });
  }, [idle, wasOffline]);

  const finish = useCallback(
    (at: number = Date.now()): number => {
      if (finalSeconds.current !== null) return finalSeconds.current;
      const stopped = stopAt(at);
      const seconds = wholeSeconds(stopped, at);
      finalSeconds.current = seconds;
      setLocalSeconds(seconds);
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

  const keepResult = useCallback((next: PlayResult | null) => {
    if (next === null) return;
    resultRef.current = next;
    setResult(next);
  }, []);

  useEffect(
    () => () => {
      generation.current += 1;
    },
    [],
  );

  const send = useCallback(
    (moves: readonly MoveOf<G>[], { startsClock = true }: { startsClock?: boolean } = {}) => {
      if (startsClock) startClock(Date.now());
      if (moves.length === 0) return Promise.reject(new RangeError('send takes at least one move'));
      return sendMoves(moves);
    },
    [sendMoves, startClock],
  );

  const begin = useCallback(
    async (load: () => Promise<PlayOf<G>>): Promise<PlayOf<G> | null> => {
      generation.current += 1;
      const ofGeneration = generation.current;
      resetRequests();
      playIdRef.current = null;
      lastView.current = null;
      finalSeconds.current = null;
      resultRef.current = null;
      endReported.current = false;
      resetClock();
      setLocalSeconds(null);
      setResult(null);
      setPlay(null);
      setDealing(true);
      setDealError(null);
      try {
        const dealt = await load();
        if (ofGeneration !== generation.current) return null;
        playIdRef.current = dealt.playId;
        lastView.current = dealt.view as ViewOf<G>;
        // A play that ended before it was read again shows the server's result, and ends no more.
        endReported.current = dealt.status === 'over';
        keepResult(dealt.result);
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
    [resetRequests, resetClock, keepResult],
  );

  const deal = useCallback(
    (difficulty?: PlayDifficulty) =>
      // A browser that knows it is offline fails the deal at once, as a lost connection would.
      begin(() =>
        typeof navigator !== 'undefined' && navigator.onLine === false
          ? Promise.reject(new TypeError('The browser is offline'))
          : startPlay(gameId, difficulty),
      ),
    [begin, gameId],
  );
  const resume = useCallback((playId: string) => begin(() => getPlay(gameId, playId)), [begin, gameId]);

  const timeSeconds = result?.timeSeconds ?? localSeconds;
  return {
    playId: play?.playId ?? null,
    view: play?.view ?? null,
    status: play?.status ?? null,
    dealing,
    dealError,
    connection: requests.connection,
    result,
    offline: requests.offline,
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
