import { useCallback, useEffect, useRef, useState } from 'react';
import { UNSTARTED_CLOCK } from '../../../../shared/games/engine.ts';
import type { Difficulty } from '../../../../shared/games/number-puzzle/board.ts';
import { CELLS, DIFFICULTIES, shuffleFor } from '../../../../shared/games/number-puzzle/board.ts';
import {
  type NumberPuzzleMove,
  type NumberPuzzleState,
  numberPuzzleEngine,
} from '../../../../shared/games/number-puzzle/engine.ts';
import { numberPuzzleScore } from '../../../../shared/games/number-puzzle/scoring.ts';
import { useTicker } from '../../../components/game/play-clock.ts';
import {
  clockAfterAway,
  isClock,
  keepPractice,
  readPractice,
} from '../../../components/game/practice-store.ts';
import type { NumberPuzzlePlay, PuzzleResult } from './use-number-puzzle.ts';

/** A puzzle shuffled here by the shared rules (legal moves from the solved board, never solved). */
function shuffleHere(difficulty: Difficulty): NumberPuzzleState {
  const { board } = shuffleFor(difficulty, Math.random);
  return { game: { difficulty, board, moves: 0, status: 'ready' }, clock: UNSTARTED_CLOCK };
}

const KEPT_AS = 'number-puzzle';

/** Whether a stored value is a puzzle in progress: a board of the sixteen squares, unsolved. */
function isPuzzleInProgress(value: unknown): value is NumberPuzzleState {
  if (typeof value !== 'object' || value === null) return false;
  const { game, clock } = value as Record<string, unknown>;
  if (typeof game !== 'object' || game === null || !isClock(clock)) return false;
  const { difficulty, board, moves, status } = game as Record<string, unknown>;
  return (
    DIFFICULTIES.includes(difficulty as Difficulty) &&
    Array.isArray(board) &&
    board.length === CELLS &&
    [...board].sort((a, b) => a - b).every((square, index) => square === index) &&
    Number.isInteger(moves) &&
    (status === 'ready' || status === 'playing')
  );
}

/** A resumed puzzle, its clock moved on by the time the page was away. */
function afterAway(puzzle: NumberPuzzleState, awayMs: number): NumberPuzzleState {
  return { ...puzzle, clock: clockAfterAway(puzzle.clock, awayMs) };
}

/**
 * A practice Number Puzzle, shuffled and played in this browser with the shared rules (no request to
 * the server), never submitted; a puzzle in progress is kept for a reload of the tab. Untimed, the clock is neither shown nor read, and the result has no
 * time and no score (the score is counted from the time).
 */
export function useNumberPuzzlePractice(
  untimed: boolean,
  onFinish: (result: PuzzleResult) => void,
): NumberPuzzlePlay {
  const [puzzle, setPuzzleState] = useState(() => readPractice(KEPT_AS, isPuzzleInProgress, afterAway));
  const latest = useRef(puzzle);
  const setPuzzle = useCallback((next: NumberPuzzleState | null) => {
    latest.current = next;
    setPuzzleState(next);
  }, []);
  const [result, setResult] = useState<PuzzleResult | null>(null);
  // A puzzle is untimed once the switch was on at any moment after its clock started; switched on
  // before the first move, then off again, it is timed.
  const untimedGame = useRef(false);
  if (untimed && puzzle?.clock.startedAt != null) untimedGame.current = true;
  const onFinishRef = useRef(onFinish);
  onFinishRef.current = onFinish;
  const untimedNow = useRef(untimed);
  untimedNow.current = untimed;

  useEffect(() => keepPractice(KEPT_AS, puzzle && puzzle.game.status !== 'solved' ? puzzle : null), [puzzle]);

  const start = useCallback(
    async (difficulty: Difficulty) => {
      untimedGame.current = false;
      setResult(null);
      const fresh = shuffleHere(difficulty);
      setPuzzle(fresh);
      return fresh;
    },
    [setPuzzle],
  );

  const move = (next: NumberPuzzleMove) => {
    const current = latest.current;
    if (!current) return null;
    const at = Date.now();
    const step = numberPuzzleEngine.move(current, next, { at });
    if (step.state === current || step.reveal.type !== 'moved') return step;
    setPuzzle(step.state);
    const ended = numberPuzzleEngine.result(step.state);
    if (ended) {
      const timed = !untimedGame.current && !untimedNow.current;
      const solved: PuzzleResult = {
        timeSeconds: timed ? ended.timeSeconds : null,
        moves: step.state.game.moves,
        score: timed ? ended.score : null,
        server: null,
        offline: false,
      };
      setResult(solved);
      onFinishRef.current(solved);
    }
    return step;
  };

  const clock = puzzle?.clock ?? UNSTARTED_CLOCK;
  const hidden = untimed || untimedGame.current;
  const now = useTicker(!hidden && clock.startedAt !== null && clock.endedAt === null);
  const seconds = puzzle ? numberPuzzleEngine.seconds(puzzle, Math.max(now, clock.startedAt ?? 0)) : 0;
  return {
    view: puzzle ? numberPuzzleEngine.view(puzzle) : null,
    seconds: hidden ? null : seconds,
    score: result ? result.score : hidden ? null : numberPuzzleScore(seconds, puzzle?.game.moves ?? 0),
    result,
    sent: false,
    dealError: null,
    refusal: null,
    connection: 'ok',
    hasPuzzle: () => latest.current !== null,
    start,
    move,
  };
}
