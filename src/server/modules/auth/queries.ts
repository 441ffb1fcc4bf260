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

/** A user's newest sign-in code, with the tries counted for the address that tries it. */
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

/** Stores a new code for the user in place of any code not used yet, with who asked for it. */
export async function replaceCode(
  pool: Queryable,
  code: { userId: number; codeHash: string; requestedBy: string },
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await pool.query({
    name: 'code-replace',
    text: `WITH replaced AS (DELETE FROM login_codes WHERE user_id = $1)
           INSERT INTO login_codes (user_id, code_hash, requested_by, created_at, expires_at)
           VALUES ($1, $2, $3, $4, $5)`,
    values: [code.userId, code.codeHash, code.requestedBy, now, expiresAt],
  });
}

/** How many tries a code allows: per address, and from all addresses but the asking one together. */
interface TryLimits {
  perClient: number;
  elsewhere: number;
}

/**
 * Counts one try of `client` on the user's newest code and returns the code with that client's
 * count, when the code is live and has tries left for this client: its own (a stranger's guesses
 * never use up the owner's), and, for any address but the one that asked for the code, the tries of
 * all such addresses together (so that many addresses cannot guess on without end). The client's
 * count moves first and the shared one only for a try it counted, so one address's simultaneous
 * guesses cannot use up the shared tries. Each count is checked in the step that moves it (the
 * code's row stays locked meanwhile), so simultaneous tries cannot exceed either limit.
 */
export async function tryCode(
  pool: Queryable,
  userId: number,
  client: string,
  limits: TryLimits,
  now: Date,
): Promise<StoredCode | null> {
  const result = await pool.query<CodeRow>({
    name: 'code-try',
    text: `WITH code AS (
             SELECT id, code_hash, expires_at, requested_by IS NOT DISTINCT FROM $2 AS asked_here
               FROM login_codes WHERE user_id = $1 ORDER BY id DESC LIMIT 1 FOR UPDATE
           ), tried AS (
             INSERT INTO login_code_tries (code_id, client, attempts)
             SELECT id, $2, 1 FROM code WHERE expires_at > $5
                 ON CONFLICT (code_id, client) DO UPDATE SET attempts = login_code_tries.attempts + 1
              WHERE login_code_tries.attempts < $3
          RETURNING code_id, attempts
           ), elsewhere AS (
             UPDATE login_codes SET attempts_elsewhere = attempts_elsewhere + 1
              WHERE id = (SELECT code_id FROM tried) AND NOT (SELECT asked_here FROM code)
                AND attempts_elsewhere < $4
          RETURNING id
           )
           SELECT code.id, code.code_hash, tried.attempts, code.expires_at
             FROM code JOIN tried ON tried.code_id = code.id
            WHERE code.asked_here OR EXISTS (SELECT 1 FROM elsewhere)`,
    values: [userId, client, limits.perClient, limits.elsewhere, now],
  });
  return result.rows[0] ? toStoredCode(result.rows[0]) : null;
}

export async function newestCode(pool: Queryable, userId: number): Promise<{ expiresAt: Date } | null> {
  const result = await pool.query<{ expires_at: Date }>({
    name: 'code-newest',
    text: 'SELECT expires_at FROM login_codes WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
    values: [userId],
  });
  return result.rows[0] ? { expiresAt: result.rows[0].expires_at } : null;
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
