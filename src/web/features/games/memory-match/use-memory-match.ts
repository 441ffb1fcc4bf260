import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlayResult } from '../../../../shared/api/plays.ts';
import { memoryDisplayedScore } from '../../../../shared/games/memory-match/scoring.ts';
import { gameBySlug } from '../../../../shared/games/registry.ts';
import type { ScoreSubmitter } from '../../../components/game/score-submitter.ts';
import { usePlay } from '../../../components/game/use-play.ts';
import type { RevealOf } from '../../../lib/plays.ts';
import {
  applyReveal,
  boardFromView,
  canTurn,
  FACE_DOWN_BOARD,
  isCleared,
  type MemoryBoard,
  resolveShowing,
  turnApplied,
  turnHere,
} from './memory-board.ts';

const GAME = gameBySlug('memory-match');

/** A finished game: the server's time and score, and the moves played. */
export interface MemoryResult {
  timeSeconds: number;
  moves: number;
  score: number;
  /** The server's result, which says whether the game is ranked and why not. */
  server: PlayResult;
  /** A move waited for a lost connection: the server's time includes that wait. */
  offline: boolean;
}

interface MemoryMatchEvents {
  /** The server named a turned card's symbol (and with a pair's second card, its outcome). */
  onReveal: (reveal: RevealOf<1>, pairsFound: number) => void;
  onFinish: (result: MemoryResult) => void;
}

/**
 * A Memory Match game dealt by the server: a card turns face up at once when clicked and shows its
 * symbol when the server's answer names it; a pair shows for 0.5 s (match) or 1 s (mismatch) from
 * that answer, as the server times it; the last match ends the game, and the score the server
 * computed with its own time (in the answer to the last card) is shown and sent.
 */
export function useMemoryMatch(scores: ScoreSubmitter, events: MemoryMatchEvents) {
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
    setBoard(FACE_DOWN_BOARD);
    const dealt = await deal();
    if (dealt) setBoard(boardFromView(dealt.view, Date.now()));
    return dealt !== null;
  }, [deal, setBoard]);

  // Dealt once the page runs in the browser: the prerendered page shows the cards face down.
  useEffect(() => {
    void newGame();
  }, [newGame]);

  const turn = (card: number) => {
    if (play.playId === null || !canTurn(latest.current, card)) return;
    setBoard(turnHere(latest.current, card));
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

  // A pair on show takes its outcome when due; the last match ends the game at that moment.
  const dueAt = board.showing?.dueAt ?? null;
  useEffect(() => {
    if (dueAt === null) return;
    const id = window.setTimeout(
      () => {
        const next = resolveShowing(latest.current);
        setBoard(next);
        if (isCleared(next)) finish(Math.max(Date.now(), dueAt));
      },
      Math.max(0, dueAt - Date.now()),
    );
    return () => window.clearTimeout(id);
  }, [dueAt, finish, setBoard]);

  return {
    board,
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
