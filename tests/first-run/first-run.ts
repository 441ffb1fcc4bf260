// The first-run test: what a newcomer does, on the committed HEAD of this repository. It clones HEAD
// into a new private temporary folder (mode 0700, like `mktemp -d`), runs the README's command as
// written, `npm install && npm start`, with no setting but a free PORT, and once the site says it is
// running checks that it serves its pages and its API, then stops it with SIGTERM to its process
// group, as Ctrl-C or a service manager would. The clone is removed afterwards; the run's output is
// shown only when something failed.
//
//   npm run test:first-run
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from '../../src/server/lib/free-port.ts';
import { solvePuzzle } from '../helpers/puzzle-solver.ts';

const README_COMMAND = 'npm install && npm start';
const READY_LINE = 'The site is running at';
const INSTALL_TIMEOUT_MS = 10 * 60_000;
const READY_TIMEOUT_MS = 6 * 60_000;
const STOP_TIMEOUT_MS = 10_000;
const KEPT_LINES = 200;

const here = path.dirname(fileURLToPath(import.meta.url));
const run = promisify(execFile);
const say = (message: string) => process.stdout.write(`first-run: ${message}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface Check {
  name: string;
  passed: boolean;
  detail?: string;
}
const checks: Check[] = [];
const CHECK_NAMES = [
  'home page',
  'TL;DR page',
  'unknown page',
  'sign-up',
  'game',
  'score',
  'clean stop',
] as const;
function record(name: (typeof CHECK_NAMES)[number], passed: boolean, detail?: string): void {
  checks.push({ name, passed, detail });
  say(`${passed ? 'ok' : 'FAILED'}  ${name}${detail ? `: ${detail}` : ''}`);
}

/** The last lines of everything the run printed, shown when the test fails. */
const output: string[] = [];
function keep(line: string): void {
  output.push(line);
  if (output.length > KEPT_LINES) output.shift();
}

/**
 * The environment of a newcomer's shell: the caller's, without what `npm run` added for this test
 * (npm_* variables, node_modules/.bin on the PATH) and without any of the site's own settings, so
 * that nothing but PORT differs from a plain `npm install && npm start`.
 */
function newcomerEnvironment(projectRoot: string, port: number): NodeJS.ProcessEnv {
  const example = path.join(projectRoot, '.env.example');
  const settings = new Set(['BUILD_DIR']);
  if (existsSync(example)) {
    for (const match of readFileSync(example, 'utf8').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm))
      settings.add(match[1] as string);
  }
  const env: NodeJS.ProcessEnv = {};
  const dropped: string[] = [];
  for (const [name, value] of Object.entries(process.env)) {
    if (name.startsWith('npm_') || name === 'INIT_CWD' || name === 'NODE') continue;
    if (settings.has(name) || name.startsWith('VITE_')) {
      dropped.push(name);
      continue;
    }
    env[name] = value;
  }
  env.PATH = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((entry) => !entry.includes(`node_modules${path.sep}.bin`) && !entry.includes('node-gyp-bin'))
    .join(path.delimiter);
  if (dropped.length > 0) say(`left out of the environment (site settings): ${dropped.sort().join(', ')}`);
  env.PORT = String(port);
  return env;
}

/** Whether any process of the group still exists (zombies included, until they are reaped). */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function killGroup(pgid: number): void {
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** The command lines of the group's processes, where /proc tells (Linux); for diagnostics only. */
function groupProcesses(pgid: number): string[] {
  if (!existsSync('/proc')) return [];
  const found: string[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name, which is in parentheses and may contain spaces.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ').trim();
      found.push(`${entry} [${fields[0]}] ${cmdline}`);
    } catch {
      // The process ended while being read.
    }
  }
  return found;
}

async function waitFor(condition: () => boolean, timeoutMs: number, stepMs = 50): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
  return true;
}

interface Site {
  child: ChildProcess;
  pgid: number;
  exited: Promise<void>;
  installEnd?: number;
  readyAt?: number;
  /** Output lines seen after the stop signal was sent. */
  afterStop: string[];
  stopSentAt?: number;
}

function startSite(clone: string, env: NodeJS.ProcessEnv): Site {
  // Its own process group (and session), so that the stop signal reaches npm, the shells, the
  // server and the database together, as Ctrl-C in a terminal does.
  const child = spawn('sh', ['-c', README_COMMAND], {
    cwd: clone,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const site: Site = {
    child,
    pgid: child.pid as number,
    afterStop: [],
    exited: new Promise((resolve) => child.on('close', () => resolve())),
  };
  const onLine = (line: string) => {
    keep(line);
    if (site.stopSentAt !== undefined) site.afterStop.push(line);
    // npm prints "> <package>@<version> start" when the install is done and `npm start` begins.
    if (site.installEnd === undefined && /^> \S+@\S+ start$/.test(line)) site.installEnd = performance.now();
    if (site.readyAt === undefined && line.includes(READY_LINE)) site.readyAt = performance.now();
  };
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
    stream?.on('end', () => {
      if (pending) onLine(pending);
    });
  }
  return site;
}

async function request(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; text: string; cookies: string[] }> {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000), ...init });
  return {
    status: response.status,
    text: await response.text(),
    cookies: response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] as string),
  };
}

async function checkSite(origin: string): Promise<void> {
  const home = await request(`${origin}/`);
  record(
    'home page',
    home.status === 200 && home.text.includes('Train Your Brain with Fun Puzzles'),
    `GET / answered ${home.status}`,
  );

  const tldr = await request(`${origin}/games/tldr-game`);
  record(
    'TL;DR page',
    tldr.status === 200 && /<h1[^>]*>TL;DR<\/h1>/.test(tldr.text),
    `GET /games/tldr-game answered ${tldr.status}`,
  );

  const missing = await request(`${origin}/nonexistent`);
  record(
    'unknown page',
    missing.status === 404 && missing.text.includes('Page Not Found'),
    `GET /nonexistent answered ${missing.status}`,
  );

  // Writes must come from the site's own pages: a browser sends the page's origin.
  const headers = { 'content-type': 'application/json', origin };
  const signUp = await request(`${origin}/api/users`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: 'first-run player', email: 'first-run@example.com' }),
  });
  const user = signUp.status === 201 ? (JSON.parse(signUp.text) as { id: number }) : undefined;
  const sessionCookie = signUp.cookies.find((cookie) => cookie.startsWith('bts_session='));
  record(
    'sign-up',
    user !== undefined && sessionCookie !== undefined,
    `POST /api/users answered ${signUp.status}${sessionCookie ? ' with a session cookie' : ' without a session cookie'}${user ? '' : `: ${signUp.text.slice(0, 200)}`}`,
  );
  if (!user) {
    record('game', false, 'no account to play a game for');
    record('score', false, 'no account to submit a score for');
    return;
  }

  // A Number Puzzle dealt by the server and solved through the API a slide at a time, at a quick
  // person's pace (a slide every 100 ms: above the floor's 30 ms), then submitted with the time and
  // score the server's answer to the last slide gives.
  const cookie = signUp.cookies.join('; ');
  const dealt = await request(`${origin}/api/plays`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ gameId: 2, difficulty: 'easy' }),
  });
  const play =
    dealt.status === 201 ? (JSON.parse(dealt.text) as { playId: string; view: { board: number[] } }) : null;
  const squares = play ? solvePuzzle(play.view.board) : [];
  let moved = dealt;
  for (const index of play ? squares : []) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    moved = await request(`${origin}/api/plays/${play?.playId}/moves`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({ moves: [{ type: 'tile', index }] }),
    });
    if (moved.status !== 200) break;
  }
  record(
    'game',
    moved.status === 200,
    `POST /api/plays answered ${dealt.status}, its moves ${moved.status}${moved.status === 200 ? '' : `: ${moved.text.slice(0, 200)}`}`,
  );
  const result =
    moved.status === 200
      ? (JSON.parse(moved.text) as { result: { timeSeconds: number; score: number } | null }).result
      : null;
  const score = await request(`${origin}/api/scores`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({
      userId: user.id,
      gameId: 2,
      timeSeconds: result?.timeSeconds ?? 0,
      score: result?.score ?? 0,
      playId: play?.playId,
    }),
  });
  record(
    'score',
    score.status === 201,
    `POST /api/scores answered ${score.status}${score.status === 201 ? '' : `: ${score.text.slice(0, 200)}`}`,
  );
}

/**
 * SIGTERM to the whole group; passes when every process of it is gone within the limit and the
 * server's own log shows no error from its shutdown. The server's exit status itself cannot be read:
 * the shells between this test and the server end at once on the signal, so nobody that is still
 * running is its parent.
 */
async function stopSite(site: Site): Promise<number> {
  site.stopSentAt = performance.now();
  process.kill(-site.pgid, 'SIGTERM');
  const stopped = await waitFor(() => !groupAlive(site.pgid), STOP_TIMEOUT_MS);
  const stopMs = performance.now() - site.stopSentAt;
  if (!stopped) {
    const left = groupProcesses(site.pgid);
    killGroup(site.pgid);
    record(
      'clean stop',
      false,
      `still running ${seconds(STOP_TIMEOUT_MS)} after SIGTERM${left.length > 0 ? `:\n    ${left.join('\n    ')}` : ''}`,
    );
    return stopMs;
  }
  const errors = site.afterStop.filter(isErrorLine);
  record(
    'clean stop',
    errors.length === 0,
    errors.length === 0
      ? `every process of the group ended ${seconds(stopMs)} after SIGTERM, with no error in the log`
      : `errors in the log while stopping:\n    ${errors.join('\n    ')}`,
  );
  return stopMs;
}

/** A structured log line at level error or fatal, or a line of a stack trace. */
function isErrorLine(line: string): boolean {
  if (line.startsWith('{')) {
    try {
      return ((JSON.parse(line) as { level?: number }).level ?? 0) >= 50;
    } catch {
      return false;
    }
  }
  return /^\s+at .+:\d+:\d+\)?$/.test(line) || /^(Uncaught |Unhandled |.*Error: )/.test(line);
}

async function main(): Promise<number> {
  const { stdout: top } = await run('git', ['rev-parse', '--show-toplevel'], { cwd: here });
  const projectRoot = top.trim();
  const { stdout: head } = await run('git', ['rev-parse', 'HEAD'], { cwd: projectRoot });
  const commit = head.trim();

  const parent = await mkdtemp(path.join(os.tmpdir(), 'first-run-'));
  const clone = path.join(parent, 'site');
  let site: Site | undefined;
  const abort = async (signal: NodeJS.Signals) => {
    if (site) killGroup(site.pgid);
    await rm(parent, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', abort);
  process.once('SIGTERM', abort);

  try {
    say(`cloning ${commit.slice(0, 12)} (the committed HEAD) into ${clone}`);
    await run('git', ['clone', '--quiet', '--no-checkout', projectRoot, clone]);
    await run('git', ['checkout', '--quiet', '--detach', commit], { cwd: clone });

    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    say(`running "${README_COMMAND}" with PORT=${port}`);
    const started = performance.now();
    site = startSite(clone, newcomerEnvironment(projectRoot, port));
    const current = site;
    let exited = false;
    void current.exited.then(() => {
      exited = true;
    });

    const installed = await waitFor(
      () => current.installEnd !== undefined || exited,
      INSTALL_TIMEOUT_MS,
      100,
    );
    if (!installed || current.installEnd === undefined) {
      say(
        exited
          ? `"${README_COMMAND}" ended during npm install (exit code ${current.child.exitCode})`
          : `npm install did not finish within ${seconds(INSTALL_TIMEOUT_MS)}`,
      );
      return 1;
    }
    say(`install: ${seconds(current.installEnd - started)}`);

    const ready = await waitFor(() => current.readyAt !== undefined || exited, READY_TIMEOUT_MS, 100);
    if (!ready || current.readyAt === undefined) {
      say(
        exited
          ? `npm start ended before the site was running (exit code ${current.child.exitCode})`
          : `the site did not say "${READY_LINE}" within ${seconds(READY_TIMEOUT_MS)}`,
      );
      return 1;
    }
    say(`start to ready: ${seconds(current.readyAt - current.installEnd)}`);

    await checkSite(origin).catch((error: Error) => say(`a request failed: ${error.message}`));
    const stopMs = await stopSite(current);
    say(`stop: ${seconds(stopMs)}`);
    return 0;
  } finally {
    // Whatever happened, nothing of the run is left behind: no process, no clone.
    if (site) {
      const { pgid } = site;
      killGroup(pgid);
      await waitFor(() => !groupAlive(pgid), 5_000);
    }
    await rm(parent, { recursive: true, force: true, maxRetries: 3 });
  }
}

const code = await main().catch((error: unknown) => {
  say(`could not run: ${error instanceof Error ? error.message : String(error)}`);
  return 1;
});
for (const name of CHECK_NAMES) {
  if (!checks.some((check) => check.name === name))
    checks.push({ name, passed: false, detail: 'not reached' });
}
const failed = checks.filter((check) => !check.passed);
if (code !== 0 || failed.length > 0) {
  process.stdout.write(
    `\n--- the last ${output.length} lines of "${README_COMMAND}" ---\n${output.join('\n')}\n--- end ---\n\n`,
  );
}
say(`${checks.length - failed.length} passed, ${failed.length} failed`);
process.exit(code !== 0 || failed.length > 0 ? 1 : 0);
