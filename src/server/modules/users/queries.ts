import type { User, UserScores } from '../../../shared/api/users.ts';
import { GAME_IDS } from '../../../shared/games/catalog.ts';
import type { Queryable } from '../../db/database.ts';
import { withRetry } from '../../db/retry.ts';
import { randomSlot } from '../../db/site-totals.ts';
import { fixedError, uniqueViolation } from '../../errors.ts';
import { toUser, type UserRow } from '../../plugins/session.ts';
import { usernameSkeleton } from './skeleton.ts';

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
 * from the earlier one. Run at start-up; each instance may run it at once, as every row is claimed
 * by a statement of its own.
 */
export async function backfillUsernameSkeletons(pool: Queryable): Promise<number> {
  const missing = await pool.query<{ id: number; username: string }>(
    'SELECT id, username FROM users WHERE username_skeleton IS NULL ORDER BY id',
  );
  let filled = 0;
  for (const row of missing.rows) {
    try {
      const updated = await pool.query(
        `UPDATE users SET username_skeleton = $2
          WHERE id = $1 AND username_skeleton IS NULL
            AND NOT EXISTS (SELECT 1 FROM users WHERE username_skeleton = $2)`,
        [row.id, usernameSkeleton(row.username)],
      );
      filled += updated.rowCount ?? 0;
    } catch (error) {
      // Another instance gave an older look-alike this skeleton at the same moment.
      if (uniqueViolation(error) !== 'users_username_skeleton_key') throw error;
    }
  }
  return filled;
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

/** Games played and best time per game; a game not played yet shows 0 and no time. */
export async function userScores(pool: Queryable, userId: number): Promise<UserScores> {
  const result = await pool.query<{ game_id: number; games_played: number; best_time: number }>({
    name: 'user-scores',
    text: 'SELECT game_id, games_played, best_time FROM user_game_stats WHERE user_id = $1',
    values: [userId],
  });
  const scores: UserScores = {};
  for (const id of GAME_IDS) scores[String(id)] = { gamesPlayed: 0, bestTime: null };
  for (const row of result.rows) {
    scores[String(row.game_id)] = { gamesPlayed: row.games_played, bestTime: row.best_time };
  }
  return scores;
}
