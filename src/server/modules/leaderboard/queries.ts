import {
  LEADERBOARD_SIZE,
  type LeaderboardEntry,
  type LeaderboardPeriod,
  leaderboardSchema,
} from '../../../shared/api/leaderboard.ts';
import { pacificMonth } from '../../../shared/time.ts';
import type { Queryable } from '../../db/database.ts';
import type { Board, BoardCache } from '../../plugins/board-cache.ts';

/** The stored period of a board: 'all', or the current Pacific month as YYYY-MM. */
export function periodKey(period: LeaderboardPeriod, now: Date): string {
  return period === 'all' ? 'all' : pacificMonth(now);
}

interface BestRow {
  username: string;
  score: number;
  time_seconds: number;
  completed_at: Date;
}

function toEntry(row: BestRow, rank: number): LeaderboardEntry {
  return {
    rank,
    username: row.username,
    completedAt: row.completed_at.toISOString(),
    bestTime: row.time_seconds,
    score: row.score,
  };
}

// Order of a board: higher score, then lower time, then earlier completion (user id settles exact ties).
const BOARD_ORDER = 'score DESC NULLS LAST, time_seconds ASC, completed_at ASC, user_id ASC';

async function readBoard(pool: Queryable, gameId: number, key: string): Promise<LeaderboardEntry[]> {
  const result = await pool.query<BestRow>({
    name: 'board-top',
    text: `SELECT username, score, time_seconds, completed_at FROM best_scores
            WHERE game_id = $1 AND period = $2 ORDER BY ${BOARD_ORDER} LIMIT ${LEADERBOARD_SIZE}`,
    values: [gameId, key],
  });
  return result.rows.map((row, index) => toEntry(row, index + 1));
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
