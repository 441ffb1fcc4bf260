import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../../src/server/app.ts';
import { type Config, loadConfig } from '../../src/server/config.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export const TEST_ADMIN_KEY = 'test-admin-key-0123456789abcdef';
/** The daily picks' secret of test apps, so that a test can compute TL;DR's answer of a day. */
export const TEST_GAME_SECRET = 'test-game-secret-0123456789abcdef';

/** The app's clock as tests drive it: the real time until it is set, then standing still until moved. */
export interface TestClock {
  now: Date;
  /** Stops the clock at this instant. */
  set: (iso: string) => void;
  /** The app's time now. */
  current: () => Date;
  /** Moves the clock on (stopping it first when it still follows the real time). */
  advance: (ms: number) => void;
  /** Whether the clock follows the real time (it was never set, or it was resumed). */
  followsRealTime: () => boolean;
  /** Follows the real time again. */
  resume: () => void;
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  /** The app's clock: tests move it with `clock.set(...)` or `clock.advance(ms)`. */
  clock: TestClock;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  database?: TestDatabase;
  boardCache?: boolean;
  listen?: boolean;
  /** Receives each warning or error the app logs (otherwise nothing is logged). */
  onLog?: (entry: { level: number; msg: string }) => void;
  /** The lowest level passed to `onLog` (warn unless given). */
  logLevel?: 'debug' | 'info' | 'warn';
  /** The games the server serves (the registry's unless given): a test game is added here. */
  games?: AppOptions['games'];
}

/** Builds the app on a fresh database of its own (or the one given), with rate limits off unless asked. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database =
    options.database ??
    (await createTestDatabase({ poolSize: Number(options.env?.DATABASE_POOL_SIZE ?? 10) }));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bts-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ADMIN_KEY: TEST_ADMIN_KEY,
    GAME_SECRET: TEST_GAME_SECRET,
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'silent',
    WEB_ROOT: 'build/client',
    DATABASE_POOL_SIZE: '10',
    ...options.env,
  });
  let useRealTime = true;
  const clock: TestClock = {
    now: new Date(),
    set(iso: string) {
      clock.now = new Date(iso);
    },
    current: () => (useRealTime ? new Date() : clock.now),
    advance(ms: number) {
      clock.set(new Date(clock.current().getTime() + ms).toISOString());
    },
    followsRealTime: () => useRealTime,
    resume() {
      useRealTime = true;
    },
  };
  const app = await buildApp({
    config,
    database: database.handle,
    logger: options.onLog
      ? {
          level: options.logLevel ?? 'warn',
          stream: { write: (line: string) => options.onLog?.(JSON.parse(line)) },
        }
      : false,
    boardCache: options.boardCache,
    games: options.games,
    now: () => (useRealTime ? new Date() : clock.now),
  });
  const originalSet = clock.set;
  clock.set = (iso: string) => {
    useRealTime = false;
    originalSet(iso);
  };
  if (options.listen) await app.listen({ port: 0, host: '127.0.0.1' });
  else await app.ready();
  return {
    app,
    database,
    config,
    clock,
    close: async () => {
      await app.close();
      if (!options.database) await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Session {
  /** The Cookie header of the browser that signed up: its session and its device credential. */
  cookie: string;
  /** That browser's device credential alone, as the browser keeps it after signing out. */
  device: string;
  user: { id: number; username: string; email: string | null; createdAt: string };
}

/** The cookies a response sets, by name (value only). */
export function cookiesSet(response: { headers: Record<string, unknown> }): Map<string, string> {
  const header = response.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  const cookies = new Map<string, string>();
  for (const line of lines) {
    const pair = String(line).split(';')[0] ?? '';
    const equals = pair.indexOf('=');
    cookies.set(pair.slice(0, equals), pair.slice(equals + 1));
  }
  return cookies;
}

let counter = 0;

/**
 * Signs up a new user through the API (the e-mail made of the name unless given; from a page in
 * `lang` when given) and returns the cookies the browser received.
 */
export async function signUp(
  app: FastifyInstance,
  name?: string,
  email?: string,
  lang?: 'en' | 'es',
): Promise<Session> {
  counter += 1;
  const username = name ?? `player${counter}_${Math.random().toString(36).slice(2, 8)}`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/users',
    payload: { username, email: email ?? `${username.toLowerCase()}@example.com`, ...(lang ? { lang } : {}) },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const cookies = cookiesSet(response);
  const session = cookies.get('bts_session');
  const device = cookies.get('bts_device');
  if (!session || !device) throw new Error('sign-up did not set both the session and the device cookie');
  return {
    cookie: `bts_session=${session}; bts_device=${device}`,
    device: `bts_device=${device}`,
    user: response.json(),
  };
}

export function submitScore(
  app: FastifyInstance,
  session: Session,
  body: { gameId: number; timeSeconds: number; score: number; userId?: number; playId?: string },
) {
  return app.inject({
    method: 'POST',
    url: '/api/scores',
    headers: { cookie: session.cookie },
    payload: { userId: session.user.id, ...body },
  });
}
