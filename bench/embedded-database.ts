// The embedded database under test as a newcomer meets it: the real server (src/server/main.ts) with
// no DATABASE_URL, in a fresh data folder. It prints the first start (database created), a later
// start, the event loop's worst delay and the memory under a load like the API tests', the graceful
// stop, and then a soak: the whole server killed with SIGKILL under write load, restarted, and every
// acknowledged write looked for. It fails only when an acknowledged write is missing or a start fails.
//
// Usage: npm run bench:embedded [-- --kills 50 --load-seconds 20 --root DIR]
//   --root: the project folder whose server is measured (default: this one), so that another
//   version of the server can be measured with the same bench.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { fetchSender, playGame } from '../tests/helpers/play-game.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const { values: options } = parseArgs({
  options: {
    kills: { type: 'string', default: '50' },
    'load-seconds': { type: 'string', default: '20' },
    root: { type: 'string', default: path.resolve(HERE, '..') },
  },
});
const KILLS = Number(options.kills);
const LOAD_SECONDS = Number(options['load-seconds']);
const ROOT = path.resolve(options.root);
const LOOP_MONITOR = path.join(HERE, 'support', 'loop-delay.ts');

const say = (message: string) => process.stdout.write(`${message}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Server {
  child: ChildProcess;
  base: string;
  readyMs: number;
  output: () => string;
}

function startServer(dataDir: string, loopFile: string): Promise<Server> {
  const started = performance.now();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT: 'off',
    BENCH_LOOP_FILE: loopFile,
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'NODE_ENV', 'SMTP_URL']) delete env[name];
  const child = spawn(process.execPath, ['--import', LOOP_MONITOR, 'src/server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 120 s:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/The site is running at (http:\/\/\S+?)\/?\s/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({
          child,
          base: match[1].replace('localhost', '127.0.0.1'),
          readyMs: performance.now() - started,
          output: () => output,
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );
}

/** Resident memory of every process in the server's process group (the server and any database server). */
function groupRssMb(groupId: number): number {
  let kb = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== groupId) continue;
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      kb += Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
    } catch {
      // The process ended while it was read.
    }
  }
  return kb / 1024;
}

interface Acknowledged {
  users: string[];
  scores: number;
}

/** Workers that sign up players and submit scores until `until()` says stop; returns what was acknowledged. */
async function writeLoad(
  base: string,
  workers: number,
  until: () => boolean,
  withReads: boolean,
): Promise<Acknowledged & { failures: number; requests: number }> {
  const acknowledged: Acknowledged & { failures: number; requests: number } = {
    users: [],
    scores: 0,
    failures: 0,
    requests: 0,
  };
  const post = (url: string, body: unknown, cookie?: string) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const worker = async () => {
    while (!until()) {
      try {
        const username = `soak_${randomBytes(6).toString('hex')}`;
        acknowledged.requests += 1;
        const signUp = await post('/api/users', { username, email: `${username}@example.com` });
        if (signUp.status !== 201) {
          acknowledged.failures += 1;
          continue;
        }
        acknowledged.users.push(username);
        const user = (await signUp.json()) as { id: number };
        const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0] as string;
        for (let i = 0; i < 3 && !until(); i += 1) {
          // A Number Puzzle played through the API; a time of 1 or 2 s fits the contract at once.
          const play = await playGame(fetchSender(base), { gameId: 2, cookie });
          const timeSeconds = 1 + (i % 2);
          acknowledged.requests += 1;
          const score = await post(
            '/api/scores',
            {
              userId: user.id,
              gameId: 2,
              timeSeconds,
              score: play.scoreFor(timeSeconds),
              playId: play.playId,
            },
            cookie,
          );
          await score.arrayBuffer();
          if (score.status === 201) acknowledged.scores += 1;
          else acknowledged.failures += 1;
          if (withReads) {
            acknowledged.requests += 2;
            await (await fetch(`${base}/api/leaderboard/2`)).arrayBuffer();
            await (await fetch(`${base}/api/stats`)).arrayBuffer();
          }
        }
      } catch {
        // The server was killed under this request: it was not acknowledged.
        if (until()) return;
        acknowledged.failures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  return acknowledged;
}

/** The names among `usernames` that the database does not know. */
async function missingUsers(base: string, usernames: string[]): Promise<string[]> {
  const missing: string[] = [];
  for (let i = 0; i < usernames.length; i += 20) {
    const batch = usernames.slice(i, i + 20);
    const answers = await Promise.all(
      batch.map(async (name) => {
        const response = await fetch(`${base}/api/users/check/${name}`);
        return ((await response.json()) as { available: boolean }).available;
      }),
    );
    answers.forEach((available, index) => {
      if (available) missing.push(batch[index] as string);
    });
  }
  return missing;
}

async function gamesPlayed(base: string): Promise<number> {
  return ((await (await fetch(`${base}/api/stats`)).json()) as { gamesPlayed: number }).gamesPlayed;
}

function loopSamples(file: string, from: number): { maxMs: number; p99Ms: number; maxRssMb: number } {
  const lines = readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);
  const samples = lines
    .map((line) => JSON.parse(line) as { at: number; maxMs: number; p99Ms: number; maxRssMb: number })
    .filter((sample) => sample.at >= from);
  return {
    maxMs: Math.max(0, ...samples.map((sample) => sample.maxMs)),
    p99Ms: Math.max(0, ...samples.map((sample) => sample.p99Ms)),
    maxRssMb: Math.max(0, ...lines.map((line) => (JSON.parse(line) as { maxRssMb: number }).maxRssMb)),
  };
}

const ms = (value: number) => `${Math.round(value)} ms`;

async function main(): Promise<void> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'bts-embedded-bench-'));
  const dataDir = path.join(folder, 'data');
  const loopFile = path.join(folder, 'loop.jsonl');
  let current: Server | undefined;
  try {
    say(
      `server: ${ROOT}; load average ${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
    );
    current = await startServer(dataDir, loopFile);
    say(`first start (database created) to ready: ${ms(current.readyMs)}`);

    const loadStarted = Date.now();
    const deadline = loadStarted + LOAD_SECONDS * 1000;
    const load = await writeLoad(current.base, 10, () => Date.now() >= deadline, true);
    const rss = groupRssMb(current.child.pid as number);
    await sleep(600);
    const loop = loopSamples(loopFile, loadStarted);
    say(
      `load like the API tests', 10 clients for ${LOAD_SECONDS} s: ${load.requests} requests ` +
        `(${Math.round(load.requests / LOAD_SECONDS)}/s), ${load.failures} failed; ` +
        `event loop delay worst ${loop.maxMs.toFixed(1)} ms, worst half-second p99 ${loop.p99Ms.toFixed(1)} ms`,
    );
    say(
      `memory: server peak RSS ${Math.round(loop.maxRssMb)} MB; its process group now ${Math.round(rss)} MB`,
    );

    const stopStarted = performance.now();
    process.kill(-(current.child.pid as number), 'SIGTERM');
    await exited(current.child);
    say(`graceful stop: ${ms(performance.now() - stopStarted)} (exit code ${current.child.exitCode})`);
    current = await startServer(dataDir, loopFile);
    say(`later start (database opened) to ready: ${ms(current.readyMs)}`);

    let acknowledgedUsers: string[] = [...load.users];
    let acknowledgedScores = load.scores;
    const startTimes: number[] = [];
    let lost = 0;
    for (let kill = 1; kill <= KILLS; kill += 1) {
      const server = current;
      let killed = false;
      const killAfter = 300 + Math.random() * 1200;
      const killer = sleep(killAfter).then(() => {
        killed = true;
        process.kill(-(server.child.pid as number), 'SIGKILL');
      });
      const written = await writeLoad(server.base, 8, () => killed, false);
      await killer;
      await exited(server.child);
      acknowledgedUsers = acknowledgedUsers.concat(written.users);
      acknowledgedScores += written.scores;

      current = await startServer(dataDir, loopFile);
      startTimes.push(current.readyMs);
      const missing = await missingUsers(current.base, written.users);
      const played = await gamesPlayed(current.base);
      if (missing.length > 0 || played < acknowledgedScores) {
        lost += missing.length + Math.max(0, acknowledgedScores - played);
        say(
          `kill ${kill}: ${missing.length} acknowledged sign-ups missing, ${played} games stored of ${acknowledgedScores} acknowledged`,
        );
      }
    }
    const missingAtEnd = await missingUsers(current.base, acknowledgedUsers);
    const playedAtEnd = await gamesPlayed(current.base);
    startTimes.sort((a, b) => a - b);
    say(
      `kill soak: ${KILLS} SIGKILLs under write load; acknowledged ${acknowledgedUsers.length} sign-ups and ` +
        `${acknowledgedScores} scores; stored: ${acknowledgedUsers.length - missingAtEnd.length} of those sign-ups, ` +
        `${playedAtEnd} scores (at least every acknowledged one); lost after a kill: ${lost}`,
    );
    say(
      `restart after SIGKILL to ready: median ${ms(startTimes[Math.floor(startTimes.length / 2)] ?? 0)}, ` +
        `max ${ms(startTimes.at(-1) ?? 0)}`,
    );
    if (lost > 0 || missingAtEnd.length > 0 || playedAtEnd < acknowledgedScores) process.exitCode = 1;
  } finally {
    if (current && current.child.exitCode === null && current.child.signalCode === null) {
      process.kill(-(current.child.pid as number), 'SIGTERM');
      await exited(current.child);
    }
    await rm(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
