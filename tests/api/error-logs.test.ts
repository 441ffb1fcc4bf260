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
  err?: Record<string, unknown>;
}

const ERROR_LEVEL = 50;

/**
 * An unexpected failure is logged with what an operator needs to find its cause, and nothing of what
 * the person sent: PostgreSQL describes a refused row with all its values, e-mail address included.
 */
describe('the log of an unexpected server error', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let dataDir: string;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bts-error-log-test-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      ADMIN_KEY: 'error-log-admin-key-0123456789',
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'info',
      WEB_ROOT: 'build/client',
    });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = { ...(loggerOptions('info') as object), stream } as FastifyServerOptions['logger'];
    app = await buildApp({ config, database: database.handle, logger });
    await app.ready();
    // A rule the application does not expect: every row with an e-mail address is refused, so the
    // insert fails with an error the server has no answer for but 500.
    for (const table of ['contact_messages', 'users']) {
      await database.handle.query(
        `ALTER TABLE ${table} ADD CONSTRAINT refuse_addresses CHECK (position('@' in email) = 0) NOT VALID`,
      );
    }
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const EMAIL = 'Hidden.Sender@Example.org';
  const cases = [
    {
      route: 'POST /api/contact',
      url: '/api/contact',
      payload: {
        name: 'Robin Quill',
        email: EMAIL,
        subject: 'About my data',
        message: 'Bright-orange-kettle',
      },
      personal: ['Robin Quill', 'About my data', 'Bright-orange-kettle'],
    },
    {
      route: 'POST /api/users',
      url: '/api/users',
      payload: { username: 'kettle_robin', email: EMAIL },
      personal: ['kettle_robin'],
    },
  ];

  it.each(cases)('$route: the cause is logged without the body or any e-mail address', async (example) => {
    const before = lines.length;
    const response = await app.inject({ method: 'POST', url: example.url, payload: example.payload });
    expect(response.statusCode, response.body).toBe(500);
    expect(response.json()).toMatchObject({ code: 'INTERNAL' });

    const written = lines.slice(before);
    const entries = written.map((line) => JSON.parse(line) as LogEntry);
    const failure = entries.find((entry) => entry.level === ERROR_LEVEL && entry.msg === 'request failed');
    expect(failure, written.join('')).toBeDefined();
    // What an operator needs: the kind of error, its message, where it happened and its code.
    expect(failure?.err).toMatchObject({
      code: '23514',
      message: expect.stringContaining('refuse_addresses'),
    });
    expect(failure?.err?.type).toEqual(expect.any(String));
    expect(failure?.err?.stack).toEqual(expect.stringContaining('refuse_addresses'));

    const log = written.join('').toLowerCase();
    for (const secret of [EMAIL, 'hidden.sender', 'example.org', ...example.personal]) {
      expect(log.includes(secret.toLowerCase()), `${secret} in ${written.join('')}`).toBe(false);
    }
  });
});
