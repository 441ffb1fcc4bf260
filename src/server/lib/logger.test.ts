import { spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_MASK, LogDestination, loggerOptions, maskEmails, serializeError } from './logger.ts';

/** A failed insert as node-postgres reports it: the refused row, address included, is in `detail`. */
function refusedRow(): Error {
  const error = new Error('new row for relation "contact_messages" violates check constraint "short_name"');
  Object.assign(error, {
    code: '23514',
    severity: 'ERROR',
    schema: 'public',
    table: 'contact_messages',
    constraint: 'short_name',
    routine: 'ExecConstraints',
    detail: 'Failing row contains (7, Robin Quill, robin.quill@example.org, Hello, A private message).',
    where: 'SQL statement "INSERT ..." with robin.quill@example.org',
    body: { email: 'robin.quill@example.org', message: 'A private message' },
  });
  return error;
}

/** What the site's logger writes when `log` is called on it, as parsed JSON lines. */
async function logged(log: (logger: ReturnType<typeof Fastify>['log']) => void) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({
    logger: { ...(loggerOptions('info') as object), stream } as FastifyServerOptions['logger'],
  });
  await app.ready();
  log(app.log);
  await app.close();
  return { text: lines.join(''), entries: lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('maskEmails', () => {
  it('masks every address in a text, whatever surrounds it', () => {
    expect(
      maskEmails(
        "Failing row contains (1, Pat, pat.o'neil+games@mail.example.co.uk, 2026-03-14) and <a_b@x-y.org>.",
      ),
    ).toBe(`Failing row contains (1, Pat, ${EMAIL_MASK}, 2026-03-14) and <${EMAIL_MASK}>.`);
    expect(maskEmails('Key (email)=(ÁNGEL@correo.es) already exists')).toBe(
      `Key (email)=(${EMAIL_MASK}) already exists`,
    );
  });

  it('leaves scoped packages and versions in stack traces alone', () => {
    const frame = 'at run (/srv/app/node_modules/@fastify/cookie/plugin.js:5:3) via pg@8.16.0';
    expect(maskEmails(frame)).toBe(frame);
  });
});

describe('serializeError', () => {
  it('keeps what failed and where, and drops the values involved', () => {
    const error = refusedRow();
    const result = serializeError(error);
    expect(result).toEqual({
      type: 'Error',
      message: error.message,
      stack: error.stack,
      code: '23514',
      schema: 'public',
      table: 'contact_messages',
      constraint: 'short_name',
      routine: 'ExecConstraints',
    });
  });

  it('masks addresses in the message, the stack and the causes', () => {
    const cause = new Error('550 mailbox robin.quill@example.org unavailable', { cause: refusedRow() });
    const error = new TypeError('could not forward to robin.quill@example.org', { cause });
    const text = JSON.stringify(serializeError(error));
    expect(text).not.toContain('robin.quill');
    expect(text).not.toContain('A private message');
    const result = serializeError(error);
    expect(result.type).toBe('TypeError');
    expect(result.message).toBe(`could not forward to ${EMAIL_MASK}`);
    expect(result.stack).toContain(`TypeError: could not forward to ${EMAIL_MASK}`);
    expect(result.cause?.message).toBe(`550 mailbox ${EMAIL_MASK} unavailable`);
    expect(result.cause?.cause?.code).toBe('23514');
  });

  it('describes values thrown that are not errors', () => {
    expect(serializeError('lost robin.quill@example.org')).toEqual({
      type: 'string',
      message: `lost ${EMAIL_MASK}`,
      stack: '',
    });
    expect(serializeError({ message: 'timeout', code: 'ETIMEDOUT', config: { password: 'x' } })).toEqual({
      type: 'Object',
      message: 'timeout',
      stack: '',
      code: 'ETIMEDOUT',
    });
  });
});

describe('the server log', () => {
  it('writes an error with its cause and without the refused row or its address', async () => {
    const { text, entries } = await logged((log) => log.error({ err: refusedRow() }, 'request failed'));
    expect(entries[0]).toMatchObject({
      level: 50,
      msg: 'request failed',
      err: { type: 'Error', code: '23514', constraint: 'short_name' },
    });
    expect(text).not.toContain('robin.quill');
    expect(text).not.toContain('A private message');
    expect(text).not.toContain('Failing row');
  });

  it('masks addresses in the message itself', async () => {
    const { entries } = await logged((log) => log.warn('mail server refused %s', 'robin.quill@example.org'));
    expect(entries[0]?.msg).toBe(`mail server refused ${EMAIL_MASK}`);
  });
});

describe('the server log, for any field', () => {
  it('masks addresses in the fields a log call adds, however nested, and leaves other values as they are', async () => {
    const { text, entries } = await logged((log) =>
      log.warn(
        {
          to: 'robin.quill@example.org',
          attempt: 2,
          at: new Date('2026-03-14T12:00:00Z'),
          reply: { lines: ['550 <robin.quill@example.org> unknown'] },
        },
        'contact message not forwarded',
      ),
    );
    expect(text).not.toContain('robin.quill');
    expect(entries[0]).toMatchObject({
      at: '2026-03-14T12:00:00.000Z',
      to: EMAIL_MASK,
      attempt: 2,
      reply: { lines: [`550 <${EMAIL_MASK}> unknown`] },
      msg: 'contact message not forwarded',
    });
  });
});

describe('the log as written in production', () => {
  let folder: string | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  async function fileLogger() {
    folder = await mkdtemp(path.join(os.tmpdir(), 'bts-log-destination-'));
    const file = path.join(folder, 'server.log');
    // Standard output is open before the server starts: so is this file.
    const fd = openSync(file, 'w');
    const destination = new LogDestination(fd);
    const app = Fastify({ logger: loggerOptions('info', destination) });
    await app.ready();
    const lines = async () =>
      (await readFile(file, 'utf8').catch(() => ''))
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { msg: string }).msg);
    const close = async () => {
      await app.close();
      // Ending it writes what waits, stops its timer and closes the file.
      await destination.end();
    };
    return { log: app.log, lines, close };
  }

  it('gathers lines and writes them within a quarter of a second', async () => {
    // The destination's timer runs on a fake clock (only intervals are faked: Fastify's start is not
    // timed), so the test moves time on instead of sleeping through it.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { log, lines, close } = await fileLogger();
    log.info('first');
    log.info('second');
    vi.advanceTimersByTime(249);
    expect(await lines()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(await lines()).toEqual(['first', 'second']);
    await close();
  });

  it('writes every line, in order, whatever its length and characters', async () => {
    const { log, lines, close } = await fileLogger();
    const sent = Array.from({ length: 3000 }, (_, index) => `line ${index} ${'é€😀'.repeat(index % 50)}`);
    for (const text of sent) log.info(text);
    await close();
    expect(await lines()).toEqual(sent);
  });

  it('writes what waits when the process exits', () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'bts-log-destination-'));
    const file = path.join(folder, 'server.log');
    const script = [
      `import { openSync } from 'node:fs';`,
      `import Fastify from 'fastify';`,
      `import { LogDestination, loggerOptions } from ${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, 'logger.ts')).href)};`,
      `const destination = new LogDestination(openSync(${JSON.stringify(file)}, 'w'));`,
      `const app = Fastify({ logger: loggerOptions('info', destination) });`,
      `await app.ready();`,
      // Many pieces' worth: one is on its way when the process exits, with more waiting behind it.
      `for (let index = 0; index < 2000; index += 1) app.log.info('line ' + index);`,
      `process.exit(3);`,
    ].join('\n');
    const child = spawnSync(process.execPath, ['--input-type=module', '--eval', script], {
      cwd: import.meta.dirname,
      encoding: 'utf8',
    });
    expect(child.stderr).toBe('');
    expect(child.status).toBe(3);
    const written = readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(written).toEqual(Array.from({ length: 2000 }, (_, index) => `line ${index}`));
  });

  it('writes a warning or an error at once, after the lines logged before it', async () => {
    const { log, lines, close } = await fileLogger();
    log.info('before');
    log.warn('a warning');
    // The file is written synchronously: what the warning wrote out is there when it returns.
    expect(await lines()).toEqual(['before', 'a warning']);
    log.info('between');
    log.error('an error');
    expect(await lines()).toEqual(['before', 'a warning', 'between', 'an error']);
    await close();
  });
});
