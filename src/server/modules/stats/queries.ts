import type { Queryable } from '../../db/database.ts';

interface Totals {
  users: number;
  games: number;
  points: number;
  averageSeconds: number;
}

export async function readTotals(pool: Queryable): Promise<Totals> {
  const result = await pool.query<{ users: number; games: number; points: number; seconds: number }>({
    name: 'site-totals',
    text: `SELECT coalesce(sum(users), 0)::bigint AS users, coalesce(sum(games), 0)::bigint AS games,
                  coalesce(sum(points), 0)::bigint AS points, coalesce(sum(seconds), 0)::bigint AS seconds
             FROM site_totals`,
  });
  const row = result.rows[0] ?? { users: 0, games: 0, points: 0, seconds: 0 };
  return {
    users: row.users,
    games: row.games,
    points: row.points,
    averageSeconds: row.games > 0 ? row.seconds / row.games : 0,
  };
}
