import { LEADERBOARD_SIZE, type LeaderboardEntry } from '../../shared/api/leaderboard.ts';
import type { Queryable } from './database.ts';

/**
 * SQL that is true when a board row (`row`: an alias with game_id, period, score and time_seconds)
 * stands in its board's top 30: fewer than 30 entries are ahead of it (a higher score, or the same
 * score in less time). The entries ahead come first in the board's index order, so they are counted
 * among the board's first 30 rows, read in that order (its NULLS LAST included, or the index is not
 * used): at most 30 index entries are read, wherever the row stands. Counting the entries ahead with
 * a filter instead reads the whole board for every row that is in its top 30.
 */
export function inTopOfBoard(row: string): string {
  return `(SELECT count(*) FROM (
             SELECT o.score, o.time_seconds FROM best_scores o
              WHERE o.game_id = ${row}.game_id AND o.period = ${row}.period
              ORDER BY o.score DESC NULLS LAST, o.time_seconds ASC LIMIT ${LEADERBOARD_SIZE}) AS top
            WHERE top.score > ${row}.score OR (top.score = ${row}.score AND top.time_seconds < ${row}.time_seconds)
          ) < ${LEADERBOARD_SIZE}`;
}

/** A board's row as stored. */
export interface BestRow {
  username: string;
  score: number;
  time_seconds: number;
  completed_at: Date;
}

export function toEntry(row: BestRow, rank: number): LeaderboardEntry {
  return {
    rank,
    username: row.username,
    completedAt: row.completed_at.toISOString(),
    bestTime: row.time_seconds,
    score: row.score,
  };
}

/** Order of a board: higher score, then lower time, then earlier completion (user id settles exact ties). */
const BOARD_ORDER = 'score DESC NULLS LAST, time_seconds ASC, completed_at ASC, user_id ASC';

/** A board's top 30 (`key`: 'all' or a Pacific month 'YYYY-MM'), one short index scan. */
export async function readBoard(db: Queryable, gameId: number, key: string): Promise<LeaderboardEntry[]> {
  const result = await db.query<BestRow>({
    name: 'board-top',
    text: `SELECT username, score, time_seconds, completed_at FROM best_scores
            WHERE game_id = $1 AND period = $2 ORDER BY ${BOARD_ORDER} LIMIT ${LEADERBOARD_SIZE}`,
    values: [gameId, key],
  });
  return result.rows.map((row, index) => toEntry(row, index + 1));
}
