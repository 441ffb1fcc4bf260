import { LEADERBOARD_SIZE } from '../../../shared/api/leaderboard.ts';
import type { SubmittedScore } from '../../../shared/api/scores.ts';
import type { GameId } from '../../../shared/games/catalog.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { withRetry } from '../../db/retry.ts';
import { randomSlot } from '../../db/site-totals.ts';
import { foreignKeyViolation, unauthorized, uniqueViolation } from '../../errors.ts';
import { BOARD_CHANNEL } from '../../plugins/board-cache.ts';

interface ScoreRow {
  claimed: number;
  board_changed: number;
  id: number | null;
  user_id: number;
  game_id: number;
  time_seconds: number;
  score: number;
  completed_at: Date;
}

/** What storing a play's score did: stored it, or found the play submitted, or TL;DR's day taken. */
export type Recorded =
  | { kind: 'stored'; score: SubmittedScore; boardChanged: boolean }
  | { kind: 'play-submitted' }
  | { kind: 'day-taken' };

/**
 * Stores the verified score of a play, in one statement (so all or nothing): it claims the play
 * (marks it submitted with the new score's id, which locks its row) unless it was submitted or
 * expired meanwhile, and stores the score with the player's best for the game in the month of
 * `day` and all time, their per-game counters, the site totals, and a notification to every
 * instance when a board changed. `day` is the Pacific day the game counts for (the day of its deal
 * for TL;DR, else of its submission). Two submissions of one play wait for each other on its row,
 * and the second finds it submitted. A second TL;DR for a day fails the statement: nothing stays.
 */
export async function recordScore(
  db: Queryable,
  input: { userId: number; gameId: GameId; timeSeconds: number; score: number; day: string; playId: string },
  now: Date,
): Promise<Recorded> {
  const result = await storeScore(db, input, now);
  if (!result) return { kind: 'day-taken' };
  const row = result.rows[0];
  if (!row || Number(row.claimed) === 0 || row.id === null) return { kind: 'play-submitted' };
  return {
    kind: 'stored',
    score: {
      id: Number(row.id),
      userId: row.user_id,
      gameId: row.game_id,
      timeSeconds: row.time_seconds,
      score: row.score,
      completedAt: row.completed_at.toISOString(),
    },
    boardChanged: Number(row.board_changed) > 0,
  };
}

/** The statement of `recordScore`, or null when TL;DR's one game of that day was taken. */
async function storeScore(
  db: Queryable,
  input: { userId: number; gameId: GameId; timeSeconds: number; score: number; day: string; playId: string },
  now: Date,
) {
  try {
    return await db.query<ScoreRow>({
      name: 'score-record',
      text: `WITH claimed AS (
               UPDATE plays SET submitted_at = $5, score_id = nextval('scores_id_seq'), over_at = COALESCE(over_at, $5)
                WHERE id = $9 AND submitted_at IS NULL AND expires_at > $5
                RETURNING score_id
             ), inserted AS (
               INSERT INTO scores (id, user_id, game_id, time_seconds, score, completed_at, pacific_day)
               SELECT score_id, $1::int, $2::smallint, $3::int, $4::int, $5::timestamptz, $6::date FROM claimed
               RETURNING id, user_id, game_id, time_seconds, score, completed_at
             ), improved AS (
               INSERT INTO best_scores AS b (game_id, period, user_id, username, score, time_seconds, completed_at)
               SELECT i.game_id, p.period, i.user_id, u.username, i.score, i.time_seconds, i.completed_at
                 FROM inserted i
                 JOIN users u ON u.id = i.user_id
                 CROSS JOIN (VALUES (1, 'all'), (2, $7::text)) AS p(ord, period)
                ORDER BY p.ord
               ON CONFLICT (game_id, period, user_id) DO UPDATE
                 SET score = EXCLUDED.score, time_seconds = EXCLUDED.time_seconds, completed_at = EXCLUDED.completed_at
                 WHERE EXCLUDED.score > b.score OR (EXCLUDED.score = b.score AND EXCLUDED.time_seconds < b.time_seconds)
               RETURNING b.game_id, b.period, b.score, b.time_seconds
             ), notified AS (
               -- Only a new best that reaches a top 30 changes what boards show; notifying takes a
               -- database-wide lock at commit, so it is skipped for everything else.
               SELECT pg_notify('${BOARD_CHANNEL}', $2::text)
                 FROM (SELECT 1 FROM improved i
                        WHERE (SELECT count(*) FROM (
                                 SELECT 1 FROM best_scores o
                                  WHERE o.game_id = i.game_id AND o.period = i.period
                                    AND (o.score > i.score OR (o.score = i.score AND o.time_seconds < i.time_seconds))
                                  LIMIT ${LEADERBOARD_SIZE}) AS ahead) < ${LEADERBOARD_SIZE}
                        LIMIT 1) AS changed
             ), per_user AS (
               INSERT INTO user_game_stats AS s (user_id, game_id, games_played, best_time, total_score)
               SELECT user_id, game_id, 1, time_seconds, score FROM inserted
               ON CONFLICT (user_id, game_id) DO UPDATE
                 SET games_played = s.games_played + 1,
                     best_time = LEAST(s.best_time, EXCLUDED.best_time),
                     total_score = s.total_score + EXCLUDED.total_score
             ), site AS (
               INSERT INTO site_totals AS t (slot, games, points, seconds)
               SELECT $8, 1, score, time_seconds FROM inserted
               ON CONFLICT (slot) DO UPDATE
                 SET games = t.games + 1, points = t.points + EXCLUDED.points, seconds = t.seconds + EXCLUDED.seconds
             )
             SELECT (SELECT count(*) FROM claimed) AS claimed, i.*, (SELECT count(*) FROM notified) AS board_changed
               FROM (SELECT 1) AS one LEFT JOIN inserted i ON true`,
      values: [
        input.userId,
        input.gameId,
        input.timeSeconds,
        input.score,
        now,
        input.day,
        input.day.slice(0, 7),
        randomSlot(),
        input.playId,
      ],
    });
  } catch (error) {
    if (uniqueViolation(error) === 'scores_tldr_daily_key') return null;
    // The account was deleted while its game was being submitted: there is nobody left to score for.
    if (foreignKeyViolation(error)) throw unauthorized();
    throw error;
  }
}

/** The entries ahead of a board row (higher score, or the same score in less time), counted up to a top 30. */
export const AHEAD_ON_BOARD = `(SELECT count(*) FROM (
                           SELECT 1 FROM best_scores o
                            WHERE o.game_id = b.game_id AND o.period = b.period
                              AND (o.score > b.score OR (o.score = b.score AND o.time_seconds < b.time_seconds))
                            LIMIT ${LEADERBOARD_SIZE}) AS ahead)`;

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
): Promise<{ score: SubmittedScore; boardChanged: boolean } | null> {
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

      // The board entries that were this score, locked so that a score arriving meanwhile compares
      // itself with their replacement; whether each stood in its top 30 decides the notification.
      const entries = await tx.query<{ period: string; on_board: boolean }>(
        `SELECT b.period, ${AHEAD_ON_BOARD} < ${LEADERBOARD_SIZE} AS on_board
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
                                                 WHERE user_id = $1 AND game_id = $2), s.best_time) END
          WHERE s.user_id = $1 AND s.game_id = $2`,
        [...player, row.score, row.time_seconds],
      );
      await tx.query(
        'DELETE FROM user_game_stats WHERE user_id = $1 AND game_id = $2 AND games_played <= 0',
        player,
      );
      // The totals are sums over their slots, so one slot may go below zero.
      await tx.query(
        `INSERT INTO site_totals AS t (slot, games, points, seconds) VALUES ($1, -1, -$2::bigint, -$3::bigint)
         ON CONFLICT (slot) DO UPDATE
           SET games = t.games + EXCLUDED.games, points = t.points + EXCLUDED.points, seconds = t.seconds + EXCLUDED.seconds`,
        [randomSlot(), row.score, row.time_seconds],
      );
      const boardChanged = entries.rows.some((entry) => entry.on_board);
      if (boardChanged)
        await tx.query(`SELECT pg_notify('${BOARD_CHANNEL}', $1::text)`, [String(row.game_id)]);
      return {
        score: {
          id: Number(row.id),
          userId: row.user_id,
          gameId: row.game_id,
          timeSeconds: row.time_seconds,
          score: row.score,
          completedAt: row.completed_at.toISOString(),
        },
        boardChanged,
      };
    }),
  );
}
