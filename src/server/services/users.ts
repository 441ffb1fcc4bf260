import type { User } from '../../shared/api/users.ts';
import type { Queryable } from '../db/database.ts';
import { fixedError, uniqueViolation } from '../errors.ts';
import { toUser, type UserRow } from '../plugins/session.ts';
import { withRetry } from './retry.ts';
import { randomSlot } from './totals.ts';

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

export async function findUserByEmail(pool: Queryable, email: string): Promise<User | null> {
  const result = await pool.query<UserRow>({
    name: 'user-by-email',
    text: 'SELECT id, username, email, created_at FROM users WHERE email = $1',
    values: [email],
  });
  return result.rows[0] ? toUser(result.rows[0]) : null;
}
