import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../bench/seed.ts';
import { usernameSkeleton } from '../../src/server/modules/users/skeleton.ts';
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
});
