// Page benchmark: Lighthouse (mobile form factor, default simulated throttling) on the home page and
// one content page, served by the real server from the production build on an empty database of its
// own. It prints figures and never fails on slow ones; it fails only when it cannot run.
//
// Environment: CHROME_PATH (the browser; /usr/bin/chromium when present), BENCH_RUNS (runs per page,
// default 3; the run with the median performance score is reported), WEB_ROOT (a build to serve
// instead of build/client).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../src/server/free-port.ts';
import { PATHS } from '../src/web/lib/paths.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_ROOT = path.resolve(ROOT, process.env.WEB_ROOT ?? 'build/client');
const PAGES = [PATHS.home, PATHS.faq];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUNS = Math.max(1, Number.parseInt(process.env.BENCH_RUNS ?? '3', 10) || 3);
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
// Without these Chromium reaches out to the internet for updates, sync and field trials, which
// would show up in the measurements.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const say = (message: string) => process.stdout.write(`${message}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Undone in reverse order at the end, also after a failure or Ctrl-C. */
const cleanups: Array<{ what: string; run: () => Promise<void> }> = [];

async function cleanUp(): Promise<void> {
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop();
    if (!cleanup) break;
    await cleanup.run().catch((error: Error) => say(`could not ${cleanup.what}: ${error.message}`));
  }
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed`)),
    );
  });
}

async function ensureBuild(): Promise<void> {
  if (existsSync(path.join(WEB_ROOT, 'index.html'))) return;
  if (process.env.WEB_ROOT) throw new Error(`no build in ${WEB_ROOT}`);
  say('no production build yet: building');
  await run('npm', ['run', 'build']);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 25_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function startServer(): Promise<string> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bts-bench-pages-'));
  cleanups.push({ what: 'remove the data folder', run: () => rm(dataDir, { recursive: true, force: true }) });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_ROOT,
    LOG_LEVEL: 'warn',
    ADMIN_KEY: 'bench-admin-key-0123456789abcdef',
  };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['src/server/main.ts'], { cwd: ROOT, env, stdio: 'inherit' });
  cleanups.push({ what: 'stop the server', run: () => stopProcess(server) });

  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    const ready = await fetch(`${base}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return base;
    await sleep(250);
  }
  throw new Error('the server did not become ready within 2 minutes');
}

interface Measurement {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that did not pass in the categories other than performance, with Lighthouse's reason. */
  findings: string[];
  canonical: string;
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function measurement(page: string, lhr: Result): Measurement {
  const score = (category: (typeof CATEGORIES)[number]) =>
    Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  const findings: string[] = [];
  for (const category of CATEGORIES) {
    if (category === 'performance') continue;
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      const explanation = audit.explanation ? `: ${audit.explanation}` : '';
      findings.push(`${category} / ${audit.id} (${audit.title})${explanation}`);
    }
  }
  const canonical = lhr.audits.canonical;
  return {
    page,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    findings,
    canonical:
      canonical?.score === 1
        ? 'passes'
        : `${canonical?.score === null ? 'not applicable' : 'fails'}${canonical?.explanation ? `: ${canonical.explanation}` : ''}`,
  };
}

/**
 * One Lighthouse run in a browser of its own: a browser reused across runs now and then loses the
 * start of the navigation from its trace (Lighthouse's NO_NAVSTART), and starting cold each time is
 * also what a first visit is like.
 */
async function lighthouseOnce(url: string) {
  const chromePath = process.env.CHROME_PATH ?? (existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  try {
    return await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
  } finally {
    chrome.kill();
  }
}

async function measure(base: string, page: string): Promise<Measurement> {
  const runs: Measurement[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const result = await lighthouseOnce(`${base}${page}`);
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    if (result.lhr.runtimeError) throw new Error(`${page}: ${result.lhr.runtimeError.message}`);
    runs.push(measurement(page, result.lhr));
  }
  runs.sort((a, b) => a.scores.performance - b.scores.performance);
  return runs[Math.floor(runs.length / 2)] as Measurement;
}

function table(rows: Measurement[]): string {
  const header = ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS'];
  const body = rows.map((row) => [
    row.page,
    String(row.scores.performance),
    String(row.scores.accessibility),
    String(row.scores['best-practices']),
    String(row.scores.seo),
    `${(row.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(row.tbtMs)} ms`,
    row.cls.toFixed(3),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => cells[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...body.map(line)].join('\n');
}

async function main(): Promise<void> {
  await ensureBuild();
  const base = await startServer();

  say(
    `Lighthouse, mobile, default throttling, median of ${RUNS} run${RUNS === 1 ? '' : 's'} per page (${base})`,
  );
  const rows: Measurement[] = [];
  for (const page of PAGES) rows.push(await measure(base, page));

  say('');
  say(table(rows));
  for (const row of rows) {
    say('');
    say(`${row.page}: canonical link audit ${row.canonical}`);
    for (const finding of row.findings) say(`  ${finding}`);
  }
}

let interrupted = false;
process.on('SIGINT', () => {
  if (interrupted) return;
  interrupted = true;
  void cleanUp().then(() => process.exit(130));
});

main()
  .then(cleanUp, async (error: unknown) => {
    say(`page benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
    await cleanUp();
    process.exitCode = 1;
  })
  .then(() => {
    // Lighthouse keeps timers and sockets of its own open; the figures are out, so leave now.
    process.exit();
  });
