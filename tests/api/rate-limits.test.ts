// Rate limits that a client cannot sidestep: score submissions counted per player and per address
// whatever cookies they send, admin key attempts counted atomically, and limits that hold (without
// failing the request) while the shared Redis cannot be reached.
import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../src/server/db/database.ts';
import { type Session, signUp, startTestApp, TEST_ADMIN_KEY, type TestApp } from '../helpers/app.ts';

/** Another signed-in browser of the same player: a session of its own in the database. */
async function anotherSession(pool: Queryable, session: Session): Promise<Session> {
  const token = randomBytes(32).toString('base64url');
  await pool.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
    [createHash('sha256').update(token).digest('hex'), session.user.id],
  );
  return { cookie: `bts_session=${token}`, device: session.device, user: session.user };
}

/** A submission that passes the limits and is then refused for naming no play (422). */
function submit(app: FastifyInstance, cookie: string, userId: number, remoteAddress: string) {
  return app.inject({
    method: 'POST',
    url: '/api/scores',
    remoteAddress,
    headers: { cookie },
    payload: { userId, gameId: 1, timeSeconds: 60, score: 100 },
  });
}

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** A local port that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('score submissions are limited per player and per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT: 'on', RATE_LIMIT_SCORES_PER_MINUTE: '12' } });
  });
  afterAll(async () => t.close());

  it('lets three sessions of one player through 12 times in a minute together', async () => {
    const first = await signUp(t.app);
    const sessions = [first, await anotherSession(t.database.handle, first)];
    sessions.push(await anotherSession(t.database.handle, first));
    const statuses: number[] = [];
    for (let round = 0; round < 12; round += 1) {
      for (const [index, session] of sessions.entries()) {
        // Each browser from an address of its own, so that only the player's count can stop them.
        statuses.push(
          (await submit(t.app, session.cookie, first.user.id, `192.0.2.${index + 10}`)).statusCode,
        );
      }
    }
    expect(tally(statuses)).toEqual({ 422: 12, 429: 24 });
  });

  it('gives another player behind the same address a count of their own', async () => {
    const address = '192.0.2.50';
    const ann = await signUp(t.app);
    const ben = await signUp(t.app);
    const statuses = { ann: [] as number[], ben: [] as number[] };
    for (let round = 0; round < 13; round += 1) {
      statuses.ann.push((await submit(t.app, ann.cookie, ann.user.id, address)).statusCode);
      statuses.ben.push((await submit(t.app, ben.cookie, ben.user.id, address)).statusCode);
    }
    expect(tally(statuses.ann)).toEqual({ 422: 12, 429: 1 });
    expect(tally(statuses.ben)).toEqual({ 422: 12, 429: 1 });
  });

  it('stops made-up cookies from one address once the address has sent 10 players’ worth', async () => {
    const address = '192.0.2.99';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const cookie = `bts_session=${randomBytes(32).toString('base64url')}`;
      statuses.push((await submit(t.app, cookie, 1, address)).statusCode);
    }
    expect(tally(statuses)).toEqual({ 401: 120, 429: 80 });
    const refused = await submit(t.app, `bts_session=${randomBytes(32).toString('base64url')}`, 1, address);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

/** 300 wrong admin keys sent at once from one address: how many were compared (401) and refused (429). */
async function parallelWrongKeys(app: FastifyInstance, address: string): Promise<Record<number, number>> {
  const responses = await Promise.all(
    Array.from({ length: 300 }, (_, index) =>
      app.inject({
        url: '/api/admin/stats',
        remoteAddress: address,
        headers: { 'admin-key': `guess-${index}` },
      }),
    ),
  );
  return tally(responses.map((response) => response.statusCode));
}

describe('games are read and played at a limited pace per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: { RATE_LIMIT: 'on', RATE_LIMIT_MOVES_PER_MINUTE: '5', RATE_LIMIT_PLAY_READS_PER_MINUTE: '5' },
    });
  });
  afterAll(async () => t.close());

  it('answers 429 past the limit for moves and for reads of a game, each route counted on its own', async () => {
    const remoteAddress = '198.51.100.77';
    const play = await t.app.inject({
      method: 'POST',
      url: '/api/plays',
      remoteAddress,
      payload: { gameId: 1 },
    });
    expect(play.statusCode).toBe(201);
    const playId = play.json().playId as string;
    const move = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/plays/${playId}/moves`,
        remoteAddress,
        payload: { moves: [{ type: 'turn', card: 16 }] },
      });
    const read = () => t.app.inject({ url: `/api/plays/${playId}`, remoteAddress });
    const moves: number[] = [];
    for (let i = 0; i < 6; i += 1) moves.push((await move()).statusCode);
    // The deal above is counted by its own limit, not by the moves'.
    expect(
      moves.slice(0, 5).filter((status) => status === 429),
      String(moves),
    ).toEqual([]);
    expect(moves[5]).toBe(429);
    const reads: number[] = [];
    for (let i = 0; i < 6; i += 1) reads.push((await read()).statusCode);
    expect(reads, String(reads)).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('admin key attempts are counted atomically in memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT: 'on', RATE_LIMIT_ADMIN_FAILURES_PER_15_MINUTES: '10' } });
  });
  afterAll(async () => t.close());

  it('answers exactly 10 of 300 wrong keys sent at once with 401 and the rest with 429', async () => {
    expect(await parallelWrongKeys(t.app, '203.0.113.20')).toEqual({ 401: 10, 429: 290 });
  });

  it('does not count the right key as a failure', async () => {
    const address = '203.0.113.21';
    for (let request = 0; request < 15; request += 1) {
      const right = await t.app.inject({
        url: '/api/admin/stats',
        remoteAddress: address,
        headers: { 'admin-key': TEST_ADMIN_KEY },
      });
      expect(right.statusCode).toBe(200);
    }
    expect(await parallelWrongKeys(t.app, address)).toEqual({ 401: 10, 429: 290 });
  });
});

describe('limits while Redis cannot be reached', () => {
  let t: TestApp;
  const logs: Array<{ level: number; msg: string }> = [];
  beforeAll(async () => {
    t = await startTestApp({
      env: {
        REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
        RATE_LIMIT: 'on',
        RATE_LIMIT_ADMIN_FAILURES_PER_15_MINUTES: '3',
        RATE_LIMIT_SIGN_IN_PER_MINUTE: '2',
      },
      onLog: (entry) => logs.push(entry),
    });
  });
  afterAll(async () => t.close());

  it('answers the right admin key with 200 and still locks out wrong keys', async () => {
    for (const url of ['/api/admin/stats', '/api/admin/users', '/api/admin/donations']) {
      const response = await t.app.inject({ url, headers: { 'admin-key': TEST_ADMIN_KEY } });
      expect(response.statusCode, response.body).toBe(200);
    }
    const address = '203.0.113.30';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await t.app.inject({
        url: '/api/admin/stats',
        remoteAddress: address,
        headers: { 'admin-key': `guess-${attempt}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // The lockout holds wrong keys back, never the right one.
    const right = await t.app.inject({
      url: '/api/admin/stats',
      remoteAddress: address,
      headers: { 'admin-key': TEST_ADMIN_KEY },
    });
    expect(right.statusCode).toBe(200);
  });

  it('keeps the other limits on, counted in this instance', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '203.0.113.31',
        payload: { email: `${randomBytes(6).toString('hex')}@example.com` },
      });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt()).statusCode);
    expect(statuses.slice(2)).toEqual([429, 429]);
    expect(statuses.slice(0, 2)).not.toContain(429);
    expect(statuses).not.toContain(500);
  });

  it('warns once that limits are counted per instance, however many requests meet the outage', () => {
    const warnings = logs.filter((entry) => /Redis is unreachable/.test(entry.msg));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.level).toBe(40);
    expect(logs.filter((entry) => entry.level >= 50)).toEqual([]);
  });
});
