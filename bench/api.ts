// Load benchmark of the API against a realistic amount of data: seeds a fresh database, starts the
// real server as its own process, drives it with autocannon and prints a table. It prints figures and
// never fails on slow ones; it fails only when it cannot run or when acknowledged scores went missing.
//
// Environment: DATABASE_URL (a PostgreSQL server to create the benchmark database on; by default
// the one at 127.0.0.1:5432), DATABASE_POOL_SIZE (passed to the server), BENCH_DURATION
// (seconds per measurement, default 10), BENCH_CONNECTIONS (default 50), BENCH_USERS and
// BENCH_SCORES (default 100,000 and 1,000,000), BENCH_ONLY (comma-separated: board, stats, scores,
// bests).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { openPostgres, runMigrations } from '../src/server/db/database.ts';
import { freePort } from '../src/server/free-port.ts';
import { memorySubmittedScore } from '../src/shared/games/memory-match/scoring.ts';
import { numberPuzzleScore } from '../src/shared/games/number-puzzle/scoring.ts';
import { implausibleScoreReason } from '../src/shared/games/plausibility.ts';
import { wordScrambleScore } from '../src/shared/games/word-scramble/scoring.ts';
import { type CpuShares, cpuShares, cpuSnapshot } from './cpu.ts';
import { seedDatabase, seededEmail } from './seed.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const USERS = envNumber('BENCH_USERS', 100_000);
const SCORES = envNumber('BENCH_SCORES', 1_000_000);
const DURATION = envNumber('BENCH_DURATION', 10);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 50);
const WARM_UP = 2;
const SESSIONS = Math.min(300, USERS);
const ONLY = new Set(
  (process.env.BENCH_ONLY ?? 'board,stats,scores,bests').split(',').map((part) => part.trim()),
);

const say = (message: string) => process.stdout.write(`${message}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Undone in reverse order at the end, also after a failure or Ctrl-C. */
const cleanups: Array<{ what: string; run: () => Promise<void> }> = [];

async function cleanUp(): Promise<void> {
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop();
    if (!cleanup) break;
    await cleanup.run().catch((error: Error) => say(`could not ${cleanup.what}: ${error.message}`));
  }
}

interface Server {
  child: ChildProcess;
  base: string;
  logs: { warnings: string[]; errors: string[] };
  stop: () => Promise<void>;
}

async function startServer(databaseUrl: string, dataDir: string): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
    BENCH_ROUTES: '1',
    ADMIN_KEY: randomBytes(24).toString('hex'),
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
  };
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs = { warnings: [] as string[], errors: [] as string[] };
  const recent: string[] = [];
  const collect = (line: string) => {
    if (!line.trim()) return;
    recent.push(line);
    if (recent.length > 20) recent.shift();
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string };
      if ((entry.level ?? 0) >= 50) logs.errors.push(entry.msg ?? line);
      else if (entry.level === 40) logs.warnings.push(entry.msg ?? line);
    } catch {
      // Plain start-up lines (the address to open) are not log entries.
    }
  };
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', collect);
  }
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with code ${child.exitCode}:\n${recent.join('\n')}`);
    }
    const ready = await fetch(`${base}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`the server did not become ready:\n${recent.join('\n')}`);
    await sleep(100);
  }
  return {
    child,
    base,
    logs,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), 30_000);
      });
      const code = await Promise.race([exited, timeout]);
      clearTimeout(timer);
      if (code === 'timeout') {
        child.kill('SIGKILL');
        throw new Error('the server did not stop within 30 s of SIGTERM');
      }
      if (code !== 0) say(`the server exited with code ${code}`);
    },
  };
}

interface Player {
  userId: number;
  cookie: string;
}

function sessionCookie(response: Response): string | undefined {
  return response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0] ?? '')
    .find((value) => value.startsWith('bts_session='));
}

/** Runs `work` over the items with a few requests in flight at a time. */
async function inParallel<T, R>(items: T[], work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  return results;
}

async function signIn(base: string, userIds: number[]): Promise<Player[]> {
  return inParallel(userIds, async (userId) => {
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: seededEmail(userId) }),
    });
    const body = (await response.json()) as { id?: number };
    const cookie = sessionCookie(response);
    if (response.status !== 200 || body.id !== userId || !cookie) {
      throw new Error(`sign-in of user ${userId} failed with ${response.status}`);
    }
    return { userId, cookie };
  });
}

async function signUp(base: string, count: number): Promise<Player[]> {
  const tag = randomBytes(3).toString('hex');
  return inParallel(
    Array.from({ length: count }, (_, i) => i),
    async (i) => {
      const username = `newcomer_${tag}_${i}`;
      const response = await fetch(`${base}/api/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, email: `${username}@example.com` }),
      });
      const body = (await response.json()) as { id?: number };
      const cookie = sessionCookie(response);
      if (response.status !== 201 || typeof body.id !== 'number' || !cookie) {
        throw new Error(`sign-up of ${username} failed with ${response.status}`);
      }
      return { userId: body.id, cookie };
    },
  );
}

const SCORED_GAMES = [1, 2, 3] as const;
type ScoredGame = (typeof SCORED_GAMES)[number];

/** A finished game of Memory Match, Number Puzzle or Word Scramble, scored by the games' own rules. */
function plausibleGame(
  gameId: ScoredGame,
  n: number,
): { gameId: number; timeSeconds: number; score: number } {
  // A cheap integer hash, so that times and scores vary from one body to the next.
  const h = Math.imul(n ^ (n >>> 15), 2_246_822_519) >>> 0;
  if (gameId === 1) {
    const timeSeconds = 14 + (h % 200);
    return { gameId, timeSeconds, score: memorySubmittedScore(timeSeconds, 8) };
  }
  if (gameId === 2) {
    const timeSeconds = 12 + (h % 300);
    return { gameId, timeSeconds, score: numberPuzzleScore(timeSeconds, 20 + ((h >>> 9) % 250)) };
  }
  const timeSeconds = 18 + (h % 180);
  const difficulty = (['easy', 'medium', 'hard'] as const)[(h >>> 11) % 3] ?? 'easy';
  return { gameId, timeSeconds, score: wordScrambleScore(timeSeconds, 5, (h >>> 5) % 6, difficulty) };
}

/** The same game played a little faster: a better score than at `timeSeconds + 1`. */
function fasterGame(
  gameId: ScoredGame,
  timeSeconds: number,
): { gameId: number; timeSeconds: number; score: number } {
  if (gameId === 1) return { gameId, timeSeconds, score: memorySubmittedScore(timeSeconds, 8) };
  if (gameId === 2) return { gameId, timeSeconds, score: numberPuzzleScore(timeSeconds, 40) };
  return { gameId, timeSeconds, score: wordScrambleScore(timeSeconds, 5, 3, 'medium') };
}

function checked(game: { gameId: number; timeSeconds: number; score: number }) {
  const reason = implausibleScoreReason(game.gameId as ScoredGame, game.timeSeconds, game.score);
  if (reason) throw new Error(`the benchmark built an implausible score: ${reason}`);
  return game;
}

/** Each connection plays for its own few players, as one person submits one game at a time. */
function playersOf(players: Player[], connection: number): Player[] {
  const each = Math.max(1, Math.floor(players.length / CONNECTIONS));
  return Array.from({ length: each }, (_, i) => players[(connection * each + i) % players.length] as Player);
}

function scoreRequest(player: Player, game: { gameId: number; timeSeconds: number; score: number }) {
  return {
    method: 'POST' as const,
    path: '/api/scores',
    headers: { 'content-type': 'application/json', cookie: player.cookie },
    body: JSON.stringify({ userId: player.userId, ...checked(game) }),
  };
}

/**
 * Scores of the signed-in players in rotation, built once per connection so that the load generator
 * spends its time sending rather than building requests.
 */
function steadyScores(players: Player[]): Pick<autocannon.Options, 'requests' | 'setupClient'> {
  let clients = 0;
  return {
    requests: [{ method: 'GET', path: '/healthz' }],
    setupClient: (client) => {
      const connection = clients % CONNECTIONS;
      clients += 1;
      const own = playersOf(players, connection);
      const requests = Array.from({ length: own.length * SCORED_GAMES.length * 10 }, (_, k) => {
        const game = SCORED_GAMES[k % SCORED_GAMES.length] as ScoredGame;
        return scoreRequest(own[k % own.length] as Player, plausibleGame(game, connection * 100_003 + k));
      });
      (client as unknown as { setRequests: (requests: autocannon.Request[]) => void }).setRequests(requests);
    },
  };
}

/**
 * Every submission beats the player's previous best (as on the first days of a month, when every
 * first game of a player is a new monthly best): each one changes a board and notifies.
 */
function newBestScores(players: Player[]): Pick<autocannon.Options, 'requests' | 'setupClient'> {
  const played = new Map<string, number>();
  let clients = 0;
  return {
    requests: [{ method: 'GET', path: '/healthz' }],
    setupClient: (client) => {
      const connection = clients % CONNECTIONS;
      clients += 1;
      const own = playersOf(players, connection);
      let k = 0;
      const request: autocannon.Request = {
        method: 'POST',
        path: '/api/scores',
        setupRequest: (req) => {
          const player = own[k % own.length] as Player;
          const gameId = SCORED_GAMES[Math.floor(k / own.length) % SCORED_GAMES.length] as ScoredGame;
          k += 1;
          const key = `${player.userId}:${gameId}`;
          const count = played.get(key) ?? 0;
          played.set(key, count + 1);
          // A second faster each time, from six and a half minutes down to half a minute.
          const built = scoreRequest(player, fasterGame(gameId, Math.max(30, 390 - count)));
          return { ...req, headers: built.headers, body: built.body };
        },
      };
      (client as unknown as { setRequests: (requests: autocannon.Request[]) => void }).setRequests([request]);
    },
  };
}

interface Measurement {
  route: string;
  bytes: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  ok: number;
  total: number;
  durationSeconds: number;
  cpu: CpuShares;
  waits?: Array<{ state: string; connections: number }>;
  ceiling?: Measurement;
}

interface Target {
  server: Server;
  serverPid: number | undefined;
  postmasterPid: number | undefined;
}

interface MeasureHooks {
  /**
   * Run for a fixed number of requests (about DURATION seconds at the warm-up's pace) instead of a
   * fixed time: the run then ends only when every request was answered, so every response is counted.
   */
  countAll?: boolean;
  /** Called between the warm-up and the measured run, after the warm-up's last requests landed. */
  beforeRun?: () => Promise<void>;
  /** A connection to the benchmark database, to sample what the server's connections wait on. */
  sampleWaits?: pg.Client;
}

async function measure(
  target: Target,
  route: string,
  options: Partial<autocannon.Options>,
  bytes: number,
  hooks: MeasureHooks = {},
): Promise<Measurement> {
  const base: autocannon.Options = {
    url: target.server.base,
    connections: CONNECTIONS,
    ...options,
  };
  // The first seconds run with cold code paths (the JIT) and cold pools: measured separately, not shown.
  const warm = await autocannon({ ...base, duration: WARM_UP });
  const measured = { ...base };
  if (hooks.countAll) {
    measured.amount = Math.max(
      CONNECTIONS * 20,
      Math.round((warm.requests.total / warm.duration) * DURATION),
    );
  } else {
    measured.duration = DURATION;
  }
  if (hooks.beforeRun) {
    // Requests in flight when the warm-up stopped are still being answered.
    await sleep(500);
    await hooks.beforeRun();
  }
  const before = cpuSnapshot(target.serverPid, target.postmasterPid);
  const stopSampling = hooks.sampleWaits ? sampleWaits(hooks.sampleWaits) : undefined;
  const result = await autocannon(measured);
  const waits = await stopSampling?.();
  const after = cpuSnapshot(target.serverPid, target.postmasterPid);
  return {
    route,
    bytes,
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    ok: result['2xx'],
    total: result.requests.total,
    durationSeconds: result.duration,
    cpu: cpuShares(before, after),
    waits,
  };
}

/**
 * What the server's database connections are doing, sampled every 50 ms while a run lasts: the
 * average number of connections in each state (running, idle, or waiting on a lock or on I/O).
 */
function sampleWaits(client: pg.Client): () => Promise<Array<{ state: string; connections: number }>> {
  const totals = new Map<string, number>();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const result = await client.query<{ state: string; n: number }>(
        `SELECT CASE WHEN state = 'active' AND wait_event IS NOT NULL THEN wait_event_type || ':' || wait_event
                     WHEN state = 'active' THEN 'running'
                     ELSE coalesce(state, 'unknown') END AS state, count(*)::int AS n
           FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = 'brain-training-site'
          GROUP BY 1`,
      );
      samples += 1;
      for (const row of result.rows) totals.set(row.state, (totals.get(row.state) ?? 0) + row.n);
      await sleep(50);
    }
  })();
  return async () => {
    running = false;
    await loop;
    return [...totals.entries()]
      .map(([state, count]) => ({ state, connections: count / Math.max(1, samples) }))
      .sort((a, b) => b.connections - a.connections);
  };
}

async function fetchBody(url: string, init?: RequestInit): Promise<{ status: number; bytes: number }> {
  const response = await fetch(url, init);
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, bytes: body.byteLength };
}

function pad(value: string, width: number, right = false): string {
  return right ? value.padStart(width) : value.padEnd(width);
}

function percent(value: number | undefined): string {
  // Backends that exit during a run take their CPU time with them: a small negative is a zero.
  return value === undefined ? 'n/a' : `${Math.max(0, Math.round(value))}%`;
}

function printTable(rows: Measurement[]): void {
  const header = [
    pad('route', 44),
    pad('req/s', 8, true),
    pad('p50 ms', 7, true),
    pad('p99 ms', 7, true),
    pad('err/non-2xx', 12, true),
    pad('vs ceiling', 11, true),
    pad('server', 7, true),
    pad('postgres', 9, true),
    pad('client', 7, true),
    pad('other', 6, true),
  ].join(' ');
  say(header);
  say('-'.repeat(header.length));
  for (const row of rows) {
    say(
      [
        pad(row.route, 44),
        pad(Math.round(row.requestsPerSecond).toLocaleString('en-US'), 8, true),
        pad(row.p50.toFixed(1), 7, true),
        pad(row.p99.toFixed(1), 7, true),
        pad(`${row.errors}/${row.non2xx}`, 12, true),
        pad(row.ceiling ? (row.requestsPerSecond / row.ceiling.requestsPerSecond).toFixed(2) : '', 11, true),
        pad(percent(row.cpu.server), 7, true),
        pad(percent(row.cpu.database), 9, true),
        pad(percent(row.cpu.client), 7, true),
        pad(percent(row.cpu.other), 6, true),
      ].join(' '),
    );
  }
}

async function main(): Promise<void> {
  const runStarted = performance.now();
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'bts-bench-'));
  cleanups.push({
    what: 'remove the temporary folder',
    run: () => rm(workDir, { recursive: true, force: true }),
  });

  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

  const name = `bts_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  cleanups.push({ what: 'disconnect', run: () => admin.end() });
  await admin.query(`CREATE DATABASE ${name}`);
  cleanups.push({
    what: 'drop the benchmark database',
    run: async () => void (await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  });
  const databaseUrl = withDatabase(serverUrl, name);

  const migrator = openPostgres(databaseUrl, { poolSize: 1 });
  await runMigrations(migrator).finally(() => migrator.close());

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  cleanups.push({ what: 'disconnect', run: () => db.end() });
  const now = new Date();
  const seeded = await seedDatabase(db, { users: USERS, scores: SCORES, now });
  say(
    `seeded ${seeded.counts.users.toLocaleString('en-US')} users, ${seeded.counts.scores.toLocaleString('en-US')} scores, ` +
      `${seeded.counts.bestScores.toLocaleString('en-US')} best_scores rows, ` +
      `${seeded.counts.userGameStats.toLocaleString('en-US')} user_game_stats rows in ${seconds(seeded.totalMs)}`,
  );
  say(`  ${seeded.steps.map((step) => `${step.step} ${seconds(step.ms)}`).join(', ')}`);

  // The database's own processes, for their share of the CPU (when it runs on this machine).
  const backend = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  let postmasterPid: number | undefined;
  try {
    const stat = readFileSync(`/proc/${backend.rows[0]?.pid}/stat`, 'utf8');
    if (stat.includes('(postgres)'))
      postmasterPid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    postmasterPid = undefined;
  }

  const dataDir = path.join(workDir, 'data');
  const server = await startServer(databaseUrl, dataDir);
  cleanups.push({ what: 'stop the server', run: () => server.stop() });
  const target: Target = { server, serverPid: server.child.pid, postmasterPid };
  say(`server ready at ${server.base} (pool size ${process.env.DATABASE_POOL_SIZE ?? '20 (default)'})`);

  const userIds = Array.from({ length: SESSIONS }, (_, i) => 1 + Math.floor((i * USERS) / SESSIONS));
  const players = await signIn(server.base, userIds);
  say(`${players.length} players signed in`);

  const rows: Measurement[] = [];
  const fixed = (bytes: number) =>
    measure(
      target,
      `GET /api/bench/fixed?bytes=${bytes}`,
      { url: `${server.base}/api/bench/fixed?bytes=${bytes}` },
      bytes,
    );

  if (ONLY.has('board')) {
    const board = await fetchBody(`${server.base}/api/leaderboard/1`);
    if (board.status !== 200) throw new Error(`GET /api/leaderboard/1 answered ${board.status}`);
    const ceiling = await fixed(board.bytes);
    const measured = await measure(
      target,
      `GET /api/leaderboard/1 (${board.bytes} B)`,
      { url: `${server.base}/api/leaderboard/1` },
      board.bytes,
    );
    rows.push(ceiling, { ...measured, ceiling });
  }

  if (ONLY.has('stats')) {
    const stats = await fetchBody(`${server.base}/api/stats`);
    if (stats.status !== 200) throw new Error(`GET /api/stats answered ${stats.status}`);
    const ceiling = await fixed(stats.bytes);
    const measured = await measure(
      target,
      `GET /api/stats (${stats.bytes} B)`,
      { url: `${server.base}/api/stats` },
      stats.bytes,
    );
    rows.push(ceiling, { ...measured, ceiling });
  }

  const verification: string[] = [];
  let lost = false;
  const counts = async () =>
    (await db.query<{ n: number }>('SELECT count(*)::bigint AS n FROM scores')).rows[0]?.n ?? 0;

  /** Measures a score run and checks that every acknowledged submission is a row, and no more. */
  const scoreRun = async (route: string, load: Partial<autocannon.Options>, ceiling: Measurement) => {
    let baseline = 0;
    const measured = await measure(target, route, load, ceiling.bytes, {
      countAll: true,
      sampleWaits: db,
      beforeRun: async () => {
        baseline = await counts();
      },
    });
    rows.push({ ...measured, ceiling });
    await sleep(500);
    const newRows = (await counts()) - baseline;
    const match = newRows === measured.ok;
    if (!match) lost = true;
    verification.push(
      `${route}: ${measured.ok.toLocaleString('en-US')} acknowledged (2xx), ${newRows.toLocaleString('en-US')} new rows in scores: ${match ? 'none lost' : 'MISMATCH'}`,
    );
  };

  if (ONLY.has('scores') || ONLY.has('bests')) {
    const probe = scoreRequest(players[0] as Player, plausibleGame(1, 0));
    const sample = await fetchBody(`${server.base}${probe.path}`, {
      method: probe.method,
      headers: probe.headers,
      body: probe.body,
    });
    if (sample.status !== 201) throw new Error(`POST /api/scores answered ${sample.status}`);
    const ceiling = await fixed(sample.bytes);
    rows.push(ceiling);
    if (ONLY.has('scores')) {
      await scoreRun(`POST /api/scores, ${players.length} players`, steadyScores(players), ceiling);
    }
    if (ONLY.has('bests')) {
      const newcomers = await signUp(server.base, SESSIONS);
      await scoreRun(
        `POST /api/scores, each a new best (${newcomers.length})`,
        newBestScores(newcomers),
        ceiling,
      );
    }

    const totals = await db.query<{
      games: number;
      points: number;
      seconds: number;
      stats_games: number;
      rows: number;
      row_points: number;
      row_seconds: number;
    }>(
      `SELECT (SELECT sum(games) FROM site_totals)::bigint AS games,
              (SELECT sum(points) FROM site_totals)::bigint AS points,
              (SELECT sum(seconds) FROM site_totals)::bigint AS seconds,
              (SELECT sum(games_played) FROM user_game_stats)::bigint AS stats_games,
              count(*)::bigint AS rows, sum(score)::bigint AS row_points, sum(time_seconds)::bigint AS row_seconds
         FROM scores`,
    );
    const t = totals.rows[0];
    if (!t) throw new Error('the totals could not be read');
    const consistent =
      t.games === t.rows &&
      t.points === t.row_points &&
      t.seconds === t.row_seconds &&
      t.stats_games === t.rows;
    if (!consistent) lost = true;
    verification.push(
      `site_totals: games ${t.games.toLocaleString('en-US')} for ${t.rows.toLocaleString('en-US')} rows in scores, ` +
        `points and seconds ${t.points === t.row_points && t.seconds === t.row_seconds ? 'agree' : 'DIFFER'}; ` +
        `user_game_stats games ${t.stats_games.toLocaleString('en-US')}: ${consistent ? 'consistent' : 'MISMATCH'}`,
    );
  }

  const serverLogs = { warnings: [...server.logs.warnings], errors: [...server.logs.errors] };
  await cleanUp();

  say('');
  say(
    `${CONNECTIONS} connections, ${DURATION} s per measurement after a ${WARM_UP} s warm-up; ` +
      `CPU columns are percent of one core (this machine: ${os.cpus().length} cores), "other" is everything else running meanwhile`,
  );
  printTable(rows);
  say('');
  for (const line of verification) say(line);
  for (const row of rows) {
    if (!row.waits) continue;
    const states = row.waits.map((wait) => `${wait.state} ${wait.connections.toFixed(1)}`).join(', ');
    say(`${row.route}: the server's database connections on average: ${states}`);
  }
  const board = rows.find((row) => row.route.startsWith('GET /api/leaderboard/'));
  if (board?.ceiling) {
    const ratio = board.requestsPerSecond / board.ceiling.requestsPerSecond;
    say(
      `target, leaderboard reads: ${ratio.toFixed(2)} of the ceiling (at least 0.5) and p99 ${board.p99.toFixed(1)} ms ` +
        `(under 50): ${ratio >= 0.5 && board.p99 < 50 ? 'met' : 'missed'}`,
    );
  }
  for (const row of rows.filter((candidate) => candidate.route.startsWith('POST /api/scores'))) {
    say(
      `target, ${row.route}: ${Math.round(row.requestsPerSecond).toLocaleString('en-US')}/s (at least 2,000): ` +
        `${row.requestsPerSecond >= 2000 ? 'met' : 'missed'}`,
    );
  }
  const warnings = [...new Set(serverLogs.warnings)];
  say(
    `server log: ${serverLogs.warnings.length} warning(s)${warnings.length ? ` (${warnings.join('; ')})` : ''}, ${serverLogs.errors.length} error(s)`,
  );
  for (const message of [...new Set(serverLogs.errors)].slice(0, 5)) say(`  error: ${message}`);
  say(`total run time ${seconds(performance.now() - runStarted)}`);
  if (lost) process.exitCode = 1;
}

process.on('SIGINT', () => {
  say('interrupted: cleaning up');
  cleanUp().finally(() => process.exit(130));
});

main().catch(async (error: unknown) => {
  say(`benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  await cleanUp();
  process.exit(1);
});
