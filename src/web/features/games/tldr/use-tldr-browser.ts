import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { emptyStats, parseStats, recordGame, type TldrStats } from '../../../../shared/games/tldr/stats.ts';
import {
  forgetOtherDays,
  HARD_MODE_KEY,
  HIGH_CONTRAST_KEY,
  type KeyValueStorage,
  type Player,
  type PlayRecord,
  playKey,
  readPlayRecord,
  statsKey,
} from '../../../../shared/games/tldr/storage.ts';
import { pacificDay } from '../../../../shared/time.ts';
import { browserStorage, safeSet } from './browser-storage.ts';

/**
 * The wall clock once a second (for the countdown to the next word) and the Pacific day whose game
 * is shown: it follows the calendar, except that a game under way keeps its day until it ends.
 */
export function usePacificDay(hydrated: boolean, underway: () => boolean) {
  const [day, setDay] = useState<string | null>(null);
  const [now, setNow] = useState(0);
  const underwayRef = useRef(underway);
  underwayRef.current = underway;
  useEffect(() => {
    if (!hydrated) return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      const today = pacificDay(new Date(at));
      setDay((shown) => (shown === null || !underwayRef.current() ? today : shown));
    };
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [hydrated]);
  return { day, now };
}

/**
 * What this browser keeps for the player: the record of the day's play (`records`), statistics, the
 * colour option and the hard-mode choice, in the browser's storage (a memory stand-in when it is
 * refused).
 */
export function useTldrBrowserState() {
  const storageRef = useRef<KeyValueStorage | null>(null);
  const store = useCallback(() => {
    storageRef.current ??= browserStorage();
    return storageRef.current;
  }, []);
  const [stats, setStats] = useState<TldrStats>(emptyStats);
  const [highContrast, setHighContrastState] = useState(false);
  const [hardMode, setHardModeState] = useState(false);
  const statsRef = useRef<TldrStats>(stats);

  /** Reads the player's statistics and the options. */
  const readFor = useCallback(
    (player: Player) => {
      const loaded = parseStats(store().getItem(statsKey(player)));
      statsRef.current = loaded;
      setStats(loaded);
      setHighContrastState(store().getItem(HIGH_CONTRAST_KEY) === 'on');
      setHardModeState(store().getItem(HARD_MODE_KEY) === 'on');
    },
    [store],
  );

  /** Adds a finished game of `day` to the player's statistics. */
  const recordFinished = useCallback(
    (player: Player, day: string, won: boolean, attempts: number) => {
      const next = recordGame(statsRef.current, day, won, attempts);
      statsRef.current = next;
      setStats(next);
      safeSet(store(), statsKey(player), JSON.stringify(next));
    },
    [store],
  );

  const setHighContrast = useCallback(
    (on: boolean) => {
      setHighContrastState(on);
      safeSet(store(), HIGH_CONTRAST_KEY, on ? 'on' : 'off');
    },
    [store],
  );

  const setHardMode = useCallback(
    (on: boolean) => {
      setHardModeState(on);
      safeSet(store(), HARD_MODE_KEY, on ? 'on' : 'off');
    },
    [store],
  );

  const records = useMemo(
    () => ({
      read: (day: string, player: Player) => readPlayRecord(store(), day, player),
      write: (day: string, player: Player, record: PlayRecord) =>
        safeSet(store(), playKey(day, player), JSON.stringify(record)),
      forget: (day: string, player: Player) => store().removeItem(playKey(day, player)),
      forgetOtherDays: (day: string) => forgetOtherDays(store(), day),
    }),
    [store],
  );

  return { records, stats, highContrast, setHighContrast, hardMode, setHardMode, readFor, recordFinished };
}
