import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

// Rate limits shared through Redis hold across instances; without a Redis server this file is skipped.
const available = await redisAnswers();

describe.skipIf(!available)('rate limits shared through Redis', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    // A fresh address per run keeps counters of earlier runs out of the way.
    const env = {
      REDIS_URL,
      RATE_LIMIT: 'on',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '4',
      RATE_LIMIT_CODES_PER_ACCOUNT_PER_HOUR: '2',
    };
    first = await startTestApp({ database, env });
    second = await startTestApp({ database, env });
    // The apps connect to Redis in the background, and a limit that cannot reach it lets requests
    // through: the tests start once both are connected, however busy the machine.
    for (const t of [first, second]) {
      const redis = t.app.redis;
      if (redis && redis.status !== 'ready') await once(redis, 'ready');
    }
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it('counts sign-in attempts from one address on every instance', async () => {
    const address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const attempt = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: address,
        payload: { email: `${randomUUID()}@example.com` },
      });
    const statuses = [];
    for (const t of [first, second, first, second, first, second])
      statuses.push((await attempt(t)).statusCode);
    expect(statuses.slice(0, 4)).toEqual([404, 404, 404, 404]);
    expect(statuses.slice(4)).toEqual([429, 429]);
    const limited = await attempt(second);
    expect(limited.json().message).toMatch(/Too many requests/);
  });

  it('counts the sign-in codes of an account on every instance', async () => {
    // Counters outlive the test database in Redis: a user id no earlier run had keeps them apart.
    await database.handle.query("SELECT setval(pg_get_serial_sequence('users', 'id'), $1)", [
      1_000_000 + Math.floor(Math.random() * 2_000_000_000),
    ]);
    const net = Math.floor(Math.random() * 250) + 1;
    const address = (n: number) => `198.18.${net}.${n}`;
    const username = `codes_${randomUUID().slice(0, 8)}`;
    const email = `${username}@example.com`;
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/users',
      remoteAddress: address(100),
      payload: { username, email },
    });
    expect(created.statusCode).toBe(201);
    const ask = (t: TestApp, n: number) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: address(n), payload: { email } });
    const statuses = [];
    for (const [n, t] of [first, second, first].entries()) statuses.push((await ask(t, n + 1)).statusCode);
    expect(statuses).toEqual([202, 202, 429]);
    expect((await ask(second, 9)).json().code).toBe('SIGN_IN_CODE_LIMIT');
  });
});
