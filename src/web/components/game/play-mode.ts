import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, UnexpectedAnswerError } from '../../lib/api.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/** A game page's two ways to play: ranked (dealt and timed by the server) or practice (in the browser). */
export type PlayMode = 'ranked' | 'practice';

/** The address's query parameter that opens a game page in practice: `?mode=practice`. */
const MODE_PARAM = 'mode';

/** Where the untimed choice of practice is remembered (local storage): "1" untimed, absent timed. */
export const UNTIMED_KEY = 'brain-training:practice-untimed';

/** Whether an address's query (`location.search`) asks for practice. */
function practiceRequested(search: string): boolean {
  return new URLSearchParams(search).get(MODE_PARAM) === 'practice';
}

/**
 * Whether the page was opened for practice, read from the browser's address: a ranked screen asks
 * before dealing, as the page hydrates in ranked mode (the prerendered page knows no query) and only
 * then turns to practice, and a practice page must never ask the server for a game.
 */
export function practiceAtThisAddress(): boolean {
  return typeof window !== 'undefined' && practiceRequested(window.location.search);
}

/**
 * The page's mode, from its address: ranked while the prerendered page hydrates, then what the
 * address says. `setMode` changes the address (replacing it, the language kept), so that a reload or
 * a shared link opens the same mode.
 */
export function usePlayMode(): { mode: PlayMode; setMode: (mode: PlayMode) => void } {
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const mode: PlayMode = hydrated && params.get(MODE_PARAM) === 'practice' ? 'practice' : 'ranked';
  const setMode = useCallback(
    (next: PlayMode) =>
      setParams(
        (previous) => {
          const changed = new URLSearchParams(previous);
          if (next === 'practice') changed.set(MODE_PARAM, 'practice');
          else changed.delete(MODE_PARAM);
          return changed;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return { mode, setMode };
}

function readUntimed(): boolean {
  try {
    return window.localStorage.getItem(UNTIMED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Practice's untimed choice (WCAG 2.2.1), remembered in this browser; false until the page runs. */
export function useUntimed(): [boolean, (untimed: boolean) => void] {
  const [untimed, setUntimedState] = useState(false);
  useEffect(() => setUntimedState(readUntimed()), []);
  const setUntimed = useCallback((next: boolean) => {
    setUntimedState(next);
    try {
      if (next) window.localStorage.setItem(UNTIMED_KEY, '1');
      else window.localStorage.removeItem(UNTIMED_KEY);
    } catch {
      // Storage refused (a private window's quota): the choice holds for this page only.
    }
  }, []);
  return [untimed, setUntimed];
}

/**
 * Whether a failed request never reached the server (no connection, the server unreachable, the
 * browser offline): not a refusal (ApiError) and not an answer of an unexpected shape.
 */
export function isNetworkError(error: unknown): boolean {
  return error !== null && !(error instanceof ApiError) && !(error instanceof UnexpectedAnswerError);
}
