import type { Queryable } from '../../db/database.ts';

/** Whether the database answers a query. */
export async function databaseAnswers(pool: Queryable): Promise<boolean> {
  try {
    await pool.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}
