import type { User, UserScores } from '../../../shared/api/users.ts';
import { GAME_IDS } from '../../../shared/games/catalog.ts';
import type { Queryable } from '../../db/database.ts';
import { withRetry } from '../../db/retry.ts';
import { randomSlot } from '../../db/site-totals.ts';
import { fixedError, uniqueViolation } from '../../errors.ts';
import { toUser, type UserRow } from '../../plugins/session.ts';

export async function isUsernameAvailable(pool: Queryable, username: string): Promise<boolean> {
  const result = await pool.query({
    name: 'username-taken',
    text: 'SELECT 1 FROM users WHERE lower(username) = lower($1)',
    values: [username],
  });
  return result.rowCount === 0;
}

/** Creates the user; the database's unique indexes decide between simultaneous sign-ups. */
export async function createUser(pool: Queryable, username: string, email: string): Promise<User> {
  try {
    const result = await withRetry(() =>
      pool.query<UserRow>({
        name: 'user-create',
        text: `WITH created AS (
                 INSERT INTO users (username, email) VALUES ($1, $2)
                 RETURNING id, username, email, created_at
               ), counted AS (
                 INSERT INTO site_totals (slot, users) SELECT $3, 1 FROM created
                 ON CONFLICT (slot) DO UPDATE SET users = site_totals.users + 1
               )
               SELECT * FROM created`,
        values: [username, email, randomSlot()],
      }),
    );
    return toUser(result.rows[0] as UserRow);
  } catch (error) {
    const index = uniqueViolation(error);
    if (index === 'users_username_lower_key') throw fixedError(409, 'USERNAME_TAKEN');
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
