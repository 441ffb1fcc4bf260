import { useEffect, useRef, useState } from 'react';

export interface Read<T> {
  status: 'pending' | 'success' | 'error';
  data: T | undefined;
  error: unknown;
  /** Reads again (the retry button). */
  reload: () => void;
}

/**
 * One read of the server, made when the page shows it and again on `reload` only: the page never reads
 * by itself on focus or on a timer (a player's figures change only when they play, elsewhere). A
 * change of `key` (another player) starts afresh. `onError` sees each failure.
 */
export function useRead<T>(key: string, load: () => Promise<T>, onError: (error: unknown) => void): Read<T> {
  const latest = useRef({ load, onError });
  latest.current = { load, onError };
  const [state, setState] = useState<Omit<Read<T>, 'reload'>>({
    status: 'pending',
    data: undefined,
    error: undefined,
  });
  const [version, setVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `version` ask for a new read
  useEffect(() => {
    let current = true;
    setState((last) => ({ status: 'pending', data: last.data, error: undefined }));
    latest.current.load().then(
      (data) => {
        if (current) setState({ status: 'success', data, error: undefined });
      },
      (error: unknown) => {
        if (!current) return;
        latest.current.onError(error);
        setState((last) => ({ status: 'error', data: last.data, error }));
      },
    );
    return () => {
      current = false;
    };
  }, [key, version]);
  return { ...state, reload: () => setVersion((last) => last + 1) };
}
