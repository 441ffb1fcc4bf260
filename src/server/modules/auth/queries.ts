import type { User } from '../../../shared/api/users.ts';
import type { Queryable } from '../../db/database.ts';
import { toUser, type UserRow } from '../../plugins/session.ts';

export async function findUserByEmail(pool: Queryable, email: string): Promise<User | null> {
  const result = await pool.query<UserRow>({
    name: 'user-by-email',
    text: 'SELECT id, username, email, created_at FROM users WHERE email = $1',
    values: [email],
  });
  return result.rows[0] ? toUser(result.rows[0]) : null;
}

/** The newest sign-in code of a user, if any. */
interface StoredCode {
  id: number;
  codeHash: string;
  attempts: number;
  expiresAt: Date;
}

interface CodeRow {
  id: number;
  code_hash: string;
  attempts: number;
  expires_at: Date;
}

const toStoredCode = (row: CodeRow): StoredCode => ({
  id: row.id,
  codeHash: row.code_hash,
  attempts: row.attempts,
  expiresAt: row.expires_at,
});

/** Stores a new code for the user in place of any code not used yet. */
export async function replaceCode(
  pool: Queryable,
  userId: number,
  codeHash: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await pool.query({
    name: 'code-replace',
    text: `WITH replaced AS (DELETE FROM login_codes WHERE user_id = $1)
           INSERT INTO login_codes (user_id, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
    values: [userId, codeHash, now, expiresAt],
  });
}

/**
 * Counts one try on the user's newest code and returns it, when that code is live and has tries left;
 * the count and the check are one statement, so simultaneous tries cannot exceed the limit.
 */
export async function tryCode(
  pool: Queryable,
  userId: number,
  maxTries: number,
  now: Date,
): Promise<StoredCode | null> {
  const result = await pool.query<CodeRow>({
    name: 'code-try',
    text: `UPDATE login_codes SET attempts = attempts + 1
            WHERE id = (SELECT id FROM login_codes WHERE user_id = $1 ORDER BY id DESC LIMIT 1)
              AND attempts < $2 AND expires_at > $3
        RETURNING id, code_hash, attempts, expires_at`,
    values: [userId, maxTries, now],
  });
  return result.rows[0] ? toStoredCode(result.rows[0]) : null;
}

export async function newestCode(pool: Queryable, userId: number): Promise<StoredCode | null> {
  const result = await pool.query<CodeRow>({
    name: 'code-newest',
    text: `SELECT id, code_hash, attempts, expires_at FROM login_codes
            WHERE user_id = $1 ORDER BY id DESC LIMIT 1`,
    values: [userId],
  });
  return result.rows[0] ? toStoredCode(result.rows[0]) : null;
}

/** Removes the user's codes once one was used; true when this code was still there to use. */
export async function consumeCode(pool: Queryable, userId: number, codeId: number): Promise<boolean> {
  const result = await pool.query<{ id: number }>({
    name: 'code-consume',
    text: 'DELETE FROM login_codes WHERE user_id = $1 RETURNING id',
    values: [userId],
  });
  return result.rows.some((row) => row.id === codeId);
}
