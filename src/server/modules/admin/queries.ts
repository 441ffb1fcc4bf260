import type { z } from 'zod';
import type { AdminUser, contactMessagesSchema, Donation } from '../../../shared/api/admin.ts';
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
    }>(
      `SELECT u.id, u.username, u.email, u.created_at,
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
