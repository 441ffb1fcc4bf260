import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { LeaderboardEntry } from '../../shared/api/leaderboard.ts';
import { type Database, DatabaseUnavailableError, type Subscription } from '../db/database.ts';
import { freshSharedRead } from '../fresh-shared-read.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The leaderboards kept in memory between changes, or null when every read goes to the database. */
    boardCache: BoardCache | null;
  }
}

/** A board as served: its entries in rank order, and the same as the JSON bytes of a response. */
export interface Board {
  entries: LeaderboardEntry[];
  json: Buffer;
}

export const BOARD_CHANNEL = 'board_changed';

interface Logger {
  warn: (object: object, message: string) => void;
  info: (message: string) => void;
}

/**
 * Leaderboards kept in memory. Any instance that changes a top 30 notifies the channel in
 * the same statement as its write, and every instance drops that game's boards when told. Before a
 * cached board is served, a round trip on the listening connection makes sure every notification
 * committed before the request arrived has been received, so a board is never older than a write
 * another instance acknowledged. Without the listener, every read goes to the database.
 */
export class BoardCache {
  readonly #entries = new Map<string, Board>();
  readonly #generation = new Map<number, number>();
  readonly #database: Database;
  readonly #log: Logger;
  #subscription: Subscription | undefined;
  #listening = false;
  #closed = false;
  #retryTimer: NodeJS.Timeout | undefined;
  /** Changes whenever the listener connects or is lost, so reads that straddle that are not kept. */
  #epoch = 0;

  constructor(database: Database, log: Logger) {
    this.#database = database;
    this.#log = log;
  }

  async start(): Promise<void> {
    await this.#connect().catch((error: Error) => {
      this.#log.warn(
        { err: { message: error.message } },
        'leaderboard cache listener could not connect; reading boards from the database',
      );
      this.#scheduleReconnect();
    });
  }

  async #connect(): Promise<void> {
    let subscription: Subscription | undefined;
    subscription = await this.#database.listen(BOARD_CHANNEL, {
      onNotification: (payload) => {
        const gameId = Number(payload);
        if (Number.isInteger(gameId)) this.invalidate(gameId);
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
    this.#listening = true;
  }

  /** Forgets the listener and what it guarded; boards are read from the database until it is back. */
  #lose(subscription: Subscription, error: Error | undefined): void {
    if (this.#subscription !== subscription) return;
    this.#subscription = undefined;
    this.#listening = false;
    this.#epoch += 1;
    this.#entries.clear();
    if (!this.#closed) {
      this.#log.warn(
        { err: { message: error?.message ?? 'connection ended' } },
        'leaderboard cache listener lost; reading boards from the database',
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

  generation(gameId: number): number {
    return this.#epoch * 1_000_000_000 + (this.#generation.get(gameId) ?? 0);
  }

  /**
   * Resolves once the server has answered a query sent after this call began; notifications are
   * delivered in order with results, so every change committed before then has been applied.
   * Readers arriving while a round trip is under way share the next one.
   */
  readonly #sync = freshSharedRead(() => this.#roundTrip());

  async #roundTrip(): Promise<boolean> {
    const subscription = this.#subscription;
    if (!subscription || !this.#listening) return false;
    try {
      await subscription.roundTrip();
      return this.#subscription === subscription && this.#listening;
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

  async get(key: string): Promise<Board | undefined> {
    if (!this.#listening || !this.#entries.has(key)) return undefined;
    if (!(await this.#sync())) return undefined;
    return this.#listening ? this.#entries.get(key) : undefined;
  }

  /** Stores a board read at `generation`, unless the game changed or the listener came or went since. */
  set(gameId: number, key: string, board: Board, generation: number): void {
    if (this.#listening && this.generation(gameId) === generation) this.#entries.set(key, board);
  }

  invalidate(gameId: number): void {
    this.#generation.set(gameId, (this.#generation.get(gameId) ?? 0) + 1);
    for (const key of this.#entries.keys()) if (key.startsWith(`${gameId}:`)) this.#entries.delete(key);
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#listening = false;
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    const subscription = this.#subscription;
    this.#subscription = undefined;
    await subscription?.close().catch(() => undefined);
  }
}

/** Starts the board cache's listener (unless `enabled` is false) and stops it when the app closes. */
const boardCache: FastifyPluginAsync<{ enabled: boolean }> = async (app, options) => {
  if (!options.enabled) {
    app.decorate('boardCache', null);
    return;
  }
  const cache = new BoardCache(app.database, app.log);
  await cache.start();
  app.decorate('boardCache', cache);
  app.addHook('onClose', () => cache.close());
};

export const boardCachePlugin = fp(boardCache, {
  name: 'board-cache',
  fastify: '5.x',
  dependencies: ['database'],
});
