import type { SubmittedScore } from '../../../shared/api/scores.ts';
import { inTopOfBoard } from '../../db/best-scores.ts';
import type { Database } from '../../db/database.ts';
import { withRetry } from '../../db/retry.ts';
import { randomSlot } from '../../db/site-totals.ts';
import { BOARD_CHANNEL } from '../../plugins/board-cache.ts';
import { type ScoreRow, toSubmittedScore } from './queries.ts';

/**
 * Removes a stored score and everything that counted it, in one transaction: the player's best for
 * the game all time and in the score's month (the next best of their remaining scores takes its
 * place, or the entry goes), their per-game counters (games played, best time, points), the site
 * totals, and a notification to every instance when a top 30 changed. The play it came from stays,
 * no longer linked to a score. Returns null when there is no such score.
 */
export async function removeScore(
  database: Database,
  scoreId: number,
): Promise<{ score: SubmittedScore; username: string; boardChanged: boolean } | null> {
  return withRetry(() =>
    database.transaction(async (tx) => {
      const deleted = await tx.query<Omit<ScoreRow, 'board_changed'> & { month: string }>(
        `DELETE FROM scores WHERE id = $1
         RETURNING id, user_id, game_id, time_seconds, score, completed_at, to_char(pacific_day, 'YYYY-MM') AS month`,
        [scoreId],
      );
      const row = deleted.rows[0];
      if (!row) return null;
      const player = [row.user_id, row.game_id];
      // The play stays submitted (it cannot score again) but no longer names a score that is gone.
      await tx.query('UPDATE plays SET score_id = NULL WHERE score_id = $1', [scoreId]);
      // Read after the play's lock, which a suspension takes first: a suspended player's scores are
      // out of the totals already.
      const owner = await tx.query<{ username: string; suspended: boolean }>(
        'SELECT username, suspended_at IS NOT NULL AS suspended FROM users WHERE id = $1',
        [row.user_id],
      );
      const { username = '', suspended = false } = owner.rows[0] ?? {};

      // The board entries that were this score, locked so that a score arriving meanwhile compares
      // itself with their replacement; whether each stood in its top 30 decides the notification.
      const entries = await tx.query<{ period: string; on_board: boolean }>(
        `SELECT b.period, ${inTopOfBoard('b')} AS on_board
           FROM best_scores b
          WHERE b.user_id = $1 AND b.game_id = $2 AND b.period IN ('all', $3)
            AND b.score = $4 AND b.time_seconds = $5 AND b.completed_at = $6
          FOR UPDATE OF b`,
        [...player, row.month, row.score, row.time_seconds, row.completed_at],
      );
      for (const { period } of entries.rows) {
        await tx.query(
          `WITH next AS (
             SELECT score, time_seconds, completed_at FROM scores
              WHERE user_id = $1 AND game_id = $2 AND ($3 = 'all' OR to_char(pacific_day, 'YYYY-MM') = $3)
              ORDER BY score DESC, time_seconds ASC, completed_at ASC LIMIT 1
           ), replaced AS (
             UPDATE best_scores b SET score = n.score, time_seconds = n.time_seconds, completed_at = n.completed_at
               FROM next n WHERE b.user_id = $1 AND b.game_id = $2 AND b.period = $3
           )
           DELETE FROM best_scores
            WHERE user_id = $1 AND game_id = $2 AND period = $3 AND NOT EXISTS (SELECT 1 FROM next)`,
          [...player, period],
        );
      }

      // Counted the way an insert counts (relative to the row), so a score stored meanwhile is not lost.
      await tx.query(
        `UPDATE user_game_stats s
            SET games_played = s.games_played - 1,
                total_score = s.total_score - $3,
                best_time = CASE WHEN s.best_time < $4 THEN s.best_time
                                 ELSE coalesce((SELECT min(time_seconds) FROM scores
                                                 WHERE user_id = $1 AND game_id = $2), s.best_time) END,
                best_score = CASE WHEN s.best_score > $3 THEN s.best_score
                                  ELSE coalesce((SELECT max(score) FROM scores
                                                  WHERE user_id = $1 AND game_id = $2), s.best_score) END
          WHERE s.user_id = $1 AND s.game_id = $2`,
        [...player, row.score, row.time_seconds],
      );
      await tx.query(
        'DELETE FROM user_game_stats WHERE user_id = $1 AND game_id = $2 AND games_played <= 0',
        player,
      );
      // The totals are sums over their slots, so one slot may go below zero.
      if (!suspended)
        await tx.query(
          `INSERT INTO site_totals AS t (slot, games, points, seconds) VALUES ($1, -1, -$2::bigint, -$3::bigint)
           ON CONFLICT (slot) DO UPDATE
             SET games = t.games + EXCLUDED.games, points = t.points + EXCLUDED.points, seconds = t.seconds + EXCLUDED.seconds`,
          [randomSlot(), row.score, row.time_seconds],
        );
      const boardChanged = entries.rows.some((entry) => entry.on_board);
      if (boardChanged)
        await tx.query(`SELECT pg_notify('${BOARD_CHANNEL}', $1::text)`, [String(row.game_id)]);
      return { score: toSubmittedScore(row), username, boardChanged };
    }),
  );
}
