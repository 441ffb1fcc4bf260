// Two instances of the site on one database, as behind a load balancer: a session that one instance
// keeps in memory must stop working there as soon as the other has ended it.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestDatabase, onPostgresServer, type TestDatabase } from '../helpers/database.ts';

async function me(t: TestApp, cookie: string): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
  return response.statusCode;
}

describe.skipIf(!onPostgresServer())('sessions kept in memory across two instances', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let sql: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    a = await startTestApp({ database });
    b = await startTestApp({ database });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await sql?.end();
    await database?.drop();
  });

  it('refuses on B, at its next request, a session signed out on A, round after round', async () => {
    for (let round = 0; round < 10; round += 1) {
      const player = await signUp(a.app);
      // B reads the session and keeps it.
      expect(await me(b, player.cookie)).toBe(200);
      expect(await me(b, player.cookie)).toBe(200);
      const out = await a.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: player.cookie },
      });
      expect(out.statusCode).toBeLessThan(300);
      expect(await me(b, player.cookie)).toBe(401);
    }
  });

  it('refuses on B the sessions of an account deleted on A', async () => {
    const player = await signUp(a.app);
    expect(await me(b, player.cookie)).toBe(200);
    const deleted = await a.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: { cookie: player.cookie },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(await me(b, player.cookie)).toBe(401);
  });

  it('hears of sessions ended or cut short in the database by any other means', async () => {
    const removed = await signUp(a.app);
    const shortened = await signUp(a.app);
    expect(await me(b, removed.cookie)).toBe(200);
    expect(await me(b, shortened.cookie)).toBe(200);
    await sql.query('DELETE FROM sessions WHERE user_id = $1', [removed.user.id]);
    await sql.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [
      shortened.user.id,
    ]);
    expect(await me(b, removed.cookie)).toBe(401);
    expect(await me(b, shortened.cookie)).toBe(401);
  });

  it('shows on B a new name given to the user on A', async () => {
    const player = await signUp(a.app);
    expect(await me(b, player.cookie)).toBe(200);
    const renamed = `renamed_${player.user.id}`;
    await sql.query('UPDATE users SET username = $2 WHERE id = $1', [player.user.id, renamed]);
    const response = await b.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: player.cookie },
    });
    expect(response.json()).toMatchObject({ username: renamed });
  });
});
