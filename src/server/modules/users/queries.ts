import type { User, UserScores } from '../../../shared/api/users.ts';
import { inTopOfBoard } from '../../db/best-scores.ts';
import { deleteBoardEventsOf } from '../../db/board-events.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { withRetry } from '../../db/retry.ts';
import { randomSlot } from '../../db/site-totals.ts';
import { fixedError, uniqueViolation } from '../../lib/errors.ts';
import { usernameSkeleton } from '../../lib/usernames/skeleton.ts';
import { BOARD_CHANNEL } from '../../plugins/board-cache.ts';
import { toUser, type UserRow } from '../../plugins/session.ts';

/** Whether no account has this name, in any case, nor one that looks the same. */
export async function isUsernameAvailable(pool: Queryable, username: string): Promise<boolean> {
  const result = await pool.query({
    name: 'username-taken',
    text: 'SELECT 1 FROM users WHERE lower(username) = lower($1) OR username_skeleton = $2 LIMIT 1',
    values: [username, usernameSkeleton(username)],
  });
  return result.rowCount === 0;
}

/**
 * Gives each account made before names had skeletons its own, oldest account first. When two old
 * names look the same, the later one keeps none: it stays as it is, and no new name can take its look
 * from the earlier one. Run at start-up, a page of rows per statement; each instance may run it at
 * once, as a statement that meets another's row falls back to one statement per row.
 */
export async function backfillUsernameSkeletons(pool: Queryable): Promise<number> {
  let filled = 0;
  let after = 0;
  for (;;) {
    const page = await pool.query<{ id: number; username: string }>(
      `SELECT id, username FROM users WHERE username_skeleton IS NULL AND id > $1 ORDER BY id LIMIT ${BACKFILL_PAGE}`,
      [after],
    );
    if (page.rows.length === 0) return filled;
    after = page.rows[page.rows.length - 1]?.id ?? after;
    // Of two look-alikes in one page, only the older is offered its skeleton.
    const offered = new Map<string, number>();
    for (const row of page.rows) {
      const skeleton = usernameSkeleton(row.username);
      if (!offered.has(skeleton)) offered.set(skeleton, row.id);
    }
    const ids = [...offered.values()];
    const skeletons = [...offered.keys()];
    try {
      const updated = await pool.query(
        `UPDATE users u SET username_skeleton = v.skeleton
           FROM unnest($1::int[], $2::text[]) AS v(id, skeleton)
          WHERE u.id = v.id AND u.username_skeleton IS NULL
            AND NOT EXISTS (SELECT 1 FROM users o WHERE o.username_skeleton = v.skeleton)`,
        [ids, skeletons],
      );
      filled += updated.rowCount ?? 0;
    } catch (error) {
      // Another instance filled one of these at the same moment: this page goes row by row.
      if (uniqueViolation(error) !== 'users_username_skeleton_key') throw error;
      for (const [index, id] of ids.entries()) filled += await fillOne(pool, id, skeletons[index] as string);
    }
  }
}

/** Rows of users given their skeletons in one statement at start-up. */
export const BACKFILL_PAGE = 1000;

async function fillOne(pool: Queryable, id: number, skeleton: string): Promise<number> {
  try {
    const updated = await pool.query(
      `UPDATE users SET username_skeleton = $2
        WHERE id = $1 AND username_skeleton IS NULL
          AND NOT EXISTS (SELECT 1 FROM users WHERE username_skeleton = $2)`,
      [id, skeleton],
    );
    return updated.rowCount ?? 0;
  } catch (error) {
    if (uniqueViolation(error) !== 'users_username_skeleton_key') throw error;
    return 0;
  }
}

/** Creates the user; the database's unique indexes decide between simultaneous sign-ups. */
export async function createUser(pool: Queryable, username: string, email: string): Promise<User> {
  try {
    const result = await withRetry(() =>
      pool.query<UserRow>({
        name: 'user-create',
        text: `WITH created AS (
                 INSERT INTO users (username, email, username_skeleton) VALUES ($1, $2, $4)
                 RETURNING id, username, email, created_at
               ), counted AS (
                 INSERT INTO site_totals (slot, users) SELECT $3, 1 FROM created
                 ON CONFLICT (slot) DO UPDATE SET users = site_totals.users + 1
               )
               SELECT * FROM created`,
        values: [username, email, randomSlot(), usernameSkeleton(username)],
      }),
    );
    return toUser(result.rows[0] as UserRow);
  } catch (error) {
    const index = uniqueViolation(error);
    if (index === 'users_username_lower_key' || index === 'users_username_skeleton_key')
      throw fixedError(409, 'USERNAME_TAKEN');
    if (index === 'users_email_key') throw fixedError(409, 'EMAIL_TAKEN');
    throw error;
  }
}

/** Games played and best time per game of `gameIds` (the server's); a game not played yet shows 0 and no time. */
export async function userScores(
  pool: Queryable,
  userId: number,
  gameIds: readonly number[],
): Promise<UserScores> {
  const result = await pool.query<{ game_id: number; games_played: number; best_time: number }>({
    name: 'user-scores',
    text: 'SELECT game_id, games_played, best_time FROM user_game_stats WHERE user_id = $1 AND game_id = ANY($2::int[])',
    values: [userId, gameIds],
  });
  const scores: UserScores = {};
  for (const id of gameIds) scores[String(id)] = { gamesPlayed: 0, bestTime: null };
  for (const row of result.rows) {
    scores[String(row.game_id)] = { gamesPlayed: row.games_played, bestTime: row.best_time };
  }
  return scores;
}

/**
 * Deletes an account and everything of it in one transaction: the user row, and through its foreign
 * keys its sessions, device credentials, sign-in codes, games, scores, board entries and per-game
 * statistics; the site totals lose the user, their games, points and seconds; every instance is told
 * to drop the boards on which the player stood in a top 30. Null when there is no such account (also
 * when a concurrent deletion took it first), or when `stillDue`, asked once the account is locked,
 * says the deletion is no longer due.
 */
export async function deleteAccount(
  database: Database,
  userId: number,
  stillDue?: (tx: Queryable) => Promise<boolean>,
): Promise<{ user: User; boardGames: number[] } | null> {
  return withRetry(() =>
    database.transaction(async (tx) => {
      // A score being stored locks its game and then the account; taking them in the same order
      // keeps the two from waiting on each other.
      await tx.query('SELECT 1 FROM plays WHERE user_id = $1 FOR UPDATE', [userId]);
      const found = await tx.query<UserRow & { suspended_at: Date | null }>(
        'SELECT id, username, email, created_at, suspended_at FROM users WHERE id = $1 FOR UPDATE',
        [userId],
      );
      const row = found.rows[0];
      if (!row) return null;
      // A deletion decided before the lock (the clean-up's) checks again that it is still due.
      if (stillDue && !(await stillDue(tx))) return null;
      const counted = await tx.query<{ games: number; points: number; seconds: number }>(
        `SELECT count(*)::bigint AS games, coalesce(sum(score), 0)::bigint AS points,
                coalesce(sum(time_seconds), 0)::bigint AS seconds
           FROM scores WHERE user_id = $1`,
        [userId],
      );
      const boards = await tx.query<{ game_id: number }>(
        `SELECT DISTINCT b.game_id FROM best_scores b
          WHERE b.user_id = $1 AND ${inTopOfBoard('b')}`,
        [userId],
      );
      await tx.query('DELETE FROM users WHERE id = $1', [userId]);
      // A suspended account's scores left the totals when it was suspended.
      const none = { games: 0, points: 0, seconds: 0 };
      const { games, points, seconds } = row.suspended_at ? none : (counted.rows[0] ?? none);
      // The totals are sums over their slots, so one slot may go below zero.
      await tx.query(
        `INSERT INTO site_totals AS t (slot, users, games, points, seconds)
         VALUES ($1, -1, -$2::bigint, -$3::bigint, -$4::bigint)
         ON CONFLICT (slot) DO UPDATE
           SET users = t.users + EXCLUDED.users, games = t.games + EXCLUDED.games,
               points = t.points + EXCLUDED.points, seconds = t.seconds + EXCLUDED.seconds`,
        [randomSlot(), games, points, seconds],
      );
      const boardGames = boards.rows.map((board) => board.game_id);
      for (const gameId of boardGames) {
        await tx.query(`SELECT pg_notify('${BOARD_CHANNEL}', $1::text)`, [String(gameId)]);
      }
      // The live boards' past events of those boards go too, the player's name with them (their next
      // events, written once this commits, show the boards without the player).
      if (boardGames.length > 0) await deleteBoardEventsOf(tx, boardGames);
      return { user: toUser(row), boardGames };
    }),
  );
}
