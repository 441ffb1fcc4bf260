import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api.ts';

export type Read<T> =
  | { state: 'loading'; data?: T }
  | { state: 'error'; message: string; data?: T }
  | { state: 'ready'; data: T };

/** A message for a failed admin read that an administrator can act on. */
export function readFailure(error: unknown): string {
  if (error instanceof ApiError) {
    return `The server answered ${error.status}${error.serverMessage ? `: ${error.serverMessage}` : '.'}`;
  }
  return 'The server could not be reached. Check the connection and try again.';
}

/**
 * Runs `load` now and whenever `reload` is called or `deps` change, keeping the last data while a new
 * read is under way; only the latest read may set the state. A 401 means the key is no longer
 * accepted, which `onUnauthorized` handles. Data read just before (`initial`) is shown instead of a
 * first read.
 */
export function useAdminRead<T>(
  load: () => Promise<T>,
  deps: readonly unknown[],
  onUnauthorized: () => void,
  initial?: T,
): Read<T> & { reload: () => void } {
  const [read, setRead] = useState<Read<T>>(
    initial === undefined ? { state: 'loading' } : { state: 'ready', data: initial },
  );
  const skipFirstRead = useRef(initial !== undefined);
  const [round, setRound] = useState(0);
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const unauthorized = useRef(onUnauthorized);
  unauthorized.current = onUnauthorized;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller lists what the read depends on
  useEffect(() => {
    const run = ++latest.current;
    if (skipFirstRead.current) {
      skipFirstRead.current = false;
      return;
    }
    setRead((current) => ({ state: 'loading', data: current.data }));
    loadRef.current().then(
      (data) => {
        if (run === latest.current) setRead({ state: 'ready', data });
      },
      (error: unknown) => {
        if (run !== latest.current) return;
        if (error instanceof ApiError && error.status === 401) {
          unauthorized.current();
          return;
        }
        setRead((current) => ({ state: 'error', message: readFailure(error), data: current.data }));
      },
    );
  }, [round, ...deps]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...read, reload };
}
