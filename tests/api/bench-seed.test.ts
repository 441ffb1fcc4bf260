import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../bench/seed.ts';
import { usernameSkeleton } from '../../src/server/lib/usernames/skeleton.ts';
import { gameWithId } from '../../src/shared/games/registry.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

// The benchmarks' seed must leave the database as sign-ups would have: a user without a look-alike
// key is filled in one statement each as the server starts, which with 100,000 seeded users keeps
// the server from starting in time.
describe('the benchmark seed', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.handle.session(
      (client) =>
        seedDatabase(client as unknown as pg.ClientBase, { users: 40, scores: 400, now: new Date() }),
      { unbounded: true },
    );
  });
  afterAll(async () => database.drop());

  it("stores every seeded username's look-alike key, as signing up does", async () => {
    const users = await database.handle.query<{ username: string; username_skeleton: string | null }>(
      'SELECT username, username_skeleton FROM users ORDER BY id',
    );
    expect(users.rows).toHaveLength(40);
    for (const user of users.rows) expect(user.username_skeleton).toBe(usernameSkeleton(user.username));
  });

  it("marks each seeded score of a once-a-day game (TL;DR) as the server's scores are, one a player and day", async () => {
    const games = await database.handle.query<{ game_id: number; once_a_day: boolean; scores: number }>(
      'SELECT game_id, once_a_day, count(*)::int AS scores FROM scores GROUP BY game_id, once_a_day ORDER BY game_id',
    );
    expect(games.rows.map((row) => row.game_id)).toEqual([1, 2, 3, 4]);
    for (const row of games.rows) {
      expect(row.once_a_day).toBe(gameWithId(row.game_id)?.capabilities.onceADay);
    }
    const repeated = await database.handle.query(
      `SELECT 1 FROM scores WHERE once_a_day GROUP BY user_id, game_id, pacific_day HAVING count(*) > 1`,
    );
    expect(repeated.rowCount).toBe(0);
  });
});
