import type { AnyGameDefinition } from '../../../shared/games/define-game.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { playResult } from '../../lib/game-rules.ts';
import { BOARD_CHANNEL } from '../../plugins/board-cache.ts';

/** The name under which the re-scoring is noted once done (table data_migrations). */
export const RESCORE_MIGRATION = '2026-11-server-clock-rescore';
const RESCORE_LOCK_ID = 727_274_002;
/** Scores read and re-scored per statement. */
const PAGE = 2000;

/** What re-scoring the stored scores did. */
export interface RescoreSummary {
  /** Scores of verified games of the server's looked at. */
  checked: number;
  /** Scores whose time or score changed to the server's own. */
  changed: number;
  /** Scores removed: their game was faster than its human floor. */
  removed: number;
}

interface StoredScore {
  id: number;
  game_id: number;
  time_seconds: number;
  score: number;
  state: unknown;
}

/**
 * Re-scores every stored score of a verified game with the server's own time (scores were stored with
 * the time the player's browser reported), removes those whose game was faster than its human floor,
 * and rebuilds what is made of scores (boards, each player's counters, the site totals) in the same
 * transaction. Runs once per database, noted in data_migrations; concurrent instances wait for the
 * first. `games` are the server's (`app.games.list`: the registry's and any given at start-up); scores
 * of a game not among them, and scores with no play (none should remain), are left as they are.
 */
export async function rescoreOnce(
  database: Database,
  games: readonly AnyGameDefinition[],
): Promise<RescoreSummary | null> {
  return database.session(
    async (client) => {
      await client.query('SELECT pg_advisory_lock($1)', [RESCORE_LOCK_ID]);
      try {
        const done = await client.query('SELECT 1 FROM data_migrations WHERE name = $1', [RESCORE_MIGRATION]);
        if (done.rowCount) return null;
        await client.query('BEGIN');
        try {
          const summary = await rescore(client, games);
          await client.query('INSERT INTO data_migrations (name, summary) VALUES ($1, $2)', [
            RESCORE_MIGRATION,
            `checked ${summary.checked} verified scores: ${summary.changed} took the server's time, ${summary.removed} were below the floor and removed`,
          ]);
          await client.query('COMMIT');
          return summary;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [RESCORE_LOCK_ID]).catch(() => undefined);
      }
    },
    { unbounded: true },
  );
}

async function rescore(tx: Queryable, games: readonly AnyGameDefinition[]): Promise<RescoreSummary> {
  const byId = new Map(games.map((game) => [game.identity.id, game]));
  const summary: RescoreSummary = { checked: 0, changed: 0, removed: 0 };
  let after = 0;
  for (;;) {
    const page = await tx.query<StoredScore>(
      `SELECT s.id, s.game_id, s.time_seconds, s.score, p.state
         FROM scores s JOIN plays p ON p.score_id = s.id
        WHERE s.id > $1 ORDER BY s.id LIMIT ${PAGE}`,
      [after],
    );
    if (page.rows.length === 0) break;
    after = Number(page.rows.at(-1)?.id ?? after);
    const removed: number[] = [];
    const changed: { id: number; time: number; score: number }[] = [];
    const timings: { id: number; elapsed: number; floor: number }[] = [];
    for (const row of page.rows) {
      const game = byId.get(row.game_id);
      if (!game) continue;
      summary.checked += 1;
      // Every move of a play was applied at the server's clock: its state holds the server's time.
      const server = playResult(game, row.state, null);
      if (!server?.ranked) {
        removed.push(Number(row.id));
        continue;
      }
      timings.push({ id: Number(row.id), elapsed: server.elapsedMs, floor: server.floorMs });
      if (server.timeSeconds !== row.time_seconds || server.score !== row.score) {
        changed.push({ id: Number(row.id), time: server.timeSeconds, score: server.score });
      }
    }
    if (removed.length > 0) {
      await tx.query('UPDATE plays SET score_id = NULL WHERE score_id = ANY($1::bigint[])', [removed]);
      await tx.query('DELETE FROM scores WHERE id = ANY($1::bigint[])', [removed]);
    }
    if (changed.length > 0) {
      await tx.query(
        `UPDATE scores s SET time_seconds = c.time, score = c.score
           FROM unnest($1::bigint[], $2::int[], $3::int[]) AS c(id, time, score) WHERE s.id = c.id`,
        [changed.map((row) => row.id), changed.map((row) => row.time), changed.map((row) => row.score)],
      );
    }
    if (timings.length > 0) {
      await tx.query(
        `UPDATE plays p SET elapsed_ms = t.elapsed, floor_ms = t.floor
           FROM unnest($1::bigint[], $2::int[], $3::int[]) AS t(id, elapsed, floor) WHERE p.score_id = t.id`,
        [timings.map((row) => row.id), timings.map((row) => row.elapsed), timings.map((row) => row.floor)],
      );
    }
    summary.changed += changed.length;
    summary.removed += removed.length;
  }
  if (summary.changed + summary.removed > 0) await rebuildFromScores(tx, [...byId.keys()]);
  return summary;
}

/** Boards, per-player counters and the site's game totals, made again from the scores as they now are. */
async function rebuildFromScores(tx: Queryable, gameIds: readonly number[]): Promise<void> {
  await tx.query('DELETE FROM best_scores');
  await tx.query(
    `INSERT INTO best_scores (game_id, period, user_id, username, score, time_seconds, completed_at)
     SELECT DISTINCT ON (s.game_id, p.period, s.user_id)
            s.game_id, p.period, s.user_id, u.username, s.score, s.time_seconds, s.completed_at
       FROM scores s
       JOIN users u ON u.id = s.user_id
       CROSS JOIN LATERAL (VALUES ('all'), (to_char(s.pacific_day, 'YYYY-MM'))) AS p(period)
      ORDER BY s.game_id, p.period, s.user_id, s.score DESC, s.time_seconds ASC, s.completed_at ASC`,
  );
  await tx.query('DELETE FROM user_game_stats');
  await tx.query(
    `INSERT INTO user_game_stats (user_id, game_id, games_played, best_time, best_score, total_score)
     SELECT user_id, game_id, count(*), min(time_seconds), max(score), sum(score) FROM scores GROUP BY user_id, game_id`,
  );
  // The totals are sums over their slots: slot 0 takes the whole of the games, the others none.
  await tx.query('UPDATE site_totals SET games = 0, points = 0, seconds = 0');
  await tx.query(
    `INSERT INTO site_totals AS t (slot, games, points, seconds)
     SELECT 0, count(*), coalesce(sum(score), 0), coalesce(sum(time_seconds), 0) FROM scores
     ON CONFLICT (slot) DO UPDATE SET games = EXCLUDED.games, points = EXCLUDED.points, seconds = EXCLUDED.seconds`,
  );
  for (const gameId of gameIds)
    await tx.query(`SELECT pg_notify('${BOARD_CHANNEL}', $1::text)`, [String(gameId)]);
}
