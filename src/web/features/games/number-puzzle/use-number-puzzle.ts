import { useCallback, useRef, useState } from 'react';
import { UNSTARTED_CLOCK } from '../../../../shared/games/engine.ts';
import type { Difficulty } from '../../../../shared/games/number-puzzle/board.ts';
import {
  type NumberPuzzleMove,
  type NumberPuzzleState,
  numberPuzzleEngine,
} from '../../../../shared/games/number-puzzle/game-engine.ts';
import { numberPuzzleScore } from '../../../../shared/games/number-puzzle/scoring.ts';
import { gameBySlug } from '../../../../shared/games/registry.ts';
import type { ScoreSubmitter } from '../../../components/game/score-submitter.ts';
import { usePlay } from '../../../components/game/use-play.ts';
import type { ViewOf } from '../../../lib/plays.ts';

const GAME = gameBySlug('number-puzzle');

export interface PuzzleResult {
  timeSeconds: number;
  moves: number;
  score: number;
}

/** The dealt puzzle as the shared rules hold it: its board is public, so the moves play here. */
function puzzleFromView(view: ViewOf<2>): NumberPuzzleState {
  const status = view.solved ? 'solved' : view.moves > 0 ? 'playing' : 'ready';
  return {
    game: { difficulty: view.difficulty, board: view.board, moves: view.moves, status },
    clock: UNSTARTED_CLOCK,
  };
}

/**
 * A Number Puzzle dealt by the server. Its board is public, so tiles slide here at once with the
 * shared rules; the solving move stops the clock and sends the whole list of moves, and the score
 * goes to the leaderboard once the server has seen the puzzle solved.
 */
export function useNumberPuzzle(scores: ScoreSubmitter, onFinish: (result: PuzzleResult) => void) {
  const [puzzle, setPuzzleState] = useState<NumberPuzzleState | null>(null);
  const latest = useRef(puzzle);
  const setPuzzle = useCallback((next: NumberPuzzleState | null) => {
    latest.current = next;
    setPuzzleState(next);
  }, []);
  const played = useRef<NumberPuzzleMove[]>([]);
  const [result, setResult] = useState<PuzzleResult | null>(null);
  const [refusal, setRefusal] = useState<unknown>(null);
  // Whether the score was sent: null until the server has the solved puzzle, false for a guest.
  const [sent, setSent] = useState<boolean | null>(null);

  const play = usePlay(GAME.id, {
    minSeconds: 1,
    // The moves of an answer lost with the connection are in the play when its count has moved on.
    alreadyApplied: (current, moves, before) => current.moves >= before.moves + moves.length,
    onEnd: ({ playId, timeSeconds, view }) => {
      const score = numberPuzzleScore(timeSeconds, view.moves);
      setSent(
        scores.submitScore({ playId, gameId: GAME.id, timeSeconds, score }, { reportUnreadableUser: true }),
      );
    },
  });
  const { deal, send, startClock, finish } = play;

  /** Deals a new puzzle; true once it is on the board. */
  const start = useCallback(
    async (difficulty: Difficulty): Promise<NumberPuzzleState | null> => {
      setPuzzle(null);
      setResult(null);
      setRefusal(null);
      setSent(null);
      played.current = [];
      const dealt = await deal(difficulty);
      if (!dealt) return null;
      const fresh = puzzleFromView(dealt.view);
      setPuzzle(fresh);
      return fresh;
    },
    [deal, setPuzzle],
  );

  /** Plays a move here (null when no puzzle is dealt); the solving move sends them all. */
  const move = (next: NumberPuzzleMove) => {
    const current = latest.current;
    if (!current) return null;
    const at = Date.now();
    const step = numberPuzzleEngine.move(current, next, { at });
    if (step.state === current || step.reveal.type !== 'moved') return step;
    setPuzzle(step.state);
    played.current.push(next);
    if (step.reveal.startedGame) startClock(at);
    if (step.reveal.solved) {
      send(played.current, { startsClock: false }).catch((error: unknown) => setRefusal(error));
      const timeSeconds = finish(at);
      const moves = step.state.game.moves;
      const solved = { timeSeconds, moves, score: numberPuzzleScore(timeSeconds, moves) };
      setResult(solved);
      onFinish(solved);
    }
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
