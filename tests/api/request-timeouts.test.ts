import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

// A request must arrive whole within REQUEST_TIMEOUT_SECONDS (2 here), headers included; the
// server checks every second, so a client dripping bytes is cut within 2 + 1 seconds, plus slack
// for a busy machine. What the server then does with the answer is not limited by this: only
// receiving the request is.
const TIMEOUT_SECONDS = 2;
const CUT_WITHIN_MS = (TIMEOUT_SECONDS + 1) * 1000 + 1500;
/** Past this the test stops waiting: a server without the timeout would keep the socket far longer. */
const GIVE_UP_MS = 12_000;

interface Drip {
  /** Whether the server closed the connection (rather than the test giving up). */
  closedByServer: boolean;
  ms: number;
  answer: string;
}

/** Sends `head` at once, then `drip` one byte a second, until the server closes the connection. */
function drip(port: number, head: string, rest: string): Promise<Drip> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let closedByServer = true;
    let ticker: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      closedByServer = false;
      socket.destroy();
    }, GIVE_UP_MS);
    socket.on('connect', () => {
      socket.write(head);
      ticker = setInterval(() => {
        if (sent < rest.length && socket.writable) socket.write(rest.charAt(sent++));
      }, 1000);
    });
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    // The server may reset the connection while a byte is on its way.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(ticker);
      clearTimeout(giveUp);
      resolve({ closedByServer, ms: performance.now() - started, answer });
    });
  });
}

function expectRequestTimeout(result: Drip): void {
  expect(result.closedByServer, `still open after ${GIVE_UP_MS} ms`).toBe(true);
  expect(result.ms).toBeLessThan(CUT_WITHIN_MS);
  expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
  const body = JSON.parse(result.answer.slice(result.answer.indexOf('\r\n\r\n') + 4));
  expect(body).toEqual({ code: 'REQUEST_TIMEOUT', message: expect.stringMatching(/took too long/) });
}

const CONTACT_BODY = JSON.stringify({
  name: 'Slow',
  email: 'slow@example.com',
  subject: 'One byte at a time',
  message: 'This message arrives one byte a second.',
});

describe('request timeouts', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp({ listen: true, env: { REQUEST_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS) } });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  it('cuts a body sent one byte a second with 408 JSON', { timeout: 20_000 }, async () => {
    const head = `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(CONTACT_BODY)}\r\n\r\n`;
    expectRequestTimeout(await drip(port, head, CONTACT_BODY));
  });

  it('cuts headers sent one byte a second with 408 JSON', { timeout: 20_000 }, async () => {
    expectRequestTimeout(
      await drip(
        port,
        'GET /api/stats HTTP/1.1\r\nHost: localhost\r\n',
        'X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      ),
    );
  });

  it('still answers a request that arrives in time, on a connection kept open longer than the timeout', {
    timeout: 20_000,
  }, async () => {
    const answers = await new Promise<string[]>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      const seen: string[] = [];
      socket.setEncoding('utf8');
      const ask = () => socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
      socket.on('connect', ask);
      socket.on('data', (chunk: string) => {
        seen.push(chunk.split('\r\n')[0] ?? '');
        // The second request waits, idle, for longer than a request may take to arrive.
        if (seen.length === 1) setTimeout(ask, (TIMEOUT_SECONDS + 1.5) * 1000);
        else {
          socket.destroy();
          resolve(seen);
        }
      });
      socket.on('error', reject);
    });
    expect(answers).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 200 OK']);
  });
});

// The site has no long-lived responses today; this keeps them possible. The timeouts bound how long
// a request takes to arrive, never how long its answer may flow.
describe('a response that lasts longer than the request timeout', () => {
  let database: TestDatabase;
  let folder: string;
  let app: FastifyInstance;
  const EVENTS = 8;
  beforeAll(async () => {
    database = await createTestDatabase();
    folder = await mkdtemp(path.join(os.tmpdir(), 'bts-stream-'));
    const config = loadConfig({
      DATA_DIR: folder,
      ADMIN_KEY: 'stream-test-admin-key-0123',
      GAME_SECRET: 'stream-test-game-secret-0123',
      LOG_LEVEL: 'silent',
      REQUEST_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
    });
    app = await buildApp({ config, database: database.handle, logger: false });
    // An event stream, as a route of the test: one event every half second, for twice the timeout.
    app.get('/test/events', (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
      let sent = 0;
      const ticker = setInterval(
        () => {
          sent += 1;
          reply.raw.write(`data: ${sent}\n\n`);
          if (sent === EVENTS) {
            clearInterval(ticker);
            reply.raw.end();
          }
        },
        (TIMEOUT_SECONDS * 1000 * 2) / EVENTS,
      );
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await rm(folder, { recursive: true, force: true });
  });

  it('streams to its end', { timeout: 20_000 }, async () => {
    const { port } = app.server.address() as net.AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/test/events`);
    const text = await response.text();
    expect(text.match(/^data: \d+$/gm)).toHaveLength(EVENTS);
  });
});

describe('an upload the client abandons half-way', () => {
  let t: TestApp;
  let port: number;
  const entries: Array<{
    level: number;
    msg: string;
    reqId?: string;
    res?: { statusCode?: number };
    err?: unknown;
  }> = [];
  const listeners: Array<() => void> = [];
  beforeAll(async () => {
    t = await startTestApp({
      listen: true,
      // Each request's arrival is a debug line.
      logLevel: 'debug',
      onLog: (entry) => {
        entries.push(entry);
        for (const listener of listeners) listener();
      },
    });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  /** The first entry the server logs about request `reqId` after it logged its arrival. */
  function nextEntryAbout(reqId: string): Promise<{ level: number; msg: string }> {
    return new Promise((resolve) => {
      const check = () => {
        const entry = entries.find((e) => e.reqId === reqId && e.msg !== 'incoming request');
        if (entry) resolve(entry);
      };
      listeners.push(check);
      check();
    });
  }

  it('is not taken for a database failure: no 503, no warning, the database answers on', async () => {
    const before = entries.length;
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(CONTACT_BODY)}\r\n\r\n${CONTACT_BODY.slice(0, 20)}`,
    );
    // Gone once the server has the request in hand.
    const arrived = await new Promise<{ reqId?: string }>((resolve) => {
      const check = () => {
        const entry = entries.slice(before).find((e) => e.msg === 'incoming request');
        if (entry) resolve(entry);
      };
      listeners.push(check);
      check();
    });
    socket.destroy();
    const reqId = arrived.reqId as string;
    const entry = await nextEntryAbout(reqId);

    expect(entry.msg).not.toMatch(/database/i);
    expect(entry.level).toBeLessThan(40);
    expect(entry).toMatchObject({ msg: 'client closed the connection before its request was complete' });
    // Each line about the request: no 503 answer, nothing that blames the database (the line's
    // port numbers are left out: a port such as 50348 is not an answer).
    for (const line of entries.filter((e) => e.reqId === reqId)) {
      expect(line.res?.statusCode).not.toBe(503);
      expect(`${line.msg} ${JSON.stringify(line.err ?? {})}`).not.toMatch(/database/i);
    }

    const stats = await fetch(`http://127.0.0.1:${port}/api/stats`);
    expect(stats.status).toBe(200);
  });
});
