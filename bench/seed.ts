import type pg from 'pg';
import { usernameSkeleton } from '../src/server/lib/usernames/skeleton.ts';
import { gameWithId } from '../src/shared/games/registry.ts';
import { SITE_TIME_ZONE } from '../src/shared/time.ts';

export interface SeedOptions {
  users: number;
  scores: number;
  /** The instant the data ends at; the current Pacific month is the one containing it. */
  now: Date;
}

export interface SeedReport {
  totalMs: number;
  steps: Array<{ step: string; ms: number }>;
  counts: { users: number; scores: number; bestScores: number; userGameStats: number };
}

/** The e-mail address of a seeded user, as stored. */
export function seededEmail(userId: number): string {
  return `player${userId}@example.com`;
}

const TZ = `'${SITE_TIME_ZONE}'`;

/** The games the seed plays, by id: the times and scores below follow each one's own scoring. */
const SEEDED_GAMES = [1, 2, 3, 4];
/**
 * The seeded games the server deals once a day (TL;DR): one ranked game a player and Pacific day,
 * stored with once_a_day set, as the server sets it from the game's capabilities.
 */
const ONCE_A_DAY = SEEDED_GAMES.filter((id) => gameWithId(id)?.capabilities.onceADay);
const ANY_DAY = SEEDED_GAMES.filter((id) => !ONCE_A_DAY.includes(id));

/**
 * Fills an empty, migrated database with players and their history in a handful of set-based
 * statements, and derives the maintained tables (best_scores, user_game_stats, site_totals) from the
 * rows exactly as the score statement would have built them one submission at a time.
 */
export async function seedDatabase(client: pg.ClientBase, options: SeedOptions): Promise<SeedReport> {
  const steps: SeedReport['steps'] = [];
  const started = performance.now();
  const step = async (name: string, text: string, values: unknown[] = []) => {
    const at = performance.now();
    await client.query(text, values);
    steps.push({ step: name, ms: performance.now() - at });
  };

  // One large load: sorts and index builds stay in memory, and nothing waits on each commit's flush.
  await client.query("SET work_mem = '256MB'");
  await client.query("SET maintenance_work_mem = '512MB'");
  await client.query('SET synchronous_commit = off');
  // The same figures on every run, so that runs compare.
  await client.query('SELECT setseed(0.4242)');
  // Every reference is right by construction (user ids come from the same series), so the per-row
  // foreign-key triggers are skipped where the role may do so; the links are checked once at the end.
  const skipTriggers = await client
    .query('SET session_replication_role = replica')
    .then(() => true)
    .catch(() => false);
  // Secondary indexes are built once over the loaded rows, far faster than a million single inserts.
  const indexes = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename IN ('scores', 'best_scores')
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
  );
  for (const index of indexes.rows) await client.query(`DROP INDEX ${index.name}`);

  // Who played what and when. A few players play far more than most (power law over the ids); 30% of
  // the history falls in the current Pacific month, the rest over the year before it.
  await step(
    'plan scores',
    `CREATE TEMP TABLE seed_plan AS
     WITH bounds AS (
       SELECT $1::timestamptz AS now_at,
              date_trunc('month', $1::timestamptz AT TIME ZONE ${TZ}) AT TIME ZONE ${TZ} AS month_start
     ), drawn AS (
       SELECT g AS seq,
              1 + least(floor($2 * power(random(), 1.5)), $2 - 1)::int AS user_id,
              random() AS r_game, random() AS r_when, random() AS r_month,
              random() AS r1, random() AS r2, random() AS r3
         FROM generate_series(1, $3::int) AS g
     )
     SELECT d.seq, d.user_id,
            CASE WHEN d.r_game < 0.30 THEN 1 WHEN d.r_game < 0.55 THEN 2 WHEN d.r_game < 0.80 THEN 3 ELSE 4 END
              ::smallint AS game_id,
            w.completed_at,
            (w.completed_at AT TIME ZONE ${TZ})::date AS pacific_day,
            d.r1, d.r2, d.r3
       FROM drawn d CROSS JOIN bounds b
       CROSS JOIN LATERAL (
         SELECT CASE WHEN d.r_month < 0.3
                     THEN b.month_start + d.r_when * (b.now_at - b.month_start)
                     ELSE b.now_at - interval '365 days'
                          + d.r_when * (b.month_start - (b.now_at - interval '365 days'))
                END AS completed_at
       ) w`,
    [options.now, options.users, options.scores],
  );

  // A once-a-day game (TL;DR) takes one game per player per Pacific day: a second draw on the same
  // day becomes a game of another kind.
  await step(
    'one TL;DR a day',
    `UPDATE seed_plan p SET game_id = ($1::smallint[])[1 + p.seq % cardinality($1::smallint[])]
       FROM (SELECT seq, row_number() OVER (PARTITION BY user_id, game_id, pacific_day ORDER BY seq) AS n
               FROM seed_plan WHERE game_id = ANY($2::smallint[])) d
      WHERE d.seq = p.seq AND d.n > 1`,
    [ANY_DAY, ONCE_A_DAY],
  );

  // Each player signed up shortly before their first game.
  await step(
    'users',
    `INSERT INTO users (id, username, email, created_at)
     SELECT g, 'player' || g, 'player' || g || '@example.com',
            coalesce(f.first_at, $2::timestamptz - random() * interval '365 days')
              - random() * interval '3 days'
       FROM generate_series(1, $1::int) AS g
       LEFT JOIN (SELECT user_id, min(completed_at) AS first_at FROM seed_plan GROUP BY user_id) f
         ON f.user_id = g`,
    [options.users, options.now],
  );
  await client.query(`SELECT setval(pg_get_serial_sequence('users', 'id'), $1)`, [options.users]);
  // Each name's look-alike key, as signing up stores it (else the server fills them one by one as it starts).
  const ids = Array.from({ length: options.users }, (_, i) => i + 1);
  await step(
    'username skeletons',
    `UPDATE users SET username_skeleton = s.skeleton
       FROM unnest($1::int[], $2::text[]) AS s(id, skeleton) WHERE users.id = s.id`,
    [ids, ids.map((id) => usernameSkeleton(`player${id}`))],
  );

  // Times and scores follow each game's own scoring rules, so every row passes the server's checks:
  // Memory Match finishes with all eight pairs; Number Puzzle pays per move; Word Scramble solves all
  // five words with some streak on some difficulty; TL;DR is won most days in one to six guesses.
  // Ids follow completion time, as they would have been handed out.
  await step(
    'scores',
    `INSERT INTO scores (user_id, game_id, time_seconds, score, completed_at, pacific_day, once_a_day)
     SELECT user_id, game_id, t, greatest(0, score)::int, completed_at, pacific_day, game_id = ANY($1::smallint[])
       FROM (
         SELECT p.*, x.t,
                CASE p.game_id
                  WHEN 1 THEN 5000 - 15 * x.t + 100 * 8
                  WHEN 2 THEN 5000 - 10 * x.t - 25 * (20 + floor(p.r2 * 280)::int)
                  WHEN 3 THEN 5000 - 15 * x.t + 500 * 5 + 100 * floor(p.r2 * 6)::int
                              + (ARRAY[0, 200, 500])[1 + floor(p.r3 * 3)::int]
                  ELSE CASE WHEN p.r3 < 0.85
                            THEN 1000 + 200 * (6 - (1 + floor(p.r2 * 6)::int)) + greatest(0, 300 - x.t)
                            ELSE greatest(0, 300 - x.t) END
                END AS score
           FROM seed_plan p
           CROSS JOIN LATERAL (
             SELECT CASE p.game_id
                      WHEN 1 THEN 14 + floor(p.r1 * p.r1 * 240)::int
                      WHEN 2 THEN 12 + floor(p.r1 * p.r1 * 400)::int
                      WHEN 3 THEN 18 + floor(p.r1 * p.r1 * 200)::int
                      ELSE 25 + floor(p.r1 * p.r1 * 600)::int
                    END AS t
           ) x
       ) s
      ORDER BY completed_at, seq`,
    [ONCE_A_DAY],
  );

  // A player's best of a month is the first row in board order; the all-time best is the best of
  // their monthly bests. Rows came in completion order, so an exact repeat keeps the earlier one, as
  // the score statement's upsert does.
  await step(
    'best_scores',
    `CREATE TEMP TABLE seed_month_best AS
     SELECT DISTINCT ON (game_id, month, user_id) game_id, month, user_id, score, time_seconds, completed_at
       FROM (SELECT s.*, to_char(s.completed_at AT TIME ZONE ${TZ}, 'YYYY-MM') AS month FROM scores s) m
      ORDER BY game_id, month, user_id, score DESC, time_seconds ASC, completed_at ASC, id ASC`,
  );
  await step(
    'best_scores month',
    `INSERT INTO best_scores (game_id, period, user_id, username, score, time_seconds, completed_at)
     SELECT b.game_id, b.month, b.user_id, u.username, b.score, b.time_seconds, b.completed_at
       FROM seed_month_best b JOIN users u ON u.id = b.user_id`,
  );
  await step(
    'best_scores all',
    `INSERT INTO best_scores (game_id, period, user_id, username, score, time_seconds, completed_at)
     SELECT DISTINCT ON (b.game_id, b.user_id) b.game_id, 'all', b.user_id, u.username, b.score,
            b.time_seconds, b.completed_at
       FROM seed_month_best b JOIN users u ON u.id = b.user_id
      ORDER BY b.game_id, b.user_id, b.score DESC, b.time_seconds ASC, b.completed_at ASC`,
  );

  await step(
    'user_game_stats',
    `INSERT INTO user_game_stats (user_id, game_id, games_played, best_time, total_score)
     SELECT user_id, game_id, count(*), min(time_seconds), sum(score) FROM scores GROUP BY user_id, game_id`,
  );

  // Spread over the slots the way random writers would have spread them.
  await step(
    'site_totals',
    `INSERT INTO site_totals (slot, users, games, points, seconds)
     SELECT s.slot, coalesce(u.n, 0), coalesce(g.n, 0), coalesce(g.points, 0), coalesce(g.seconds, 0)
       FROM generate_series(0, 15) AS s(slot)
       LEFT JOIN (SELECT id % 16 AS slot, count(*) AS n FROM users GROUP BY 1) u ON u.slot = s.slot
       LEFT JOIN (SELECT id % 16 AS slot, count(*) AS n, sum(score) AS points, sum(time_seconds) AS seconds
                    FROM scores GROUP BY 1) g ON g.slot = s.slot`,
  );

  await client.query('DROP TABLE seed_plan, seed_month_best');
  const at = performance.now();
  for (const index of indexes.rows) await client.query(index.definition);
  steps.push({ step: 'indexes', ms: performance.now() - at });
  if (skipTriggers) {
    await client.query('SET session_replication_role = DEFAULT');
    await step(
      'check links',
      `DO $$ BEGIN
         IF EXISTS (SELECT 1 FROM scores s WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = s.user_id))
            OR EXISTS (SELECT 1 FROM best_scores b WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = b.user_id))
         THEN RAISE EXCEPTION 'seeded rows point at missing users'; END IF;
       END $$`,
    );
  }
  // VACUUM as well as ANALYZE: freshly loaded pages would otherwise be rewritten (hint bits) by the
  // first reads, and autovacuum would wake up in the middle of a measurement.
  await step('vacuum analyze', 'VACUUM (ANALYZE)');

  const counts = await client.query<{
    users: number;
    scores: number;
    best_scores: number;
    user_game_stats: number;
  }>(
    `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM scores)::int AS scores,
            (SELECT count(*) FROM best_scores)::int AS best_scores,
            (SELECT count(*) FROM user_game_stats)::int AS user_game_stats`,
  );
  const row = counts.rows[0];
  if (!row) throw new Error('the seeded counts could not be read');
  return {
    totalMs: performance.now() - started,
    steps,
    counts: {
      users: row.users,
      scores: row.scores,
      bestScores: row.best_scores,
      userGameStats: row.user_game_stats,
    },
  };
}
