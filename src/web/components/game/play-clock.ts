import { useCallback, useEffect, useRef, useState } from 'react';

/** The player's own clock of a play: started by the first move, stopped at the end (ms). */
export interface Clock {
  startedAt: number | null;
  endedAt: number | null;
}

const UNSTARTED: Clock = { startedAt: null, endedAt: null };

/** Whole seconds on a clock at `now`: 0 before it starts, fixed once it stops. */
export function wholeSeconds(clock: Clock, now: number): number {
  if (clock.startedAt === null) return 0;
  return Math.max(0, Math.floor(((clock.endedAt ?? now) - clock.startedAt) / 1000));
}

/** The wall clock, read again every second while `running`. */
export function useTicker(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [running]);
  return now;
}

/**
 * A clock kept in state (to re-render once a second while it runs) and in a ref (for handlers and
 * answers that arrive between renders). `start` does nothing once started or stopped; `stop` keeps
 * the first stop and returns the clock as stopped.
 */
export function usePlayClock() {
  const [clock, setClock] = useState<Clock>(UNSTARTED);
  const latest = useRef<Clock>(UNSTARTED);
  const set = useCallback((next: Clock) => {
    latest.current = next;
    setClock(next);
  }, []);
  const start = useCallback(
    (at: number): boolean => {
      if (latest.current.startedAt !== null || latest.current.endedAt !== null) return false;
      set({ startedAt: at, endedAt: null });
      return true;
    },
    [set],
  );
  const stop = useCallback(
    (at: number): Clock => {
      if (latest.current.endedAt !== null) return latest.current;
      const stopped = { startedAt: latest.current.startedAt ?? at, endedAt: at };
      set(stopped);
      return stopped;
    },
    [set],
  );
  const reset = useCallback(() => set(UNSTARTED), [set]);
  const now = useTicker(clock.startedAt !== null && clock.endedAt === null);
  return { start, stop, reset, seconds: wholeSeconds(clock, Math.max(now, clock.startedAt ?? 0)) };
}
