// The live boards' fan-out: N Server-Sent Events streams open on one instance of the real server (its
// own process, production defaults, rate limits off, on a PostgreSQL server), scores submitted that
// each enter a board, and the delay from each event's commit to its arrival on every stream (median
// and p99 over every stream and event). Beside it, in the same run, the ceiling: a bare node:http
// server (bench/support/bare-sse.ts) writing the same event bytes to as many streams. Figures are
// printed, never asserted, with the load average and the number of CPUs: the clients, the server and
// PostgreSQL share this machine's cores.
//
// The commit of an event is the instant this process's own LISTEN on the events' channel hears it
// (PostgreSQL notifies at commit); the delay from the score's acknowledgement (its 201, sent after
// its own commit, before the event is written) is printed too.
//
// Environment: DATABASE_URL (a PostgreSQL server to create the run's databases on; by default the one
// at 127.0.0.1:5432), LIVE_CONNECTIONS (comma-separated, default 1000,5000), LIVE_EVENTS (scores
// submitted per count, default 10), BENCH_RUNS (default 3).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../src/server/lib/free-port.ts';
import { fetchSender, playGame } from '../tests/helpers/play-game.ts';
import { startSmtpSink } from '../tests/helpers/smtp-sink.ts';
import { startInstance } from './support/instance-process.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const COUNTS = (process.env.LIVE_CONNECTIONS || '1000,5000').split(',').map((value) => Number(value));
const EVENTS = Math.max(1, Number(process.env.LIVE_EVENTS) || 10);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS) || 3);
const GAME_SECRET = randomBytes(24).toString('hex');
/** TL;DR: a game of a few guesses, one ranked game per player and day, each a new entry on its board. */
const GAME = 4;
const ARRIVAL_TIMEOUT_MS = 30_000;

const say = (message: string) => process.stdout.write(`${message}\n`);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const load = () =>
  `load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} (${os.cpus().length} CPUs)`;

/** A process's resident memory in MB (Linux), NaN elsewhere. */
function residentMb(pid: number | undefined): number {
  try {
    const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return line ? Number(line[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] as number;
}

const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** One stream of the benchmark's clients: when each event id arrived, and the text of each event. */
interface Client {
  arrivals: Map<string, number>;
  blocks: Map<string, string>;
  ready: Promise<void>;
  close: () => void;
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

function openClient(url: string, keepText: boolean): Client {
  const arrivals = new Map<string, number>();
  const blocks = new Map<string, string>();
  let markReady: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    fail = reject;
  });
  const request = http.get(url, { agent, headers: { accept: 'text/event-stream' } }, (response) => {
    if (response.statusCode !== 200) {
      fail(new Error(`stream answered ${response.statusCode}`));
      return;
    }
    response.setEncoding('utf8');
    let buffer = '';
    response.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const block = buffer.slice(0, end + 2);
        buffer = buffer.slice(end + 2);
        const id = /^id: (\d+)$/m.exec(block)?.[1];
        if (block.includes('event: ready') || block.startsWith(': open')) markReady();
        else if (id !== undefined && block.includes('event: board')) {
          arrivals.set(id, performance.now());
          if (keepText) blocks.set(id, block);
        }
        end = buffer.indexOf('\n\n');
      }
    });
  });
  request.on('error', (error) => fail(error));
  return { arrivals, blocks, ready, close: () => request.destroy() };
}

async function openClients(url: string, count: number, keepFirstText: boolean): Promise<Client[]> {
  const clients: Client[] = [];
  // Opened in waves, as browsers arriving over a moment would.
  for (let index = 0; index < count; index += 250) {
    const wave = Array.from({ length: Math.min(250, count - index) }, (_, offset) =>
      openClient(url, keepFirstText && index + offset === 0),
    );
    await Promise.all(wave.map((client) => client.ready));
    clients.push(...wave);
  }
  return clients;
}

/** Waits until every client has `id`; returns how many had it in time. */
async function allHave(clients: readonly Client[], id: string): Promise<number> {
  const deadline = performance.now() + ARRIVAL_TIMEOUT_MS;
  for (;;) {
    const count = clients.filter((client) => client.arrivals.has(id)).length;
    if (count === clients.length || performance.now() > deadline) return count;
    await sleep(5);
  }
}

interface Delays {
  fromCommit: number[];
  fromAck: number[];
  missing: number;
}

interface Signed {
  cookie: string;
  id: number;
}

async function signUp(base: string, name: string): Promise<Signed> {
  const response = await fetch(`${base}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: name, email: `${name}@bench.example` }),
  });
  if (response.status !== 201)
    throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie, id: ((await response.json()) as { id: number }).id };
}

/** Finished, unsubmitted TL;DR games of new players, played at a person's pace, several at once. */
async function preparePlays(base: string, count: number, tag: string) {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const player = await signUp(base, `live_${tag}_${index}`);
      const play = await playGame(fetchSender(base), {
        gameId: GAME,
        cookie: player.cookie,
        userId: player.id,
        secret: GAME_SECRET,
        wait: sleep,
      });
      return { player, play };
    }),
  );
}

function spawnBare(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [path.join(ROOT, 'bench/support/bare-sse.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve({ child, port: Number(chunk.toString().trim()) }));
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
}

async function emit(port: number, bytes: string): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}/emit`, { method: 'POST', body: bytes });
  await response.text();
}

interface CountResult {
  count: number;
  /** The server's resident memory before the streams opened and with them open, MB. */
  memoryBefore: number;
  memoryOpen: number;
  server: Delays;
  bare: number[];
  bareMissing: number;
  eventBytes: number;
}

async function measureCount(
  base: string,
  serverPid: number | undefined,
  barePort: number,
  database: pg.Client,
  count: number,
  tag: string,
): Promise<CountResult> {
  const plays = await preparePlays(base, EVENTS, tag);
  const commits = new Map<string, number>();
  const onNotification = (message: pg.Notification) => {
    if (message.channel === 'board_events' && message.payload)
      commits.set(message.payload, performance.now());
  };
  database.on('notification', onNotification);
  const memoryBefore = residentMb(serverPid);
  const clients = await openClients(`${base}/api/live/boards`, count, true);
  await sleep(1000);
  const memoryOpen = residentMb(serverPid);
  const server: Delays = { fromCommit: [], fromAck: [], missing: 0 };
  let eventText = '';
  for (const { player, play } of plays) {
    const before = new Set(commits.keys());
    const { timeSeconds, score } = play.result;
    const answer = await fetch(`${base}/api/scores`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: player.cookie },
      body: JSON.stringify({ userId: player.id, gameId: GAME, timeSeconds, score, playId: play.playId }),
    });
    const acknowledged = performance.now();
    if (answer.status !== 201) throw new Error(`a score answered ${answer.status}: ${await answer.text()}`);
    // The month's and the all-time board: two events, the newest notified.
    let notified: string | undefined;
    const deadline = performance.now() + ARRIVAL_TIMEOUT_MS;
    while (notified === undefined && performance.now() < deadline) {
      notified = [...commits.keys()].find((id) => !before.has(id));
      if (notified === undefined) await sleep(2);
    }
    if (notified === undefined) throw new Error('no event was notified for a score that entered its board');
    const committed = commits.get(notified) as number;
    const ids = [String(Number(notified) - 1), notified];
    for (const id of ids) {
      const have = await allHave(clients, id);
      server.missing += clients.length - have;
      for (const client of clients) {
        const arrived = client.arrivals.get(id);
        if (arrived === undefined) continue;
        server.fromCommit.push(arrived - committed);
        server.fromAck.push(arrived - acknowledged);
      }
    }
    eventText ||= clients[0]?.blocks.get(notified) ?? '';
    await sleep(100);
  }
  database.off('notification', onNotification);
  for (const client of clients) client.close();
  await sleep(500);

  // The ceiling: as many streams on the bare server, the same bytes written to each.
  const bareClients = await openClients(`http://127.0.0.1:${barePort}/`, count, false);
  const bare: number[] = [];
  let bareMissing = 0;
  for (let event = 0; event < EVENTS * 2; event += 1) {
    const id = String(1_000_000 + event);
    const bytes = eventText.replace(/^id: \d+$/m, `id: ${id}`);
    const sent = performance.now();
    await emit(barePort, bytes);
    const have = await allHave(bareClients, id);
    bareMissing += bareClients.length - have;
    for (const client of bareClients) {
      const arrived = client.arrivals.get(id);
      if (arrived !== undefined) bare.push(arrived - sent);
    }
    await sleep(50);
  }
  for (const client of bareClients) client.close();
  await sleep(500);
  return {
    count,
    memoryBefore,
    memoryOpen,
    server,
    bare,
    bareMissing,
    eventBytes: Buffer.byteLength(eventText),
  };
}

function summary(result: CountResult) {
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const commit = sorted(result.server.fromCommit);
  const ack = sorted(result.server.fromAck);
  const bare = sorted(result.bare);
  return {
    count: result.count,
    commitMedian: percentile(commit, 0.5),
    commitP99: percentile(commit, 0.99),
    ackMedian: percentile(ack, 0.5),
    ackP99: percentile(ack, 0.99),
    bareMedian: percentile(bare, 0.5),
    bareP99: percentile(bare, 0.99),
    missing: result.server.missing,
    bareMissing: result.bareMissing,
    eventBytes: result.eventBytes,
    kbPerStream: ((result.memoryOpen - result.memoryBefore) * 1024) / result.count,
    memoryOpen: result.memoryOpen,
  };
}

async function run(index: number): Promise<ReturnType<typeof summary>[]> {
  const tag = `${index}_${randomBytes(3).toString('hex')}`;
  const name = `bts_bench_live_${tag}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const folder = await mkdtemp(path.join(os.tmpdir(), 'bts-bench-live-'));
  const mail = await startSmtpSink();
  const bare = await spawnBare();
  const port = await freePort();
  const instance = await startInstance(
    'server',
    {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: url.toString(),
      RATE_LIMIT: 'off',
      GAME_SECRET,
      ADMIN_KEY: randomBytes(24).toString('hex'),
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      CONTACT_TO: 'team@bench.example',
      OPERATOR_NAME: 'Benchmark Operator',
      OPERATOR_EMAIL: 'operator@bench.example',
      EMAIL_PROVIDER_NAME: 'Example Mail',
      HOST_PROVIDER_NAME: 'Example Hosting',
      LOG_LEVEL: 'info',
    },
    { dataDir: path.join(folder, 'data'), host: '127.0.0.1', port },
  );
  const listener = new pg.Client({ connectionString: url.toString() });
  await listener.connect();
  // A full board, so that each event carries 30 rows as on a busy site: players whose one point each
  // new game outranks, written behind the server's back (its boards are read after each change).
  await listener.query(
    `WITH seeded AS (
       INSERT INTO users (username, email)
       SELECT 'seeded_player_' || g, 'seeded_player_' || g || '@bench.example' FROM generate_series(1, 30) g
       RETURNING id, username)
     INSERT INTO best_scores (game_id, period, user_id, username, score, time_seconds, completed_at)
     SELECT $1, p.period, s.id, s.username, 1, 300, now() FROM seeded s
     CROSS JOIN (VALUES ('all'), (to_char(now() AT TIME ZONE 'America/Los_Angeles', 'YYYY-MM'))) AS p(period)`,
    [GAME],
  );
  await listener.query('LISTEN board_events');
  const results: ReturnType<typeof summary>[] = [];
  try {
    for (const count of COUNTS) {
      say(`run ${index}: ${count} streams, ${EVENTS} scores (${load()})`);
      const result = summary(
        await measureCount(instance.base, instance.child.pid, bare.port, listener, count, `${tag}_${count}`),
      );
      results.push(result);
      say(
        `  server: from commit median ${ms(result.commitMedian)}, p99 ${ms(result.commitP99)}; from the score's 201 median ${ms(result.ackMedian)}, p99 ${ms(result.ackP99)}; missing ${result.missing}`,
      );
      say(
        `  server memory with the streams open: ${result.memoryOpen.toFixed(0)} MB (${result.kbPerStream.toFixed(1)} KB a stream)`,
      );
      say(
        `  bare node:http: median ${ms(result.bareMedian)}, p99 ${ms(result.bareP99)}; missing ${result.bareMissing} (event of ${result.eventBytes} bytes)`,
      );
    }
  } finally {
    await listener.end();
    await instance.stop();
    bare.child.kill('SIGTERM');
    await mail.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    await rm(folder, { recursive: true, force: true });
  }
  return results;
}

say(`live boards fan-out: ${COUNTS.join(' and ')} streams, ${EVENTS} scores each, ${RUNS} runs; ${load()}`);
const all: ReturnType<typeof summary>[][] = [];
for (let index = 1; index <= RUNS; index += 1) all.push(await run(index));
say(`\nmedians of ${RUNS} runs (${load()}):`);
say(
  "| streams | from commit: median | p99 | from the score's 201: median | p99 | bare node:http: median | p99 | server memory a stream |",
);
say('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const [position, count] of COUNTS.entries()) {
  const rows = all.map((results) => results[position]).filter((row) => row !== undefined);
  const pick = (key: keyof ReturnType<typeof summary>) => ms(median(rows.map((row) => row[key] as number)));
  say(
    `| ${count} | ${pick('commitMedian')} | ${pick('commitP99')} | ${pick('ackMedian')} | ${pick('ackP99')} | ${pick('bareMedian')} | ${pick('bareP99')} | ${median(rows.map((row) => row.kbPerStream)).toFixed(1)} KB |`,
  );
}
agent.destroy();
