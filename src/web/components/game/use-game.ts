import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameEngine, GameResult, MoveContext, Step } from '../../../shared/games/engine.ts';

/** The wall clock, read again every second while `running` (from the moment it starts running). */
function useTicker(running: boolean): number {
  const [now, setNow] = useState(0);
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [running]);
  return now;
}

interface UseGameOptions<State, Result> {
  /** The game shown from the first render (a deal that needs nothing from the browser). */
  initial?: () => State;
  /** Runs once per game, on the move that ends it. */
  onFinish?: (result: Result, state: State) => void;
}

/**
 * The one hook every game screen runs on. It holds a game of `engine` (null until one is dealt),
 * applies moves at the wall clock's time, ticks the game's clock once a second while it runs, and
 * reports the end of each game once. The latest state is kept outside React's render cycle too, so
 * that handlers and timers running between renders never act on an old one.
 */
export function useGame<State, View, Move, Reveal, Options, Result extends GameResult, Env extends object>(
  engine: GameEngine<State, View, Move, Reveal, Options, Result, Env>,
  { initial, onFinish }: UseGameOptions<State, Result> = {},
) {
  const [state, setState] = useState<State | null>(() => initial?.() ?? null);
  const latest = useRef<State | null>(state);
  const onFinishRef = useRef(onFinish);
  onFinishRef.current = onFinish;

  /** Starts over with this game (a new deal, or one restored from storage); null clears the screen. */
  const load = useCallback((next: State | null) => {
    latest.current = next;
    setState(next);
  }, []);

  /**
   * Plays one move now (or at `context.at`, for a move due at a known time). Returns what the move
   * revealed, or null when there is no game.
   */
  const play = useCallback(
    (move: Move, context?: Partial<MoveContext> & Env): Step<State, Reveal> | null => {
      const current = latest.current;
      if (current === null) return null;
      const step = engine.move(current, move, { at: Date.now(), ...context } as MoveContext & Env);
      if (step.state === current) return step;
      latest.current = step.state;
      setState(step.state);
      if (engine.status(current) !== 'over' && engine.status(step.state) === 'over') {
        const result = engine.result(step.state);
        if (result) onFinishRef.current?.(result, step.state);
      }
      return step;
    },
    [engine],
  );

  const current = useCallback(() => latest.current, []);
  const status = state === null ? null : engine.status(state);
  const now = useTicker(status === 'playing');
  return {
    state,
    /** The latest state, also between renders. */
    current,
    view: state === null ? null : engine.view(state),
    status,
    seconds: state === null ? 0 : engine.seconds(state, now),
    score: state === null ? null : engine.score(state, now),
    result: state === null ? null : engine.result(state),
    load,
    play,
  };
}
