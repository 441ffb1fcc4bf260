import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/database.ts';
import { openPostgres } from '../../src/server/db/postgres.ts';
import { createTestDatabase, onPostgresServer, type TestDatabase } from '../helpers/database.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.ts';

// The database server stops answering without closing anything, as when its process is stopped
// (SIGSTOP) or its network drops packets: every connection stays open and silent. Every wait on
// it is bounded, so each request answers 503 with a message within a few seconds, and the site
// serves again as soon as the database answers.
const ANSWER_WITHIN_MS = 4000;
/** A request still waiting this long is reported as hanging rather than left to the test timeout. */
const GIVE_UP_MS = 15_000;

interface Timed {
  ms: number;
  status: number | 'no answer';
  body: unknown;
}

async function timed(app: FastifyInstance, request: InjectOptions): Promise<Timed> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const giveUp = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), GIVE_UP_MS);
  });
  const response = await Promise.race([app.inject(request), giveUp]);
  clearTimeout(timer);
  const ms = Math.round(performance.now() - started);
  if (!response) return { ms, status: 'no answer', body: undefined };
  return { ms, status: response.statusCode, body: response.json() };
}

function expectUnavailable(result: Timed, label: string): void {
  expect({ label, status: result.status, body: result.body }).toEqual({
    label,
    status: 503,
    body: { code: 'DATABASE_UNAVAILABLE', message: expect.any(String) },
  });
  expect(result.ms, label).toBeLessThan(ANSWER_WITHIN_MS);
}

describe.skipIf(!onPostgresServer())('a stalled database', () => {
  let folder: string;
  let testDatabase: TestDatabase;
  let proxy: TcpProxy;
  let database: Database;
  let app: FastifyInstance;
  let counter = 0;
  const signUp = (): InjectOptions => {
    counter += 1;
    return {
      method: 'POST',
      url: '/api/users',
      payload: { username: `stalled${counter}`, email: `stalled${counter}@example.com` },
    };
  };

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'bts-stalled-'));
    testDatabase = await createTestDatabase();
    const target = new URL(testDatabase.url as string);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const relayed = new URL(target);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(proxy.port);
    database = openPostgres(relayed.toString(), { poolSize: 4 });
    const config = loadConfig({
      DATA_DIR: folder,
      ADMIN_KEY: 'stalled-test-admin-key-0123',
      GAME_SECRET: 'stalled-test-game-secret-0123',
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'silent',
    });
    // The board cache is on, as in production: its listener goes through the relay too.
    app = await buildApp({ config, database, logger: false });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    proxy?.resume();
    await app?.close();
    await database?.close();
    await proxy?.close();
    await testDatabase?.drop();
    await rm(folder, { recursive: true, force: true });
  }, 60_000);

  it('answers 503 JSON within 4 s on every route while stalled, and serves again once resumed', {
    timeout: 120_000,
  }, async () => {
    // Warm: pooled connections open, and the board held by the cache, so that its next read makes
    // the check round trip on the listening connection.
    expect((await app.inject(signUp())).statusCode).toBe(201);
    expect((await app.inject('/api/leaderboard/1')).statusCode).toBe(200);
    expect((await app.inject('/api/leaderboard/1')).statusCode).toBe(200);
    expect((await app.inject('/api/stats')).statusCode).toBe(200);

    proxy.stall();
    // Readers of the cached board at once: they share the check's round trip, and its failure.
    const readers = await Promise.all(
      Array.from({ length: 3 }, () => timed(app, { method: 'GET', url: '/api/leaderboard/1' })),
    );
    readers.forEach((result, index) => {
      expectUnavailable(result, `leaderboard reader ${index}`);
    });
    expectUnavailable(await timed(app, { method: 'GET', url: '/api/stats' }), 'stats');
    expectUnavailable(await timed(app, signUp()), 'sign-up');
    expectUnavailable(await timed(app, { method: 'GET', url: '/api/leaderboard/1' }), 'leaderboard again');
    // More requests at once than the pool has connections: those left waiting for one are bounded too.
    const burst = await Promise.all([
      ...Array.from({ length: 6 }, () => timed(app, { method: 'GET', url: '/api/stats' })),
      ...Array.from({ length: 3 }, () => timed(app, signUp())),
      timed(app, { method: 'GET', url: '/api/leaderboard/2' }),
    ]);
    burst.forEach((result, index) => {
      expectUnavailable(result, `burst ${index}`);
    });
    expect((await app.inject('/healthz')).statusCode).toBe(200);

    proxy.resume();
    const back = await timed(app, signUp());
    expect(back.status).toBe(201);
    expect((await timed(app, { method: 'GET', url: '/api/stats' })).status).toBe(200);
    for (let round = 0; round < 5; round += 1) {
      const boards = await Promise.all(
        Array.from({ length: 3 }, () => timed(app, { method: 'GET', url: '/api/leaderboard/1' })),
      );
      expect(boards.map((board) => board.status)).toEqual([200, 200, 200]);
    }
    expect((await timed(app, { method: 'GET', url: '/readyz' })).status).toBe(200);
  });
});
