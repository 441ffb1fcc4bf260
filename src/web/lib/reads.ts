import { useCallback, useSyncExternalStore } from 'react';

/**
 * The public pages' reads (boards, the community figures, a player's scores), in a store of a few
 * hundred bytes rather than a query library: these pages must load fast on a phone (decision 013).
 * As the specification says of the site's data: no retry, no refetch on focus, no polling, and data
 * is never stale by age. Each read is kept once per page under its key, fetched when a part of the
 * page first shows it and shared by every part that shows it; a finished game marks the reads it
 * changes with `invalidateReads`, which fetches again those on screen and the others when next shown.
 */

/** A read's key: its kind first, then what narrows it (`['leaderboard', gameId, period]`). */
export type ReadKey = readonly (string | number)[];

/** The keys of the site's reads, and the prefixes that mark several of them at once. */
export const readKeys = {
  leaderboard: (gameId: number, period: 'month' | 'all') => ['leaderboard', gameId, period] as const,
  leaderboardGame: (gameId: number) => ['leaderboard', gameId] as const,
  ownRank: (userId: number, gameId: number, period: 'month' | 'all') =>
    ['leaderboard-me', userId, gameId, period] as const,
  userScores: (userId: number) => ['user-scores', userId] as const,
  progress: (userId: number) => ['progress', userId] as const,
  stats: ['stats'] as const,
};

export interface ReadState<T> {
  status: 'pending' | 'success' | 'error';
  /** The last data fetched; kept while it is fetched again, and after a failed attempt. */
  data: T | undefined;
}

interface Entry {
  key: ReadKey;
  load: () => Promise<unknown>;
  state: ReadState<unknown>;
  listeners: Set<() => void>;
  /** Fetched at least once and still current. */
  current: boolean;
  /** The attempt whose answer counts: an answer to an earlier attempt is dropped. */
  attempt: Promise<void> | null;
}

const entries = new Map<string, Entry>();
const PENDING: ReadState<unknown> = { status: 'pending', data: undefined };

function entryFor(key: ReadKey, load: () => Promise<unknown>): Entry {
  const id = JSON.stringify(key);
  let entry = entries.get(id);
  if (!entry) {
    entry = { key, load, state: PENDING, listeners: new Set(), current: false, attempt: null };
    entries.set(id, entry);
  }
  // The newest way to load it wins (it closes over the same key, so it reads the same data).
  entry.load = load;
  return entry;
}

function setState(entry: Entry, state: ReadState<unknown>): void {
  entry.state = state;
  for (const listener of entry.listeners) listener();
}

function fetchEntry(entry: Entry): Promise<void> {
  entry.current = true;
  // Without data to show meanwhile, the read is pending again (after a failure, say, while retried).
  if (entry.state.data === undefined && entry.state.status !== 'pending') setState(entry, PENDING);
  const attempt: Promise<void> = entry.load().then(
    (data) => {
      if (entry.attempt === attempt) setState(entry, { status: 'success', data });
    },
    () => {
      if (entry.attempt === attempt) setState(entry, { status: 'error', data: entry.state.data });
    },
  );
  entry.attempt = attempt;
  return attempt;
}

/**
 * Watches a read: fetches it unless it is current (or it failed with nothing to show, in which case
 * a new part showing it tries again), and calls `listener` whenever its state changes.
 */
export function subscribeToRead(
  key: ReadKey,
  load: () => Promise<unknown>,
  listener: () => void,
): () => void {
  const entry = entryFor(key, load);
  entry.listeners.add(listener);
  const failedEmpty = entry.state.status === 'error' && entry.state.data === undefined;
  if (!entry.current || failedEmpty) void fetchEntry(entry);
  return () => entry.listeners.delete(listener);
}

/** A read's state now (pending when it was never fetched). */
export function readState<T>(key: ReadKey): ReadState<T> {
  return (entries.get(JSON.stringify(key))?.state ?? PENDING) as ReadState<T>;
}

/** Fetches a read again ("Try again"). */
export function refetchRead(key: ReadKey): Promise<void> {
  const entry = entries.get(JSON.stringify(key));
  return entry ? fetchEntry(entry) : Promise.resolve();
}

/**
 * One read, fetched once the component is on screen unless `enabled` is false: its state, and
 * `refetch` for a "Try again" button.
 */
export function useRead<T>(
  key: ReadKey,
  load: () => Promise<T>,
  enabled = true,
): ReadState<T> & { refetch: () => void } {
  const id = JSON.stringify(key);
  // The key is compared by its text, so a new array with the same parts is the same read.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's text stands for the key
  const subscribe = useCallback(
    (listener: () => void) => (enabled ? subscribeToRead(key, load, listener) : () => undefined),
    [id, enabled],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => (enabled ? readState<T>(key) : (PENDING as ReadState<T>)),
    () => PENDING as ReadState<T>,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's text stands for the key
  const refetch = useCallback(() => void refetchRead(key), [id]);
  return { ...state, refetch };
}

/**
 * Marks every read whose key starts with `prefix` as changed: those on screen are fetched again at
 * once (resolving when they have their answers), the others when they are next shown.
 */
export function invalidateReads(prefix: ReadKey): Promise<void> {
  const refetches: Promise<void>[] = [];
  for (const entry of entries.values()) {
    if (!prefix.every((part, index) => entry.key[index] === part)) continue;
    entry.current = false;
    if (entry.listeners.size > 0) refetches.push(fetchEntry(entry));
  }
  return Promise.all(refetches).then(() => undefined);
}

/**
 * Puts data the page received another way (a live board's new rows) in place of a read's, as if it
 * had just been fetched: its parts show it, and an answer still on its way for the read, which may be
 * older, is dropped. A read never fetched is kept too, so it shows at once when first shown.
 */
export function setReadData<T>(key: ReadKey, data: T): void {
  const id = JSON.stringify(key);
  let entry = entries.get(id);
  if (!entry) {
    // Until a part shows it (and says how to fetch it), it has no way of its own to load.
    entry = {
      key,
      load: () => Promise.resolve(data),
      state: PENDING,
      listeners: new Set(),
      current: false,
      attempt: null,
    };
    entries.set(id, entry);
  }
  entry.current = true;
  entry.attempt = null;
  setState(entry, { status: 'success', data });
}

/** A read's data, if it has any. */
export function readData<T>(key: ReadKey): T | undefined {
  return entries.get(JSON.stringify(key))?.state.data as T | undefined;
}
