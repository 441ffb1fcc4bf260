import { useCallback, useRef, useState } from 'react';
import type { PlayResult } from '../../../../shared/api/plays.ts';
import { UNSTARTED_CLOCK } from '../../../../shared/games/engine.ts';
import type { Difficulty } from '../../../../shared/games/number-puzzle/board.ts';
import {
  type NumberPuzzleMove,
  type NumberPuzzleState,
  type NumberPuzzleView,
  numberPuzzleEngine,
} from '../../../../shared/games/number-puzzle/engine.ts';
import { numberPuzzleIdentity } from '../../../../shared/games/number-puzzle/identity.ts';
import { numberPuzzleScore } from '../../../../shared/games/number-puzzle/scoring.ts';
import type { ScoreSubmitter } from '../../../components/game/score-submitter.ts';
import { usePlay } from '../../../components/game/use-play.ts';
import type { ViewOf } from '../../../lib/plays.ts';

const GAME = numberPuzzleIdentity;

/** A solved puzzle: the server's time and score (a practice game's own), and the moves played. */
export interface PuzzleResult {
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

/** The dealt puzzle as the shared rules hold it: its board is public, so the moves play here. */
function puzzleFromView(view: ViewOf<2>): NumberPuzzleState {
  const status = view.solved ? 'solved' : view.moves > 0 ? 'playing' : 'ready';
  return {
    game: { difficulty: view.difficulty, board: view.board, moves: view.moves, status },
    clock: UNSTARTED_CLOCK,
  };
}

/** What the Number Puzzle screen plays: a ranked puzzle (`useNumberPuzzle`) or a practice one. */
export interface NumberPuzzlePlay {
  view: NumberPuzzleView | null;
  /** The clock, or null when it is hidden (untimed practice). */
  seconds: number | null;
  score: number | null;
  result: PuzzleResult | null;
  sent: boolean;
  dealError: unknown;
  refusal: unknown;
  connection: 'ok' | 'lost';
  hasPuzzle: () => boolean;
  start: (difficulty: Difficulty) => Promise<NumberPuzzleState | null>;
  move: (next: NumberPuzzleMove) => ReturnType<typeof numberPuzzleEngine.move> | null;
}

/**
 * A Number Puzzle dealt by the server. Its board is public, so tiles slide here at once with the
 * shared rules, and each slide is sent to the server as it is made (slides made while one is on its
 * way go together in the next request). The solving slide stops the clock here; the server answers
 * it with its own time and score, which the result shows and the leaderboard receives.
 */
export function useNumberPuzzle(
  scores: ScoreSubmitter,
  onFinish: (result: PuzzleResult) => void,
): NumberPuzzlePlay {
  const [puzzle, setPuzzleState] = useState<NumberPuzzleState | null>(null);
  const latest = useRef(puzzle);
  const setPuzzle = useCallback((next: NumberPuzzleState | null) => {
    latest.current = next;
    setPuzzleState(next);
  }, []);
  const [result, setResult] = useState<PuzzleResult | null>(null);
  const [refusal, setRefusal] = useState<unknown>(null);
  // Whether the score was sent: false for a guest's game and for one the server does not rank.
  const [sent, setSent] = useState(false);
  const onFinishRef = useRef(onFinish);
  onFinishRef.current = onFinish;

  const play = usePlay(GAME.id, {
    // The moves of an answer lost with the connection are in the play when its count has moved on.
    alreadyApplied: (current, moves, before) => current.moves >= before.moves + moves.length,
    onEnd: ({ playId, view, result: server, offline }) => {
      const { timeSeconds, score } = server;
      setSent(
        server.ranked &&
          scores.submitScore({ playId, gameId: GAME.id, timeSeconds, score }, { reportUnreadableUser: true }),
      );
      const solved = { timeSeconds, moves: view.moves, score, server, offline };
      setResult(solved);
      onFinishRef.current(solved);
    },
  });
  const { deal, send, finish } = play;

  /** Deals a new puzzle; the puzzle once it is on the board, or null. */
  const start = useCallback(
    async (difficulty: Difficulty): Promise<NumberPuzzleState | null> => {
      setPuzzle(null);
      setResult(null);
      setRefusal(null);
      setSent(false);
      const dealt = await deal(difficulty);
      if (!dealt) return null;
      const fresh = puzzleFromView(dealt.view);
      setPuzzle(fresh);
      return fresh;
    },
    [deal, setPuzzle],
  );

  /** Plays a move here and sends it (null when no puzzle is dealt); the solving move stops the clock. */
  const move = (next: NumberPuzzleMove) => {
    const current = latest.current;
    if (!current) return null;
    const at = Date.now();
    const step = numberPuzzleEngine.move(current, next, { at });
    if (step.state === current || step.reveal.type !== 'moved') return step;
    setPuzzle(step.state);
    send([next]).catch((error: unknown) => setRefusal(error));
    if (step.reveal.solved) finish(at);
    return step;
  };

  return {
    view: puzzle ? numberPuzzleEngine.view(puzzle) : null,
    seconds: play.seconds,
    score: result?.score ?? numberPuzzleScore(play.seconds, puzzle?.game.moves ?? 0),
    result,
    sent,
    dealError: play.dealError,
    refusal,
    connection: play.connection,
    hasPuzzle: () => latest.current !== null,
    start,
    move,
  };
}
