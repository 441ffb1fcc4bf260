import type { SiteLanguage } from '../../shared/api/auth.ts';
import type { Queryable } from './database.ts';

/**
 * The language the account's mails are written in: the one a request names (the page the player
 * asked from), else the one the account last signed in with, else English.
 */
export async function accountLanguage(
  pool: Queryable,
  userId: number,
  asked: SiteLanguage | undefined,
): Promise<SiteLanguage> {
  if (asked) return asked;
  const result = await pool.query<{ lang: SiteLanguage | null }>({
    name: 'account-language',
    text: 'SELECT lang FROM users WHERE id = $1',
    values: [userId],
  });
  return result.rows[0]?.lang ?? 'en';
}
