import { type Database, DatabaseUnavailableError, type Subscription } from '../db/database.ts';
import { freshSharedRead } from './fresh-shared-read.ts';

interface Logger {
  warn: (object: object, message: string) => void;
}

/** A set of entries that one change makes stale together (a game's boards, say). */
type Group = string | number;

export interface ListenedCacheOptions {
  /** The channel on which every instance announces, in the statement of its write, what changed. */
  channel: string;
  /** What the cache holds, for the log: "leaderboard", "session". */
  name: string;
  /** What a notification's payload makes stale: one entry or a whole group; null for a payload it ignores. */
  stale: (payload: string) => { key: string } | { group: Group } | null;
  /** The group an entry's key belongs to. */
  groupOf: (key: string) => Group;
  /** Past this many entries, the oldest one goes. */
  maxEntries?: number;
}

/**
 * Values read from the database and kept in memory until a write makes them stale. Every write that
 * changes one notifies the channel in its own statement or transaction (so from any instance), and
 * every instance drops the entries of the group it names. Before a kept value is served, a round trip
 * on the listening connection makes sure every notification committed before the request arrived has
 * been received (requests that arrive together share one), so a value is never older than a write
 * another instance acknowledged. Without the listener, nothing is kept and every read goes to the
 * database.
 */
export class ListenedCache<V> {
  readonly #entries = new Map<string, V>();
  readonly #generation = new Map<Group, number>();
  readonly #database: Database;
  readonly #log: Logger;
  readonly #options: ListenedCacheOptions;
  /** Set while the listener is connected: only then is anything kept. */
  #subscription: Subscription | undefined;
  #closed = false;
  #retryTimer: NodeJS.Timeout | undefined;
  /** Changes whenever the listener connects or is lost, so reads that straddle that are not kept. */
  #epoch = 0;

  constructor(database: Database, log: Logger, options: ListenedCacheOptions) {
    this.#database = database;
    this.#log = log;
    this.#options = options;
  }

  async start(): Promise<void> {
    await this.#connect().catch((error: Error) => {
      this.#log.warn(
        { err: { message: error.message } },
        `${this.#options.name} cache listener could not connect; reading from the database`,
      );
      this.#scheduleReconnect();
    });
  }

  async #connect(): Promise<void> {
    let subscription: Subscription | undefined;
    subscription = await this.#database.listen(this.#options.channel, {
      onNotification: (payload) => {
        const stale = this.#options.stale(payload);
        if (stale && 'key' in stale) this.forget(stale.key);
        else if (stale) this.invalidate(stale.group);
      },
      onLost: (error) => {
        if (subscription !== undefined) this.#lose(subscription, error);
      },
    });
    if (this.#closed) {
      await subscription.close();
      return;
    }
    this.#subscription = subscription;
    // Whatever changed while nobody listened is unknown: start empty.
    this.#entries.clear();
    this.#epoch += 1;
  }

  /** Forgets the listener and what it guarded; values are read from the database until it is back. */
  #lose(subscription: Subscription, error: Error | undefined): void {
    if (this.#subscription !== subscription) return;
    this.#subscription = undefined;
    this.#epoch += 1;
    this.#entries.clear();
    if (!this.#closed) {
      this.#log.warn(
        { err: { message: error?.message ?? 'connection ended' } },
        `${this.#options.name} cache listener lost; reading from the database`,
      );
      this.#scheduleReconnect();
    }
  }

  #scheduleReconnect(): void {
    if (this.#closed || this.#retryTimer) return;
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = undefined;
      this.#connect().catch(() => this.#scheduleReconnect());
    }, 1000);
    this.#retryTimer.unref();
  }

  /** Take it before reading a value to keep: `set` keeps the value only if nothing changed since. */
  generation(group: Group): number {
    return this.#epoch * 1_000_000_000 + (this.#generation.get(group) ?? 0);
  }

  /**
   * Resolves once the server has answered a statement sent after this call began; notifications are
   * delivered in order with results, so every change committed before then has been applied.
   */
  readonly #sync = freshSharedRead(() => this.#roundTrip());

  async #roundTrip(): Promise<boolean> {
    const subscription = this.#subscription;
    if (!subscription) return false;
    try {
      await subscription.roundTrip();
      return this.#subscription === subscription;
    } catch (error) {
      // A listener that failed at once is replaced (onLost) while this read goes to the database.
      if (!(error instanceof DatabaseUnavailableError && error.timedOut)) return false;
      // The database did not answer the check in time: the request has had its wait and answers
      // 503 like any other, rather than wait as long again for a read. The listener is replaced.
      this.#lose(subscription, error);
      subscription.close().catch(() => undefined);
      throw error;
    }
  }

  /** The kept value, once it is known to be current; undefined when it must be read. */
  async get(key: string): Promise<V | undefined> {
    if (!this.#subscription || !this.#entries.has(key)) return undefined;
    if (!(await this.#sync())) return undefined;
    return this.#subscription ? this.#entries.get(key) : undefined;
  }

  /** Keeps a value read at `generation`, unless its group changed or the listener came or went since. */
  set(key: string, value: V, generation: number): void {
    if (!this.#subscription || this.generation(this.#options.groupOf(key)) !== generation) return;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    const max = this.#options.maxEntries;
    if (max !== undefined && this.#entries.size > max) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }

  /** Drops what this instance knows is stale, without waiting for the notification of its own write. */
  invalidate(group: Group): void {
    this.#generation.set(group, (this.#generation.get(group) ?? 0) + 1);
    for (const key of this.#entries.keys()) {
      if (this.#options.groupOf(key) === group) this.#entries.delete(key);
    }
  }

  /** Drops one entry: its key names the only value a change made stale. */
  forget(key: string): void {
    const group = this.#options.groupOf(key);
    this.#generation.set(group, (this.#generation.get(group) ?? 0) + 1);
    this.#entries.delete(key);
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    const subscription = this.#subscription;
    this.#subscription = undefined;
    await subscription?.close().catch(() => undefined);
  }
}
