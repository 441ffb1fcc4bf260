import { randomUUID } from 'node:crypto';
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
      RATE_LIMIT_ADMIN_FAILURES_PER_15_MINUTES: '10',
    };
    first = await startTestApp({ database, env });
    second = await startTestApp({ database, env });
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

  it('compares exactly 10 of 300 wrong admin keys sent at once to two instances', async () => {
    // Lockouts last 15 minutes: an address of its own keeps earlier runs' counts out of the way.
    const address = `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}::7`;
    const responses = await Promise.all(
      Array.from({ length: 300 }, (_, index) =>
        (index % 2 === 0 ? first : second).app.inject({
          url: '/api/admin/stats',
          remoteAddress: address,
          headers: { 'admin-key': `guess-${randomUUID()}` },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(290);
  });
});
