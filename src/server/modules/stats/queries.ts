import type { Queryable } from '../../db/database.ts';

/** The Pacific days a player counts as active for: today and the days before it. */
const ACTIVE_PLAYER_DAYS = 30;

export interface SiteTotals {
  users: number;
  /** Players not suspended with a score on one of the last ACTIVE_PLAYER_DAYS Pacific days. */
  activePlayers: number;
  games: number;
  points: number;
  averageSeconds: number;
}

/**
 * The site's totals and its active players, as of the Pacific day `today`, in one statement. The
 * active players are read from the index on scores (pacific_day, user_id) alone, over the last 30
 * days' rows; every stored score is a verified game.
 */
export async function readTotals(pool: Queryable, today: string): Promise<SiteTotals> {
  const result = await pool.query<{
    users: number;
    active_players: number;
    games: number;
    points: number;
    seconds: number;
  }>({
    name: 'site-totals',
    text: `SELECT coalesce(sum(users), 0)::bigint AS users, coalesce(sum(games), 0)::bigint AS games,
                  coalesce(sum(points), 0)::bigint AS points, coalesce(sum(seconds), 0)::bigint AS seconds,
                  (SELECT count(*) FROM (SELECT DISTINCT user_id FROM scores
                                          WHERE pacific_day > $1::date - $2::int) AS recent
                     JOIN users u ON u.id = recent.user_id
                    WHERE u.suspended_at IS NULL)::bigint AS active_players
             FROM site_totals`,
    values: [today, ACTIVE_PLAYER_DAYS],
  });
  const row = result.rows[0] ?? { users: 0, active_players: 0, games: 0, points: 0, seconds: 0 };
  return {
    users: row.users,
    activePlayers: row.active_players,
    games: row.games,
    points: row.points,
    averageSeconds: row.games > 0 ? row.seconds / row.games : 0,
  };
}
