import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { LeaderboardEntry } from '../../shared/api/leaderboard.ts';
import type { Database } from '../db/database.ts';
import { ListenedCache } from '../listened-cache.ts';

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
}

/**
 * Leaderboards kept in memory, keyed `gameId:period`. Any instance that changes a top 30 notifies
 * the channel with the game in the same statement as its write, and every instance drops that
 * game's boards (see ListenedCache for why a kept board is never older than an acknowledged write).
 */
export class BoardCache {
  readonly #cache: ListenedCache<Board>;

  constructor(database: Database, log: Logger) {
    this.#cache = new ListenedCache<Board>(database, log, {
      channel: BOARD_CHANNEL,
      name: 'leaderboard',
      stale: (payload) => (Number.isInteger(Number(payload)) ? { group: String(Number(payload)) } : null),
      groupOf: (key) => key.slice(0, key.indexOf(':')),
    });
  }

  start(): Promise<void> {
    return this.#cache.start();
  }

  generation(gameId: number): number {
    return this.#cache.generation(String(gameId));
  }

  get(key: string): Promise<Board | undefined> {
    return this.#cache.get(key);
  }

  /** Stores a board read at `generation`, unless the game changed or the listener came or went since. */
  set(key: string, board: Board, generation: number): void {
    this.#cache.set(key, board, generation);
  }

  invalidate(gameId: number): void {
    this.#cache.invalidate(String(gameId));
  }

  close(): Promise<void> {
    return this.#cache.close();
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
