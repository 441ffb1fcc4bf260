// Deleting an account, by its player (DELETE /api/users/me) or by the admin
// (DELETE /api/admin/users/:userId): the user, their sessions, device credentials, codes, games,
// scores and statistics go in one transaction, and boards, totals and caches no longer show them.
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type Session,
  signUp,
  startTestApp,
  submitScore,
  TEST_ADMIN_KEY,
  type TestApp,
} from '../helpers/app.ts';
import { createTestDatabase, onPostgresServer, type TestDatabase } from '../helpers/database.ts';
import { playAndSubmit, prepareSubmission } from '../helpers/plays.ts';

const admin = { 'admin-key': TEST_ADMIN_KEY };

interface Entry {
  username: string;
  score: number;
}

/** The cookies a response sets, by name, with their attributes. */
function setCookies(response: LightMyRequestResponse): Map<string, string> {
  const raw = response.headers['set-cookie'];
  const lines = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return new Map(lines.map((line) => [line.slice(0, line.indexOf('=')), line]));
}

function isCleared(cookie: string | undefined): boolean {
  return cookie !== undefined && /Expires=Thu, 01 Jan 1970|Max-Age=0/i.test(cookie);
}

const deleteSelf = (t: TestApp, session: Session, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: { cookie: session.cookie, ...headers } });

const deleteByAdmin = (t: TestApp, userId: number | string, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/users/${userId}`, headers });

async function board(t: TestApp, gameId: number, period: 'month' | 'all'): Promise<string[]> {
  const response = await t.app.inject(`/api/leaderboard/${gameId}?period=${period}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as Entry[]).map((entry) => entry.username);
}

async function stats(t: TestApp) {
  const response = await t.app.inject('/api/stats');
  expect(response.statusCode).toBe(200);
  return response.json() as { totalUsers: number; gamesPlayed: number; totalScores: number };
}

/** Rows that still name the user, per table. */
async function rowsOf(t: TestApp, userId: number): Promise<Record<string, number>> {
  const tables = [
    'users',
    'sessions',
    'device_credentials',
    'login_codes',
    'scores',
    'best_scores',
    'user_game_stats',
    'plays',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const column = table === 'users' ? 'id' : 'user_id';
    const result = await t.database.handle.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`,
      [userId],
    );
    counts[table] = result.rows[0]?.n ?? -1;
  }
  return counts;
}

const NOTHING = {
  users: 0,
  sessions: 0,
  device_credentials: 0,
  login_codes: 0,
  scores: 0,
  best_scores: 0,
  user_game_stats: 0,
  plays: 0,
};

/** A device credential and a sign-in code, as a sign-in from a browser leaves them. */
async function addCredentials(t: TestApp, userId: number) {
  await t.database.handle.query(
    `INSERT INTO device_credentials (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 year')`,
    [randomBytes(16).toString('hex'), userId],
  );
  await t.database.handle.query(
    `INSERT INTO login_codes (user_id, code_hash, expires_at) VALUES ($1, 'hash', now() + interval '10 minutes')`,
    [userId],
  );
}

describe('account deletion', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(async () => t.close());

  // A limit catches a hang: five times what the test takes on a 2-core machine.
  it('a player deletes their own account: everything of it goes and the cookies are cleared', async () => {
    const ada = await signUp(t.app, 'Ada');
    await playAndSubmit(t, ada, { gameId: 2, timeSeconds: 40 });
    await addCredentials(t, ada.user.id);
    expect((await rowsOf(t, ada.user.id)).scores).toBe(1);

    const response = await deleteSelf(t, ada);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your account has been deleted.' });
    const cookies = setCookies(response);
    expect(isCleared(cookies.get('bts_session'))).toBe(true);
    expect(isCleared(cookies.get('bts_device'))).toBe(true);
    expect(cookies.get('bts_device')).toMatch(/HttpOnly/i);

    expect(await rowsOf(t, ada.user.id)).toEqual(NOTHING);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: ada.cookie } });
    expect(me.statusCode).toBe(401);
    // The browser's device credential went with the account: login is answered as for any address.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: ada.device },
      payload: { email: 'ada@example.com' },
    });
    expect(login.statusCode).toBe(202);
    // The name and the address are free again.
    expect((await signUp(t.app, 'Ada')).user.id).not.toBe(ada.user.id);
  }, 40_000);

  it('needs a session, and refuses a cross-site request', async () => {
    const ada = await signUp(t.app, 'Ada');
    const anonymous = await t.app.inject({ method: 'DELETE', url: '/api/users/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('SIGN_IN_REQUIRED');
    const crossSite = await deleteSelf(t, ada, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().code).toBe('CROSS_SITE_REQUEST');
    expect((await rowsOf(t, ada.user.id)).users).toBe(1);
  });

  it("another player's session deletes only that player's own account", async () => {
    const ada = await signUp(t.app, 'Ada');
    const bob = await signUp(t.app, 'Bob');
    await playAndSubmit(t, ada, { gameId: 2, timeSeconds: 40 });
    // The admin route does not take a player's session instead of the key.
    const byBob = await deleteByAdmin(t, ada.user.id, { cookie: bob.cookie });
    expect(byBob.statusCode).toBe(401);
    expect((await rowsOf(t, ada.user.id)).users).toBe(1);

    expect((await deleteSelf(t, bob)).statusCode).toBe(200);
    expect((await rowsOf(t, bob.user.id)).users).toBe(0);
    expect(await rowsOf(t, ada.user.id)).toMatchObject({ users: 1, scores: 1, sessions: 1 });
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: ada.cookie } });
    expect(me.json().id).toBe(ada.user.id);
  });

  it('the admin deletes an account by id and gets the deleted user back', async () => {
    const ada = await signUp(t.app, 'Ada');
    await playAndSubmit(t, ada, { gameId: 1, timeSeconds: 90 });
    await addCredentials(t, ada.user.id);

    const response = await deleteByAdmin(t, ada.user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(ada.user);
    expect(await rowsOf(t, ada.user.id)).toEqual(NOTHING);
    const list = await t.app.inject({ url: '/api/admin/users', headers: admin });
    expect(list.json()).toEqual([]);
    // The deleted player's session no longer opens anything.
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: ada.cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('answers 404 ACCOUNT_NOT_FOUND for an unknown user, 400 for a bad id and 401 without the key', async () => {
    const unknown = await deleteByAdmin(t, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'ACCOUNT_NOT_FOUND', message: expect.any(String) });
    expect((await deleteByAdmin(t, 'abc')).statusCode).toBe(400);
    expect((await deleteByAdmin(t, 0)).statusCode).toBe(400);
    const ada = await signUp(t.app, 'Ada');
    const noKey = await deleteByAdmin(t, ada.user.id, {});
    expect(noKey.statusCode).toBe(401);
    const wrongKey = await deleteByAdmin(t, ada.user.id, { 'admin-key': 'not-the-key-0123456789' });
    expect(wrongKey.statusCode).toBe(401);
    expect((await rowsOf(t, ada.user.id)).users).toBe(1);
  });

  it('takes the scores off the boards (cached ones too) and out of the site totals', async () => {
    const ada = await signUp(t.app, 'Ada');
    const bea = await signUp(t.app, 'Bea');
    const adaPuzzle = await playAndSubmit(t, ada, { gameId: 2, timeSeconds: 30 });
    const adaMemory = await playAndSubmit(t, ada, { gameId: 1, timeSeconds: 80 });
    const beaPuzzle = await playAndSubmit(t, bea, { gameId: 2, timeSeconds: 50 });
    const before = await stats(t);
    expect(before).toMatchObject({
      totalUsers: 2,
      gamesPlayed: 3,
      totalScores: adaPuzzle.body.score + adaMemory.body.score + beaPuzzle.body.score,
    });
    // Read once, so that the boards are served from the cache afterwards. Each deal is random, so
    // the faster game does not always score more: the order follows the scores the server gave.
    const puzzleOrder = adaPuzzle.body.score >= beaPuzzle.body.score ? ['Ada', 'Bea'] : ['Bea', 'Ada'];
    expect(await board(t, 2, 'month')).toEqual(puzzleOrder);
    expect(await board(t, 2, 'all')).toEqual(puzzleOrder);
    expect(await board(t, 1, 'all')).toEqual(['Ada']);

    expect((await deleteSelf(t, ada)).statusCode).toBe(200);

    expect(await board(t, 2, 'month')).toEqual(['Bea']);
    expect(await board(t, 2, 'all')).toEqual(['Bea']);
    expect(await board(t, 1, 'all')).toEqual([]);
    expect(await board(t, 1, 'month')).toEqual([]);
    const after = await stats(t);
    expect(after).toMatchObject({ totalUsers: 1, gamesPlayed: 1, totalScores: beaPuzzle.body.score });
    const adminStats = await t.app.inject({ url: '/api/admin/stats', headers: admin });
    expect(adminStats.json()).toMatchObject({
      totalUsers: 1,
      totalGames: 1,
      totalScores: beaPuzzle.body.score,
    });
    const outliers = await t.app.inject({ url: '/api/admin/outliers', headers: admin });
    expect(
      (outliers.json() as Array<{ player: { id: number } }>).filter((o) => o.player.id === ada.user.id),
    ).toEqual([]);
  });

  it('concurrent deletions of one account: one succeeds, the others find it gone, none fails', async () => {
    const ada = await signUp(t.app, 'Ada');
    await signUp(t.app, 'Bea');
    await playAndSubmit(t, ada, { gameId: 2, timeSeconds: 30 });
    const answers = await Promise.all([
      deleteSelf(t, ada),
      deleteSelf(t, ada),
      deleteByAdmin(t, ada.user.id),
      deleteByAdmin(t, ada.user.id),
      deleteByAdmin(t, ada.user.id),
    ]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const status of statuses) expect([200, 401, 404]).toContain(status);
    expect(await rowsOf(t, ada.user.id)).toEqual(NOTHING);
    expect(await stats(t)).toMatchObject({ totalUsers: 1, gamesPlayed: 0, totalScores: 0 });
  });

  it('games submitted while their account is deleted are stored or refused with a 4xx, never a 500', async () => {
    const ada = await signUp(t.app, 'Ada');
    const games = [];
    for (let game = 0; game < 4; game += 1) {
      games.push((await prepareSubmission(t, ada, { gameId: 2, timeSeconds: 30 })).body);
    }
    const [deleted, ...submitted] = await Promise.all([
      deleteSelf(t, ada),
      ...games.map((body) => submitScore(t.app, ada, body)),
    ]);
    expect(deleted?.statusCode).toBe(200);
    // 401: the session went first; 422: the game went with the account before it could be claimed.
    for (const answer of submitted) expect([201, 401, 422]).toContain(answer.statusCode);
    expect(await rowsOf(t, ada.user.id)).toEqual(NOTHING);
    expect(await stats(t)).toMatchObject({ totalUsers: 0, gamesPlayed: 0, totalScores: 0 });
  });
});

// Several instances need a PostgreSQL server; the embedded engine serves one process.
describe.skipIf(!onPostgresServer())('account deletion on two instances', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  beforeEach(async () => {
    database = await createTestDatabase();
    a = await startTestApp({ database });
    b = await startTestApp({ database });
  });
  afterEach(async () => {
    await a.close();
    await b.close();
    await database.drop();
  });

  it("the other instance's cached board drops the deleted player", async () => {
    const ada = await signUp(a.app, 'Ada');
    await playAndSubmit(a, ada, { gameId: 2, timeSeconds: 30 });
    expect(await board(b, 2, 'all')).toEqual(['Ada']);
    expect((await deleteByAdmin(a, ada.user.id)).statusCode).toBe(200);
    expect(await board(b, 2, 'all')).toEqual([]);
  });
});
