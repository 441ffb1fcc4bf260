import type { AdminAction, AdminActionKind } from '../../../shared/api/admin.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { withRetry } from '../../db/retry.ts';
import { randomSlot } from '../../db/site-totals.ts';
import { fixedError } from '../../lib/errors.ts';
import { BOARD_CHANNEL } from '../../plugins/board-cache.ts';

/** An account as the admin's actions leave it. */
interface AdminAccount {
  id: number;
  username: string;
  email: string | null;
  createdAt: string;
  suspendedAt: string | null;
}

interface AccountRow {
  id: number;
  username: string;
  email: string | null;
  created_at: Date;
  suspended_at: Date | null;
}

const toAccount = (row: AccountRow): AdminAccount => ({
  id: row.id,
  username: row.username,
  email: row.email,
  createdAt: row.created_at.toISOString(),
  suspendedAt: row.suspended_at?.toISOString() ?? null,
});

/** Records what the admin did to an account, with its time. */
export async function recordAction(
  db: Queryable,
  action: {
    kind: AdminActionKind;
    userId: number | null;
    username: string;
    detail?: Record<string, string | number>;
  },
  at: Date,
): Promise<void> {
  await db.query({
    name: 'admin-action-record',
    text: 'INSERT INTO admin_actions (user_id, username, action, detail, at) VALUES ($1, $2, $3, $4, $5)',
    values: [action.userId, action.username, action.kind, JSON.stringify(action.detail ?? {}), at],
  });
}

/** The admin's recorded actions, newest first. */
export async function listActions(
  pool: Queryable,
  { limit, offset }: { limit: number; offset: number },
): Promise<AdminAction[]> {
  const result = await pool.query<{
    id: number;
    user_id: number | null;
    username: string;
    action: AdminActionKind;
    detail: Record<string, string | number>;
    at: Date;
  }>({
    name: 'admin-actions',
    text: `SELECT id, user_id, username, action, detail, at FROM admin_actions
            ORDER BY at DESC, id DESC LIMIT $1 OFFSET $2`,
    values: [limit, offset],
  });
  return result.rows.map((row) => ({
    id: row.id,
    action: row.action,
    userId: row.user_id,
    username: row.username,
    detail: row.detail,
    at: row.at.toISOString(),
  }));
}

/**
 * Locks the account for a change of its standing: first its plays (as a score being stored locks its
 * play and then the account, so the two never wait on each other), then the account's row.
 */
async function lockAccount(tx: Queryable, userId: number): Promise<AccountRow | null> {
  await tx.query('SELECT 1 FROM plays WHERE user_id = $1 FOR UPDATE', [userId]);
  const found = await tx.query<AccountRow>(
    'SELECT id, username, email, created_at, suspended_at FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  return found.rows[0] ?? null;
}

/**
 * Runs a change of the account's standing in one transaction holding its lock (`lockAccount`), again
 * on a serialization failure; null when there is no such account.
 */
function changeStanding<T>(
  database: Database,
  userId: number,
  change: (tx: Queryable, row: AccountRow) => Promise<T>,
): Promise<T | null> {
  return withRetry(() =>
    database.transaction(async (tx) => {
      const row = await lockAccount(tx, userId);
      return row ? change(tx, row) : null;
    }),
  );
}

/** The account's scores as the site totals count them. */
async function scoreSums(tx: Queryable, userId: number) {
  const counted = await tx.query<{ games: string; points: string; seconds: string }>(
    `SELECT count(*)::bigint AS games, coalesce(sum(score), 0)::bigint AS points,
            coalesce(sum(time_seconds), 0)::bigint AS seconds
       FROM scores WHERE user_id = $1`,
    [userId],
  );
  const row = counted.rows[0];
  return {
    games: Number(row?.games ?? 0),
    points: Number(row?.points ?? 0),
    seconds: Number(row?.seconds ?? 0),
  };
}

/** Adds (sign 1) or takes away (sign -1) the account's scores from the site totals. */
async function countInTotals(tx: Queryable, userId: number, sign: 1 | -1): Promise<void> {
  const { games, points, seconds } = await scoreSums(tx, userId);
  await tx.query(
    `INSERT INTO site_totals AS t (slot, games, points, seconds)
     VALUES ($1, $2::bigint, $3::bigint, $4::bigint)
     ON CONFLICT (slot) DO UPDATE
       SET games = t.games + EXCLUDED.games, points = t.points + EXCLUDED.points,
           seconds = t.seconds + EXCLUDED.seconds`,
    [randomSlot(), sign * games, sign * points, sign * seconds],
  );
}

async function notifyBoards(tx: Queryable, gameIds: Iterable<number>): Promise<number[]> {
  const games = [...new Set(gameIds)];
  for (const gameId of games)
    await tx.query(`SELECT pg_notify('${BOARD_CHANNEL}', $1::text)`, [String(gameId)]);
  return games;
}

/**
 * Suspends the account: its entries leave every board, its scores the site totals, its unfinished
 * games end (so none can be submitted), and the action is recorded, in one transaction. The scores
 * themselves stay, to come back when the suspension is lifted. Null when there is no such account;
 * 409 when it is suspended already.
 */
export async function suspendAccount(
  database: Database,
  userId: number,
  reason: string | undefined,
  now: Date,
): Promise<{ account: AdminAccount; boardGames: number[] } | null> {
  return changeStanding(database, userId, async (tx, row) => {
    if (row.suspended_at) throw fixedError(409, 'ALREADY_SUSPENDED');
    await tx.query('UPDATE users SET suspended_at = $2 WHERE id = $1', [userId, now]);
    await tx.query(
      'UPDATE plays SET expires_at = $2 WHERE user_id = $1 AND submitted_at IS NULL AND expires_at > $2',
      [userId, now],
    );
    await countInTotals(tx, userId, -1);
    const removed = await tx.query<{ game_id: number }>(
      'DELETE FROM best_scores WHERE user_id = $1 RETURNING game_id',
      [userId],
    );
    const boardGames = await notifyBoards(
      tx,
      removed.rows.map((entry) => entry.game_id),
    );
    await recordAction(
      tx,
      { kind: 'suspend', userId, username: row.username, detail: reason ? { reason } : {} },
      now,
    );
    return { account: toAccount({ ...row, suspended_at: now }), boardGames };
  });
}

/**
 * Lifts the account's suspension: its best scores go back on the boards (all time and per month, by
 * the boards' own order), its scores back into the site totals, and the action is recorded, in one
 * transaction. Null when there is no such account; 409 when it is not suspended.
 */
export async function liftSuspension(
  database: Database,
  userId: number,
  now: Date,
): Promise<{ account: AdminAccount; boardGames: number[] } | null> {
  return changeStanding(database, userId, async (tx, row) => {
    if (!row.suspended_at) throw fixedError(409, 'NOT_SUSPENDED');
    await tx.query('UPDATE users SET suspended_at = NULL WHERE id = $1', [userId]);
    await countInTotals(tx, userId, 1);
    const restored = await tx.query<{ game_id: number }>(
      `INSERT INTO best_scores (game_id, period, user_id, username, score, time_seconds, completed_at)
         SELECT DISTINCT ON (s.game_id, p.period)
                s.game_id, p.period, s.user_id, $2, s.score, s.time_seconds, s.completed_at
           FROM scores s
           CROSS JOIN LATERAL (VALUES ('all'), (to_char(s.pacific_day, 'YYYY-MM'))) AS p(period)
          WHERE s.user_id = $1
          ORDER BY s.game_id, p.period, s.score DESC, s.time_seconds ASC, s.completed_at ASC
         ON CONFLICT (game_id, period, user_id) DO NOTHING
         RETURNING game_id`,
      [userId, row.username],
    );
    const boardGames = await notifyBoards(
      tx,
      restored.rows.map((entry) => entry.game_id),
    );
    await recordAction(tx, { kind: 'lift', userId, username: row.username }, now);
    return { account: toAccount({ ...row, suspended_at: null }), boardGames };
  });
}
