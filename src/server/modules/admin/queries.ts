import type { z } from 'zod';
import {
  type AdminUser,
  type contactMessagesSchema,
  type Donation,
  OUTLIER_FLOOR_MARGIN_SECONDS,
  OUTLIER_TOP_FRACTION,
  type Outlier,
  type OutlierReason,
  type Refusal,
} from '../../../shared/api/admin.ts';
import type { AnyGameDefinition } from '../../../shared/games/define-game.ts';
import type { Queryable } from '../../db/database.ts';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

interface Page {
  limit: number;
  offset: number;
}

/** Users, newest first, with their games and points; `q` searches usernames and e-mail addresses. */
export async function listUsers(
  pool: Queryable,
  { q, limit, offset }: Page & { q?: string },
): Promise<{ users: AdminUser[]; total: number }> {
  const pattern = q ? `%${escapeLike(q.toLowerCase())}%` : null;
  const where = 'WHERE ($1::text IS NULL OR lower(u.username) LIKE $1 OR u.email LIKE $1)';
  const [rows, total] = await Promise.all([
    pool.query<{
      id: number;
      username: string;
      email: string | null;
      created_at: Date;
      games_played: number;
      total_score: number;
      suspended_at: Date | null;
    }>(
      `SELECT u.id, u.username, u.email, u.created_at, u.suspended_at,
              coalesce(sum(s.games_played), 0)::bigint AS games_played,
              coalesce(sum(s.total_score), 0)::bigint AS total_score
         FROM users u LEFT JOIN user_game_stats s ON s.user_id = u.id
         ${where}
        GROUP BY u.id ORDER BY u.created_at DESC, u.id DESC LIMIT $2 OFFSET $3`,
      [pattern, limit, offset],
    ),
    pool.query<{ total: number }>(`SELECT count(*)::bigint AS total FROM users u ${where}`, [pattern]),
  ]);
  return {
    users: rows.rows.map((row) => ({
      id: row.id,
      username: row.username,
      email: row.email,
      createdAt: row.created_at.toISOString(),
      gamesPlayed: row.games_played,
      totalScore: row.total_score,
      suspendedAt: row.suspended_at?.toISOString() ?? null,
    })),
    total: total.rows[0]?.total ?? 0,
  };
}

/** Contact messages, newest first. */
export async function listMessages(
  pool: Queryable,
  { limit, offset }: Page,
): Promise<z.infer<typeof contactMessagesSchema>> {
  const result = await pool.query<{
    id: number;
    name: string;
    email: string;
    subject: string;
    message: string;
    created_at: Date;
    forwarded: boolean;
  }>(
    `SELECT id, name, email, subject, message, created_at, forwarded FROM contact_messages
      ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  return result.rows.map(({ created_at, ...row }) => ({ ...row, createdAt: created_at.toISOString() }));
}

/** Donation orders and captures, newest first. */
export async function listDonations(pool: Queryable, { limit, offset }: Page): Promise<Donation[]> {
  const result = await pool.query<{
    id: number;
    order_id: string;
    amount: string;
    currency: string;
    status: string;
    created_at: Date;
    captured_at: Date | null;
  }>(
    `SELECT id, order_id, amount, currency, status, created_at, captured_at FROM donations
      ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  return result.rows.map((row) => ({
    id: row.id,
    orderId: row.order_id,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    capturedAt: row.captured_at?.toISOString() ?? null,
  }));
}

/**
 * Scores of verified games (those with a play) of players not suspended, near their human floor (the server's time of the game
 * at most the margin above the floor of the moves played) or at or above the 99.9th percentile of the
 * game's stored scores, newest first.
 */
export async function listOutliers(
  pool: Queryable,
  { limit, offset }: Page,
  gameById: (id: number) => AnyGameDefinition | undefined,
): Promise<Outlier[]> {
  const result = await pool.query<{
    id: number;
    user_id: number;
    username: string;
    game_id: number;
    time_seconds: number;
    move_count: number;
    score: number;
    completed_at: Date;
    elapsed_ms: number | null;
    floor_ms: number | null;
    at_floor: boolean;
    at_top: boolean;
  }>({
    name: 'admin-outliers',
    text: `WITH tops AS MATERIALIZED (
             -- Computed once, not once per parallel worker of the join below: it sorts every score.
             -- A suspended player's scores are in no list, nor in the percentile.
             SELECT s.game_id, percentile_cont($1::float8) WITHIN GROUP (ORDER BY s.score) AS threshold
               FROM scores s JOIN users u ON u.id = s.user_id
              WHERE u.suspended_at IS NULL GROUP BY s.game_id
           ), listed AS (
             SELECT s.id, s.user_id, s.game_id, s.time_seconds, s.score, s.completed_at, p.move_count,
                    p.elapsed_ms, p.floor_ms,
                    coalesce(p.elapsed_ms <= p.floor_ms + $2, false) AS at_floor,
                    s.score >= t.threshold AS at_top
               FROM scores s
               JOIN plays p ON p.score_id = s.id
               JOIN tops t ON t.game_id = s.game_id
           )
           SELECT l.*, u.username FROM listed l JOIN users u ON u.id = l.user_id
            WHERE (l.at_floor OR l.at_top) AND u.suspended_at IS NULL
            ORDER BY l.completed_at DESC, l.id DESC LIMIT $3 OFFSET $4`,
    values: [1 - OUTLIER_TOP_FRACTION, OUTLIER_FLOOR_MARGIN_SECONDS * 1000, limit, offset],
  });
  return result.rows.map((row) => {
    const reasons: OutlierReason[] = [];
    if (row.at_floor) reasons.push('floor');
    if (row.at_top) reasons.push('top');
    return {
      scoreId: Number(row.id),
      player: { id: row.user_id, username: row.username },
      gameId: row.game_id,
      timeSeconds: row.time_seconds,
      moves: row.move_count,
      movesShown: gameById(row.game_id)?.movesShown(row.move_count) ?? row.move_count,
      score: row.score,
      completedAt: row.completed_at.toISOString(),
      elapsedMs: row.elapsed_ms,
      floorMs: row.floor_ms,
      reasons,
    };
  });
}

/** Score submissions refused on each of the last `days` Pacific days (today included), by game and reason. */
export async function listRefusals(pool: Queryable, since: string): Promise<Refusal[]> {
  const result = await pool.query<{ day: string; game_id: number; code: string; count: number }>({
    name: 'admin-refusals',
    text: `SELECT day::text AS day, game_id, code, count FROM refused_submissions
            WHERE day >= $1::date ORDER BY day DESC, game_id, count DESC, code`,
    values: [since],
  });
  return result.rows.map((row) => ({ day: row.day, gameId: row.game_id, code: row.code, count: row.count }));
}
