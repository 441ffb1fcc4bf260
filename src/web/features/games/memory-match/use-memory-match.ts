import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlayResult } from '../../../../shared/api/plays.ts';
import { memoryMatchIdentity } from '../../../../shared/games/memory-match/identity.ts';
import { memoryDisplayedScore } from '../../../../shared/games/memory-match/scoring.ts';
import { practiceAtThisAddress } from '../../../components/game/play-mode.ts';
import type { ScoreSubmitter } from '../../../components/game/score-submitter.ts';
import { usePlay } from '../../../components/game/use-play.ts';
import type { RevealOf } from '../../../lib/plays.ts';
import {
  applyReveal,
  boardFromView,
  FACE_DOWN_BOARD,
  isCleared,
  type MemoryBoard,
  turnApplied,
  turnHere,
} from './memory-board.ts';
import { boardAt, decideTurn, pairPause } from './pair-lock.ts';

const GAME = memoryMatchIdentity;

/** A finished game: the server's time and score (a practice game's own), and the moves played. */
export interface MemoryResult {
  /** Null for an untimed practice game. */
  timeSeconds: number | null;
  moves: number;
  /** Null for an untimed practice game. */
  score: number | null;
  /** The server's result, which says whether the game is ranked and why not; null in practice. */
  server: PlayResult | null;
  /** A move waited for a lost connection: the server's time includes that wait. */
  offline: boolean;
}

export interface MemoryMatchEvents {
  /** The server named a turned card's symbol (and with a pair's second card, its outcome). */
  onReveal: (reveal: RevealOf<1>, pairsFound: number) => void;
  onFinish: (result: MemoryResult) => void;
  /** A face-down card was clicked while a pair is on show: said once per pair, nothing else happens. */
  onLocked: () => void;
}

/** What the Memory Match screen plays: a ranked game (`useMemoryMatch`) or a practice game. */
export interface MemoryMatchPlay {
  board: MemoryBoard;
  /** Whether a pair is on show, so that the face-down cards take no click. */
  paused: boolean;
  isTurning: (id: number) => boolean;
  /** The clock, or null when it is hidden (untimed practice). */
  seconds: number | null;
  score: number | null;
  result: MemoryResult | null;
  sent: boolean;
  dealt: boolean;
  dealError: unknown;
  refusal: unknown;
  connection: 'ok' | 'lost';
  newGame: () => Promise<boolean>;
  turn: (card: number) => void;
}

/**
 * A Memory Match game dealt by the server: a card turns face up at once when clicked and shows its
 * symbol when the server's answer names it; a pair shows for 0.5 s (match) or 1 s (mismatch) from
 * that answer, as the server times it, and the board takes no card meanwhile (a click then does
 * nothing, now or later: the server would refuse the card until the pair is resolved); the last
 * match ends the game, and the score the server computed with its own time (in the answer to the
 * last card) is shown and sent.
 */
export function useMemoryMatch(scores: ScoreSubmitter, events: MemoryMatchEvents): MemoryMatchPlay {
  const [board, setBoardState] = useState<MemoryBoard>(FACE_DOWN_BOARD);
  const latest = useRef(board);
  const setBoard = useCallback((next: MemoryBoard) => {
    latest.current = next;
    setBoardState(next);
  }, []);
  const [result, setResult] = useState<MemoryResult | null>(null);
  const [refusal, setRefusal] = useState<unknown>(null);
  // Whether this game's score was sent (false for a guest), set when the game ends.
  const sent = useRef(false);
  // The last pair pause the player was told to wait through (see decideTurn).
  const toldPause = useRef<number | null>(null);
  // A card clicked before the game was dealt, turned once it is.
  const early = useRef<number | null>(null);
  const eventsRef = useRef(events);
  eventsRef.current = events;

  const play = usePlay(GAME.id, {
    alreadyApplied: (current, moves, before) =>
      moves.every((move) => turnApplied(current, move.card, before)),
    onEnd: ({ playId, result: server, offline }) => {
      const { timeSeconds, score } = server;
      // A game the server will not rank (a guest's, one below the human floor) is not sent.
      sent.current = server.ranked && scores.submitScore({ playId, gameId: GAME.id, timeSeconds, score });
      const finished = { timeSeconds, moves: latest.current.moves, score, server, offline };
      setResult(finished);
      eventsRef.current.onFinish(finished);
    },
  });
  const { deal, send, finish } = play;

  /** Deals a new game; true once it is on the board. */
  const newGame = useCallback(async (): Promise<boolean> => {
    setResult(null);
    setRefusal(null);
    sent.current = false;
    toldPause.current = null;
    early.current = null;
    setBoard(FACE_DOWN_BOARD);
    const dealt = await deal();
    if (dealt) setBoard(boardFromView(dealt.view, Date.now()));
    return dealt !== null;
  }, [deal, setBoard]);

  // Dealt once the page runs in the browser: the prerendered page shows the cards face down. A page
  // opened for practice hydrates as this ranked screen first, and asks the server for nothing.
  useEffect(() => {
    if (!practiceAtThisAddress()) void newGame();
  }, [newGame]);

  /**
   * The board at `now`: a pair whose outcome is due takes it (the last match ends the game then), so
   * that a click at the very moment a pause ends is taken even before the pair's timer has run.
   */
  const settle = useCallback(
    (now: number): MemoryBoard => {
      const dueAt = latest.current.showing?.dueAt;
      const next = boardAt(latest.current, now);
      if (next === latest.current || dueAt === undefined) return next;
      setBoard(next);
      if (isCleared(next)) finish(Math.max(now, dueAt));
      return next;
    },
    [finish, setBoard],
  );

  const turn = (card: number) => {
    if (play.playId === null) {
      // The cards show face down before the server's deal lands: the card clicked meanwhile turns
      // as soon as it does, rather than the click being lost.
      early.current = card;
      return;
    }
    const now = Date.now();
    const decision = decideTurn(settle(now), card, now, toldPause.current);
    if (decision.type === 'locked' && decision.tell !== null) {
      toldPause.current = decision.tell;
      eventsRef.current.onLocked();
    }
    if (decision.type !== 'turn') return;
    setBoard(turnHere(decision.board, card));
    send([{ type: 'turn', card }]).then(
      (answer) => {
        const now = Date.now();
        const reveal = answer.reveals[0];
        if (answer.resynced || !reveal) {
          // The answer was lost with the connection: the play read again tells where the game is.
          const fresh = boardFromView(answer.view, now);
          const turning = latest.current.turning.filter((id) => id !== card);
          setBoard(turning.reduce(turnHere, fresh));
          return;
        }
        const next = applyReveal(latest.current, reveal, now);
        setBoard(next);
        eventsRef.current.onReveal(reveal, next.pairsFound);
      },
      (error: unknown) => setRefusal(error),
    );
  };

  const turnLatest = useRef(turn);
  turnLatest.current = turn;
  useEffect(() => {
    if (play.playId === null || early.current === null) return;
    const card = early.current;
    early.current = null;
    turnLatest.current(card);
  }, [play.playId]);

  // A pair on show takes its outcome when due; the last match ends the game at that moment.
  const dueAt = board.showing?.dueAt ?? null;
  useEffect(() => {
    if (dueAt === null) return;
    const id = window.setTimeout(() => settle(Math.max(Date.now(), dueAt)), Math.max(0, dueAt - Date.now()));
    return () => window.clearTimeout(id);
  }, [dueAt, settle]);

  return {
    board,
    paused: pairPause(board) !== null,
    isTurning: (id: number) => board.turning.includes(id),
    seconds: play.seconds,
    score: result ? result.score : memoryDisplayedScore(play.seconds, board.moves),
    result,
    sent: sent.current,
    dealt: play.playId !== null,
    dealError: play.dealError,
    refusal,
    connection: play.connection,
    newGame,
    turn,
  };
}
