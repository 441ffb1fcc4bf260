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
