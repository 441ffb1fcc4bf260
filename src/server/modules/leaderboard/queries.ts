import {
  type LeaderboardEntry,
  type LeaderboardPeriod,
  leaderboardSchema,
} from '../../../shared/api/leaderboard.ts';
import { pacificMonth } from '../../../shared/time.ts';
import { type BestRow, readBoard, toEntry } from '../../db/best-scores.ts';
import type { Queryable } from '../../db/database.ts';
import type { Board, BoardCache } from '../../plugins/board-cache.ts';

/** The stored period of a board: 'all', or the current Pacific month as YYYY-MM. */
export function periodKey(period: LeaderboardPeriod, now: Date): string {
  return period === 'all' ? 'all' : pacificMonth(now);
}

/**
 * The board, from the cache when it is current. It comes with its response already written out, so
 * that a cached board is sent without being checked against its schema and serialized again.
 */
export async function boardEntries(
  pool: Queryable,
  cache: BoardCache | null,
  gameId: number,
  key: string,
): Promise<Board> {
  const cacheKey = `${gameId}:${key}`;
  const cached = await cache?.get(cacheKey);
  if (cached !== undefined) return cached;
  const generation = cache?.generation(gameId) ?? 0;
  const entries = leaderboardSchema.parse(await readBoard(pool, gameId, key));
  const board = { entries, json: Buffer.from(JSON.stringify(entries)) };
  cache?.set(cacheKey, board, generation);
  return board;
}

/** The user's own entry and rank on a board, wherever it stands. */
export async function ownEntry(
  pool: Queryable,
  gameId: number,
  key: string,
  userId: number,
): Promise<LeaderboardEntry | null> {
  const result = await pool.query<BestRow & { rank: number }>({
    name: 'board-own',
    text: `SELECT b.username, b.score, b.time_seconds, b.completed_at,
                  1 + (SELECT count(*) FROM best_scores o
                        WHERE o.game_id = b.game_id AND o.period = b.period
                          AND (o.score > b.score
                               OR (o.score = b.score AND o.time_seconds < b.time_seconds)
                               OR (o.score = b.score AND o.time_seconds = b.time_seconds AND o.completed_at < b.completed_at)
                               OR (o.score = b.score AND o.time_seconds = b.time_seconds AND o.completed_at = b.completed_at
                                   AND o.user_id < b.user_id))) AS rank
             FROM best_scores b
            WHERE b.game_id = $1 AND b.period = $2 AND b.user_id = $3`,
    values: [gameId, key, userId],
  });
  const row = result.rows[0];
  return row ? toEntry(row, Number(row.rank)) : null;
}
