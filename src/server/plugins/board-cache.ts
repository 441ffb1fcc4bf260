import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { LeaderboardEntry } from '../../shared/api/leaderboard.ts';
import type { Database } from '../db/database.ts';
import { ListenedCache } from '../lib/listened-cache.ts';

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
 * Leaderboards kept in memory, keyed `gameId:period` and grouped by game. Any instance that changes a
 * top 30 notifies the channel with the game in the same statement as its write, and every instance
 * drops that game's boards (see ListenedCache for why a kept board is never older than an
 * acknowledged write).
 */
export class BoardCache extends ListenedCache<Board> {
  constructor(database: Database, log: Logger) {
    super(database, log, {
      channel: BOARD_CHANNEL,
      name: 'leaderboard',
      stale: (payload) => (Number.isInteger(Number(payload)) ? { group: Number(payload) } : null),
      groupOf: (key) => Number(key.slice(0, key.indexOf(':'))),
    });
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
