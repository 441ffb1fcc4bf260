import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { loggerOptions } from '../../src/server/lib/logger.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

interface LogEntry {
  level: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string; remoteAddress?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/** The server as shipped logs one line per request, with what an operator reads in an access log. */
describe('the access log', () => {
  let database: TestDatabase;
  let dataDir: string;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bts-access-log-test-'));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function start(level: 'info' | 'debug') {
    const entries: LogEntry[] = [];
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      ADMIN_KEY: 'access-log-admin-key-0123456789',
      RATE_LIMIT: 'off',
      LOG_LEVEL: level,
      WEB_ROOT: 'build/client',
    });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        entries.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const logger = { ...(loggerOptions(level) as object), stream } as FastifyServerOptions['logger'];
    const app = await buildApp({ config, database: database.handle, logger });
    apps.push(app);
    await app.ready();
    return { app, entries };
  }

  it('writes one line per request, once answered, without the query and with e-mails masked', async () => {
    const { app, entries } = await start('info');
    const before = entries.length;
    const board = await app.inject({ method: 'GET', url: '/api/leaderboard/1?period=all' });
    expect(board.statusCode).toBe(200);
    const missing = await app.inject({ method: 'GET', url: '/api/users/someone@example.org?x=secret' });
    expect(missing.statusCode).toBe(404);

    const lines = entries.slice(before);
    expect(lines).toHaveLength(2);
    const [first, second] = lines as [LogEntry, LogEntry];
    expect(first).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/leaderboard/1', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
    });
    expect(first.responseTime).toBeGreaterThanOrEqual(0);
    expect(second).toMatchObject({ req: { url: '/api/users/[e-mail]' }, res: { statusCode: 404 } });
    expect(JSON.stringify(lines)).not.toContain('example.org');
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('writes the line pino writes for the same fields, field for field and in the same order', async () => {
    const { app, entries } = await start('info');
    const before = entries.length;
    await app.inject({ method: 'GET', url: '/api/stats?from=someone@example.org' });
    const [line] = entries.slice(before) as [LogEntry & { time: number }];
    app.log.child({ reqId: line.reqId }).info(
      {
        req: { method: 'GET', url: '/api/stats?from=someone@example.org', ip: '127.0.0.1' },
        res: { statusCode: 200 },
        responseTime: line.responseTime,
      },
      'request completed',
    );
    const pinos = entries.at(-1) as LogEntry & { time: number };
    expect(entries).toHaveLength(before + 2);
    expect(Object.keys(line)).toEqual(Object.keys(pinos));
    expect({ ...line, time: 0 }).toEqual({ ...pinos, time: 0 });
    expect(Math.abs(line.time - pinos.time)).toBeLessThan(5_000);
  });

  it('keeps the headers that carry secrets out of every line, the arrival lines too', async () => {
    const { app, entries } = await start('debug');
    const before = entries.length;
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: {
        cookie: 'bts_session=cookie-secret-1; bts_device=cookie-secret-2',
        authorization: 'Bearer authorization-secret',
        'admin-key': 'admin-key-secret',
      },
    });
    expect(me.statusCode).toBe(401);
    const admin = await app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: { 'admin-key': 'access-log-admin-key-0123456789' },
    });
    expect(admin.statusCode).toBe(200);
    const lines = JSON.stringify(entries.slice(before));
    expect(entries.length - before).toBeGreaterThanOrEqual(4);
    for (const secret of [
      'cookie-secret',
      'authorization-secret',
      'admin-key-secret',
      'access-log-admin-key',
    ])
      expect(lines).not.toContain(secret);
    expect(lines).not.toContain('set-cookie');
  });

  it('adds the line of each arrival at the debug level', async () => {
    const { app, entries } = await start('debug');
    const before = entries.length;
    await app.inject({ method: 'GET', url: '/api/stats' });
    const lines = entries.slice(before);
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines[0]?.reqId).toBe(lines[1]?.reqId);
  });
});
