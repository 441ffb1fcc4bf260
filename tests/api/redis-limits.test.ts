import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN_KEY, type TestApp } from '../helpers/app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.ts';

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
  const logged: Array<{ msg: string; userId?: number }> = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    // A fresh address per run keeps counters of earlier runs out of the way.
    const env = {
      REDIS_URL,
      RATE_LIMIT: 'on',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '4',
      RATE_LIMIT_ADMIN_FAILURES_PER_15_MINUTES: '10',
      RATE_LIMIT_CODES_PER_ACCOUNT_PER_HOUR: '2',
    };
    // Without a mail server each code is logged, and so is a code the account's limit holds back.
    const onLog = (entry: { msg: string }) => logged.push(entry);
    first = await startTestApp({ database, env, onLog });
    second = await startTestApp({ database, env, onLog });
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
    expect(statuses.slice(0, 4)).toEqual([202, 202, 202, 202]);
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
    for (const [n, t] of [first, second, first, second].entries())
      statuses.push((await ask(t, n + 1)).statusCode);
    // Past the limit the answer does not change (it would tell that the address has an account).
    expect(statuses).toEqual([202, 202, 202, 202]);
    await Promise.all([first.app.mailer.settled(), second.app.mailer.settled()]);
    const userId = created.json().id;
    const about = (pattern: RegExp) =>
      logged.filter((entry) => entry.userId === userId && pattern.test(entry.msg)).length;
    expect(about(/development fallback/)).toBe(2);
    expect(about(/not sent: the account had its codes for this hour/)).toBe(2);
  });
});

/** Resolves once the app's Redis client is connected (at once when it already is). */
function redisReady(t: TestApp): Promise<void> {
  const client = t.app.redis;
  if (!client || client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => client.once('ready', () => resolve()));
}

describe.skipIf(!available)('rate limits while Redis goes away and comes back', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let first: TestApp;
  let second: TestApp;
  const warnings: string[][] = [[], []];
  const warned = (index: number) => warnings[index]?.filter((msg) => /Redis is unreachable/.test(msg)).length;

  beforeAll(async () => {
    database = await createTestDatabase();
    const target = new URL(REDIS_URL);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 6379));
    const env = {
      REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
      RATE_LIMIT: 'on',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '4',
    };
    first = await startTestApp({ database, env, onLog: (entry) => warnings[0]?.push(entry.msg) });
    second = await startTestApp({ database, env, onLog: (entry) => warnings[1]?.push(entry.msg) });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await proxy?.close();
    await database?.drop();
  });

  const signIn = (t: TestApp, address: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: address,
      payload: { email: `${randomUUID()}@example.com` },
    });

  it('counts in each instance during the outage, warns once per outage, and shares again once back', async () => {
    for (let outage = 1; outage <= 2; outage += 1) {
      await proxy.cut();
      // Each instance counts on its own: four attempts on one leave the other its own four.
      const address = `2001:db8:${randomUUID().slice(0, 4)}::${outage}`;
      const alone = [];
      for (let i = 0; i < 5; i += 1) alone.push((await signIn(first, address)).statusCode);
      expect(alone).toEqual([202, 202, 202, 202, 429]);
      expect((await signIn(second, address)).statusCode).toBe(202);
      const admin = await second.app.inject({
        url: '/api/admin/stats',
        headers: { 'admin-key': TEST_ADMIN_KEY },
      });
      expect(admin.statusCode).toBe(200);
      expect([warned(0), warned(1)]).toEqual([outage, outage]);

      await proxy.restore();
      await Promise.all([redisReady(first), redisReady(second)]);
      const shared = `2001:db8:${randomUUID().slice(0, 4)}::${outage + 10}`;
      const statuses = [];
      for (const t of [first, second, first, second, first, second])
        statuses.push((await signIn(t, shared)).statusCode);
      expect(statuses).toEqual([202, 202, 202, 202, 429, 429]);
    }
  });
});
