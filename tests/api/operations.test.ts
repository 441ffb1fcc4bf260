import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/database.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';
import { openPostgres } from '../../src/server/db/postgres.ts';
import { createTestDatabase, onPostgresServer, type TestDatabase } from '../helpers/database.ts';
import { fetchSender, playGame } from '../helpers/play-game.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

function childEnv(dataDir: string, extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...extra,
  };
  for (const name of [
    'DATABASE_URL',
    'ADMIN_KEY',
    'GAME_SECRET',
    'NODE_ENV',
    'REDIS_URL',
    'SMTP_URL',
    'PAYPAL_CLIENT_ID',
    'PAYPAL_CLIENT_SECRET',
  ]) {
    delete env[name];
  }
  return env;
}

/** Starts the server and resolves with its address once it prints it. */
function startServer(
  command: string,
  args: string[],
  dataDir: string,
  extraEnv: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; base: string; output: () => string }> {
  return new Promise((resolve, reject) => {
    // Its own process group, so that a test can kill the server alone or together with its database server.
    const child = spawn(command, args, {
      cwd: ROOT,
      env: childEnv(dataDir, extraEnv),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/The site is running at (http:\/\/\S+?)\/?\s/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, base: match[1].replace('localhost', '127.0.0.1'), output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

/** Resolves once the server has printed a line that matches. */
function printed(server: { child: ChildProcess; output: () => string }, pattern: RegExp): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!pattern.test(server.output())) return;
      server.child.stdout?.off('data', check);
      resolve();
    };
    server.child.stdout?.on('data', check);
    check();
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );
}

async function json(response: Response) {
  return { status: response.status, body: await response.json() };
}

/** Signs a player up and stores a Number Puzzle of theirs; the server's time of it, in seconds. */
async function signUpAndScore(base: string, username: string): Promise<number> {
  const signUp = await fetch(`${base}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, email: `${username.toLowerCase()}@example.com` }),
  });
  expect(signUp.status).toBe(201);
  const user = await signUp.json();
  const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0] as string;
  // A Number Puzzle played through the API at a quick person's pace, timed by the server.
  const play = await playGame(fetchSender(base), { gameId: 2, cookie, pace: 2 });
  const { timeSeconds, score } = play.result;
  const stored = await fetch(`${base}/api/scores`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ userId: user.id, gameId: 2, timeSeconds, score, playId: play.playId }),
  });
  expect(stored.status).toBe(201);
  return timeSeconds;
}

async function allTimeBoard(base: string) {
  const board = await json(await fetch(`${base}/api/leaderboard/2?period=all`));
  return board.body.map(
    (entry: { username: string; bestTime: number }) => `${entry.username}:${entry.bestTime}`,
  );
}

describe('start-up on the embedded database', () => {
  let dataDir: string;
  const children: ChildProcess[] = [];
  const start = async (command: string, args: string[], extraEnv: NodeJS.ProcessEnv = {}) => {
    const server = await startServer(command, args, dataDir, extraEnv);
    children.push(server.child);
    expect((await json(await fetch(`${server.base}/readyz`))).status).toBe(200);
    return server;
  };
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bts-start-'));
  });
  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null)
        process.kill(-(child.pid as number), 'SIGKILL');
    }
    await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('npm start with no configuration becomes ready, survives SIGKILL and keeps every acknowledged write', {
    timeout: 240_000,
  }, async () => {
    const first = await start('npm', ['start', '--silent']);
    expect(first.output()).toMatch(/A new admin key was created/);
    // The daily picks' secret was made in the data folder too, readable by its owner only.
    const { statSync } = await import('node:fs');
    expect(statSync(path.join(dataDir, 'game-secret')).mode & 0o777).toBe(0o600);
    const firstTime = await signUpAndScore(first.base, 'First');
    // Everything dies at once, with no chance to clean up.
    process.kill(-(first.child.pid as number), 'SIGKILL');
    await exited(first.child);

    const second = await start(process.execPath, ['src/server/main.ts']);
    expect(second.output()).not.toMatch(/A new admin key was created/);
    expect(await allTimeBoard(second.base)).toEqual([`First:${firstTime}`]);
    const secondTime = await signUpAndScore(second.base, 'Second');
    // Only the server process dies (npm and the shell above it are left).
    second.child.kill('SIGKILL');
    await exited(second.child);

    const third = await start('npm', ['start', '--silent']);
    expect((await allTimeBoard(third.base)).sort()).toEqual([`First:${firstTime}`, `Second:${secondTime}`]);
    const stats = await json(await fetch(`${third.base}/api/stats`));
    expect(stats.body).toMatchObject({ totalUsers: 2, gamesPlayed: 2 });

    process.kill(-(third.child.pid as number), 'SIGKILL');
    await exited(third.child);

    // A graceful stop finishes the request in flight, then closes the server and its database.
    // Logging each request's arrival (a debug line), so that the test sees when the server has it and
    // when it starts to stop.
    const fourth = await start(process.execPath, ['src/server/main.ts'], { LOG_LEVEL: 'debug' });
    const body = JSON.stringify({
      name: 'Late',
      email: 'late@example.com',
      subject: 'In flight',
      message: 'Still delivered',
    });
    const { request } = await import('node:http');
    const pending = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(`${fourth.base}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      req.on('response', (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      // Half the body now, the rest after the server was told to stop.
      req.write(body.slice(0, 20));
      printed(fourth, /"url":"\/api\/contact"[^\n]*"msg":"incoming request"/)
        .then(() => {
          fourth.child.kill('SIGTERM');
          return printed(fourth, /shutting down: finishing requests in flight/);
        })
        .then(() => req.end(body.slice(20)), reject);
    });
    const answer = await pending;
    expect(answer.status).toBe(201);
    await exited(fourth.child);
    expect(fourth.child.exitCode).toBe(0);
    const { existsSync } = await import('node:fs');
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);

    // And what it stored is there on the next start.
    const fifth = await start(process.execPath, ['src/server/main.ts']);
    const messages = await fetch(`${fifth.base}/api/admin/messages`, {
      headers: {
        'admin-key': (await import('node:fs')).readFileSync(path.join(dataDir, 'admin-key'), 'utf8').trim(),
      },
    });
    expect((await messages.json()).map((message: { subject: string }) => message.subject)).toEqual([
      'In flight',
    ]);
    process.kill(-(fifth.child.pid as number), 'SIGKILL');
    await exited(fifth.child);
  });
});

// The server is reached through a relay that the test cuts, as if the database server went away.
describe.skipIf(!onPostgresServer())('database outage', () => {
  let folder: string;
  let testDatabase: TestDatabase;
  let proxy: TcpProxy;
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'bts-outage-'));
    testDatabase = await createTestDatabase();
    const target = new URL(testDatabase.url as string);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const relayed = new URL(target);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(proxy.port);
    database = openPostgres(relayed.toString(), { poolSize: 4 });
    await runMigrations(database);
    const config = loadConfig({
      DATA_DIR: folder,
      ADMIN_KEY: 'outage-test-admin-key-0123',
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'silent',
    });
    app = await buildApp({ config, database, logger: false });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await testDatabase?.drop();
    await rm(folder, { recursive: true, force: true });
  }, 60_000);

  it('answers 503 JSON quickly while the database is down and serves again once it is back', {
    timeout: 120_000,
  }, async () => {
    expect((await app.inject('/readyz')).statusCode).toBe(200);
    expect((await app.inject('/api/stats')).statusCode).toBe(200);
    await proxy.cut();

    for (const request of [
      { method: 'GET' as const, url: '/readyz' },
      { method: 'GET' as const, url: '/api/stats' },
      { method: 'GET' as const, url: '/api/leaderboard/1' },
      { method: 'GET' as const, url: '/api/users/check/somebody' },
      {
        method: 'POST' as const,
        url: '/api/users',
        payload: { username: 'Outage', email: 'outage@example.com' },
      },
      {
        method: 'POST' as const,
        url: '/api/contact',
        payload: { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' },
      },
    ]) {
      const started = performance.now();
      const response = await app.inject(request);
      const elapsed = performance.now() - started;
      expect(response.statusCode, request.url).toBe(503);
      expect(response.json().message, request.url).toBeTruthy();
      expect(elapsed, request.url).toBeLessThan(5000);
    }
    expect((await app.inject('/healthz')).statusCode).toBe(200);

    await proxy.restore();
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { username: 'Back', email: 'back@example.com' },
    });
    expect(signUp.statusCode).toBe(201);
    expect((await app.inject('/readyz')).statusCode).toBe(200);
    expect((await app.inject('/api/stats')).json()).toMatchObject({ totalUsers: 1 });
  });
});
