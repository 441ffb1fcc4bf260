import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A game's stopwatch in whole seconds. It ticks once a second while running and counts from the
 * wall clock, so a busy or backgrounded tab does not make it drift.
 */
export function useGameTimer() {
  const [seconds, setSeconds] = useState(0);
  const [running, setRunning] = useState(false);
  const startedAt = useRef<number | null>(null);

  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => {
      if (startedAt.current !== null) setSeconds(Math.floor((Date.now() - startedAt.current) / 1000));
    }, 1000);
    return () => window.clearInterval(id);
  }, [running]);

  /** Starts the clock from zero, unless it is already running. */
  const start = useCallback(() => {
    if (startedAt.current !== null) return;
    startedAt.current = Date.now();
    setSeconds(0);
    setRunning(true);
  }, []);

  /** Stops the clock and returns the elapsed whole seconds. */
  const stop = useCallback((): number => {
    const elapsed = startedAt.current === null ? 0 : Math.floor((Date.now() - startedAt.current) / 1000);
    setRunning(false);
    setSeconds(elapsed);
    return elapsed;
  }, []);

  const reset = useCallback(() => {
    startedAt.current = null;
    setRunning(false);
    setSeconds(0);
  }, []);

  /** Elapsed whole seconds right now, without waiting for the next tick. */
  const elapsed = useCallback(
    (): number => (startedAt.current === null ? 0 : Math.floor((Date.now() - startedAt.current) / 1000)),
    [],
  );

  return { seconds, running, start, stop, reset, elapsed };
}
