// Two instances of the site on one database, as behind a load balancer: a board that one instance
// caches must never hide a score that the other has already acknowledged.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/server/db/postgres.ts';
import { boardEntries, periodKey } from '../../src/server/modules/leaderboard/queries.ts';
import { BOARD_CHANNEL, BoardCache } from '../../src/server/plugins/board-cache.ts';
import { memorySubmittedScore } from '../../src/shared/games/memory-match/scoring.ts';
import { pacificMonth } from '../../src/shared/time.ts';
import { type Session, signUp, startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestDatabase, onPostgresServer, type TestDatabase } from '../helpers/database.ts';
import { playAndSubmit } from '../helpers/plays.ts';

interface Entry {
  rank: number;
  username: string;
  score: number;
  bestTime: number;
  completedAt: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function board(t: TestApp, gameId: number, period: 'month' | 'all' = 'month'): Promise<Entry[]> {
  const response = await t.app.inject(`/api/leaderboard/${gameId}?period=${period}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

function entryOf(entries: Entry[], username: string): Entry | undefined {
  return entries.find((entry) => entry.username === username);
}

// Several instances need a PostgreSQL server; the embedded engine serves one process.
describe.skipIf(!onPostgresServer())('leaderboard cache across two instances', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let sql: pg.Client;
  let listenerOfB: number;
  let player: Session;
  // Memory Match scores rise as the time falls: each submission below is the player's new best.
  let seconds = 240;

  const listeners = async (): Promise<number[]> => {
    const result = await sql.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND query = 'LISTEN ${BOARD_CHANNEL}' AND pid <> pg_backend_pid()
        ORDER BY pid`,
    );
    return result.rows.map((row) => row.pid);
  };

  /**
   * Connections without an application name: the caches' listeners (the apps' pools name theirs).
   * Once a listener has run anything besides LISTEN its query column no longer says so.
   */
  const unnamedBackends = async (): Promise<number[]> => {
    const result = await sql.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND backend_type = 'client backend'
          AND application_name = '' AND pid <> pg_backend_pid()`,
    );
    return result.rows.map((row) => row.pid);
  };

  const isAlive = async (pid: number): Promise<boolean> =>
    ((await sql.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid])).rowCount ?? 0) > 0;

  /** Submits a better Memory Match game through A and returns what the boards must now show. */
  const betterScoreThroughA = async (): Promise<{ score: number; bestTime: number }> => {
    seconds -= 1;
    const { response, body } = await playAndSubmit(a, player, { gameId: 1, timeSeconds: seconds });
    expect(response.statusCode).toBe(201);
    expect(body.score).toBe(memorySubmittedScore(seconds, 8));
    return { score: body.score, bestTime: seconds };
  };

  /**
   * A row written behind the site's back (no notification): a board that shows it was read from the
   * database, one that does not came from the cache.
   */
  const sentinel = async (name: string, score: number) => {
    const user = await sql.query<{ id: number }>(
      `INSERT INTO users (username, email) VALUES ($1, $2) RETURNING id`,
      [name, `${name}@example.com`],
    );
    const id = user.rows[0]?.id;
    await sql.query(
      `INSERT INTO best_scores (game_id, period, user_id, username, score, time_seconds, completed_at)
       VALUES (3, 'all', $1, $2, $3, 100, now()), (3, $4, $1, $2, $3, 100, now())`,
      [id, name, score, pacificMonth(new Date())],
    );
  };

  /** How long B took to show the score after all, for the failure message. */
  const freshAfter = async (period: 'month' | 'all', score: number): Promise<string> => {
    const started = performance.now();
    while (performance.now() - started < 2000) {
      if (entryOf(await board(b, 1, period), player.user.username)?.score === score) {
        return `current ${(performance.now() - started).toFixed(1)} ms later`;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    return 'still stale after 2 s';
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    a = await startTestApp({ database });
    const before = await listeners();
    b = await startTestApp({ database });
    const added = (await listeners()).filter((pid) => !before.includes(pid));
    expect(added).toHaveLength(1);
    listenerOfB = added[0] as number;
    player = await signUp(a.app);
    // Others on the board, so that the player's entry moves among them.
    for (let i = 0; i < 5; i += 1) {
      const other = await signUp(a.app);
      const { response } = await playAndSubmit(a, other, { gameId: 1, timeSeconds: 250 + 20 * i });
      expect(response.statusCode).toBe(201);
    }
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
    await sql?.end();
    await database?.drop();
  });

  it('serves boards from memory while nothing changes', async () => {
    await board(b, 3);
    await sentinel('sentinel_cached', 900);
    expect(entryOf(await board(b, 3), 'sentinel_cached')).toBeUndefined();
    // A has not cached game 3 yet, so it reads the row: the row is there, B's answer came from memory.
    expect(entryOf(await board(a, 3), 'sentinel_cached')).toBeDefined();
  });

  it("shows a score acknowledged by A on B's next read, round after round", async () => {
    const stale: string[] = [];
    for (let round = 1; round <= 30; round += 1) {
      await board(b, 1, 'month');
      await board(b, 1, 'all');
      const expected = await betterScoreThroughA();
      for (const period of ['month', 'all'] as const) {
        const shown = entryOf(await board(b, 1, period), player.user.username);
        if (shown?.score !== expected.score || shown.bestTime !== expected.bestTime) {
          stale.push(
            `round ${round} (${period}): showed ${shown?.score} for ${expected.score}, ${await freshAfter(period, expected.score)}`,
          );
        }
      }
    }
    expect(stale).toEqual([]);
  });

  it('updates the monthly and the all-time board alike', async () => {
    // The player on both boards, as B has them cached, whichever test ran before.
    await betterScoreThroughA();
    for (const period of ['month', 'all'] as const)
      await expect.poll(async () => entryOf(await board(b, 1, period), player.user.username)).toBeDefined();
    const expected = await betterScoreThroughA();
    for (const period of ['month', 'all'] as const) {
      const entries = await board(b, 1, period);
      expect(entryOf(entries, player.user.username)).toMatchObject({ ...expected, rank: 1 });
      expect(entries.map((entry) => entry.rank)).toEqual(entries.map((_, index) => index + 1));
    }
  });

  it('reads from the database while its listener is down, and caches again once it is back', async () => {
    await board(b, 1);
    await board(b, 3);

    const known = await unnamedBackends();
    // Changes once B has noticed that its listener is gone (its cache epoch moves on).
    const generationBeforeKill = b.app.boardCache?.generation(3);
    const killed = await sql.query<{ ok: boolean }>('SELECT pg_terminate_backend($1) AS ok', [listenerOfB]);
    expect(killed.rows[0]?.ok).toBe(true);
    const stale: string[] = [];
    const check = async (when: string) => {
      const expected = await betterScoreThroughA();
      const shown = entryOf(await board(b, 1), player.user.username);
      if (shown?.score !== expected.score)
        stale.push(`${when}: showed ${shown?.score} for ${expected.score}`);
    };

    // Straight after the kill, before B may have noticed it.
    await check('right after the kill');

    // Once the connection is gone, B reads from the database: a row added behind the site's back shows.
    for (let waited = 0; (await isAlive(listenerOfB)) && waited < 5000; waited += 10) await sleep(10);
    for (
      let waited = 0;
      b.app.boardCache?.generation(3) === generationBeforeKill && waited < 5000;
      waited += 10
    ) {
      await sleep(10);
    }
    await sentinel('sentinel_while_down', 950);
    expect(entryOf(await board(b, 3), 'sentinel_while_down')).toBeDefined();

    // Until B listens again (it retries after a second), every read shows every acknowledged score.
    let reconnected: number | undefined;
    let round = 0;
    const deadline = Date.now() + 15_000;
    while (reconnected === undefined && Date.now() < deadline) {
      round += 1;
      await check(`round ${round} while down`);
      reconnected = (await unnamedBackends()).find((pid) => !known.includes(pid));
      if (reconnected === undefined) await sleep(20);
    }
    expect(stale).toEqual([]);
    expect(reconnected).toBeDefined();
    expect(round).toBeGreaterThan(1);

    // Listening again (the connection shows before its LISTEN is through): B caches boards again,
    // and A's scores still reach them at once.
    let cachedAgain = false;
    for (let attempt = 1; !cachedAgain && attempt <= 100; attempt += 1) {
      await board(b, 3);
      await sentinel(`sentinel_after_${attempt}`, 990 + attempt);
      cachedAgain = entryOf(await board(b, 3), `sentinel_after_${attempt}`) === undefined;
      if (!cachedAgain) await sleep(20);
    }
    expect(cachedAgain).toBe(true);
    for (let i = 0; i < 10; i += 1) {
      await board(b, 1);
      const expected = await betterScoreThroughA();
      expect(entryOf(await board(b, 1), player.user.username)).toMatchObject(expected);
    }
  });
  it('does not keep a board read from before its listener came back', async () => {
    // A third instance's cache, with the database reads of one board held back on purpose: a read
    // that takes longer than the listener needs to reconnect (a slow query, a busy pool).
    const pool = new pg.Pool({ connectionString: database.url, max: 2, application_name: 'board-reads' });
    const listenerDatabase = openPostgres(database.url as string, { poolSize: 1 });
    const cache = new BoardCache(listenerDatabase, { warn: () => undefined });
    try {
      const before = await unnamedBackends();
      await cache.start();
      const listener = (await unnamedBackends()).find((pid) => !before.includes(pid));
      expect(listener).toBeDefined();
      const key = periodKey('month', new Date());
      const cacheKey = `1:${key}`;
      await boardEntries(pool, cache, 1, key);
      expect(await cache.get(cacheKey)).toBeDefined();

      await sql.query('SELECT pg_terminate_backend($1)', [listener]);
      for (let waited = 0; (await cache.get(cacheKey)) !== undefined && waited < 5000; waited += 10) {
        await sleep(10);
      }
      expect(await cache.get(cacheKey)).toBeUndefined();

      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let answered: () => void = () => undefined;
      const readAnswered = new Promise<void>((resolve) => {
        answered = resolve;
      });
      const slowPool = {
        query: async (config: pg.QueryConfig) => {
          const result = await pool.query(config);
          answered();
          await held;
          return result;
        },
      } as unknown as pg.Pool;
      const slowRead = boardEntries(slowPool, cache, 1, key);
      // The held read has its answer from the database before the score below is written.
      await readAnswered;

      const expected = await betterScoreThroughA();
      const others = [...before, listener];
      const back = async () => (await unnamedBackends()).some((pid) => !others.includes(pid));
      for (let waited = 0; !(await back()) && waited < 10_000; waited += 20) await sleep(20);
      expect(await back()).toBe(true);
      // The connection shows before its LISTEN is through: wait until the cache keeps boards again.
      const listening = async () => {
        cache.set('99:probe', { entries: [], json: Buffer.from('[]') }, cache.generation(99));
        return (await cache.get('99:probe')) !== undefined;
      };
      for (let waited = 0; !(await listening()) && waited < 5000; waited += 10) await sleep(10);
      expect(await listening()).toBe(true);
      release();
      await slowRead;

      const shown = entryOf((await boardEntries(pool, cache, 1, key)).entries, player.user.username);
      expect(shown).toMatchObject(expected);
    } finally {
      await cache.close();
      await listenerDatabase.close();
      await pool.end();
    }
  });
});

describe('leaderboard cache on either engine', () => {
  let t: TestApp;
  let player: Session;
  beforeAll(async () => {
    t = await startTestApp();
    player = await signUp(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves a board from memory until a score changes it, then shows that score at once', async () => {
    await board(t, 2);
    // A row written behind the site's back, with no notification: a cached board does not show it.
    const user = await t.database.handle.query<{ id: number }>(
      `INSERT INTO users (username, email) VALUES ('behind_the_back', 'behind@example.com') RETURNING id`,
    );
    await t.database.handle.query(
      `INSERT INTO best_scores (game_id, period, user_id, username, score, time_seconds, completed_at)
       VALUES (2, $2, $1, 'behind_the_back', 10, 900, now())`,
      [user.rows[0]?.id, pacificMonth(new Date())],
    );
    expect(entryOf(await board(t, 2), 'behind_the_back')).toBeUndefined();

    const { response, body } = await playAndSubmit(t, player, { gameId: 2, timeSeconds: 80 });
    expect(response.statusCode).toBe(201);
    const entries = await board(t, 2);
    expect(entryOf(entries, player.user.username)).toMatchObject({ score: body.score, bestTime: 80 });
    expect(entryOf(entries, 'behind_the_back')).toBeDefined();
  });
});
