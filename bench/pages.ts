// Page benchmark: Lighthouse (mobile form factor, default simulated throttling) on the home page, one
// content page and one game, served by the real server from the production build on an empty
// database of its own. Every figure is the median of its own over the runs, printed beside the
// performance issue's targets and the machine's load average (Lighthouse's simulated throttling
// scales the work it observed, so a busy machine reads slower). For the home page it also counts
// the JavaScript the page itself fetched until the network was idle, in gzip bytes as the build's
// budget counts them. It prints figures and never fails on slow ones; it fails only when it cannot run.
//
// Environment: CHROME_PATH (the browser; /usr/bin/chromium when present), BENCH_RUNS (runs per page,
// default 3), WEB_ROOT (a build to serve instead of build/client).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../src/server/lib/free-port.ts';
import { PATHS } from '../src/web/lib/paths.ts';
import { startSmtpSink } from '../tests/helpers/smtp-sink.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_ROOT = path.resolve(ROOT, process.env.WEB_ROOT ?? 'build/client');
const PAGES = [PATHS.home, PATHS.faq, PATHS.tldr];
/** The page whose JavaScript is counted request by request. */
const COUNTED_PAGE = PATHS.home;
/** The performance issue's targets, printed beside the figures. */
const TARGET = { performance: 95, tbtMs: 150, cls: 0, javascriptKb: 120 };
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
  // A production server needs a mail server; this one keeps whatever it is sent.
  const mail = await startSmtpSink();
  cleanups.push({ what: 'stop the mail sink', run: () => mail.close() });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_ROOT,
    LOG_LEVEL: 'warn',
    ADMIN_KEY: 'bench-admin-key-0123456789abcdef',
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    CONTACT_TO: 'team@bench.example',
    // A production start names the operator (the pages show what the build was given).
    OPERATOR_NAME: process.env.OPERATOR_NAME || 'Benchmark Operator',
    OPERATOR_EMAIL: process.env.OPERATOR_EMAIL || 'operator@bench.example',
    EMAIL_PROVIDER_NAME: process.env.EMAIL_PROVIDER_NAME || 'Example Mail',
    HOST_PROVIDER_NAME: process.env.HOST_PROVIDER_NAME || 'Example Hosting',
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

type Category = (typeof CATEGORIES)[number];

/** One Lighthouse run of one page. */
interface Run {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Scripts the page itself requested until the network was idle (a service worker's own requests left out). */
  scripts: string[];
  /** Audits that did not pass in the categories other than performance, with Lighthouse's reason. */
  findings: string[];
  canonical: string;
}

/** A page's figures: each the median of its own over the runs. */
interface Measurement {
  page: string;
  runs: number;
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The machine's one-minute load average, as the median of its readings after each run. */
  load: number;
  /** The JavaScript fetched until idle: median gzip bytes and the file count of that run (counted page only). */
  javascript: { gzipBytes: number; files: number } | null;
  findings: string[];
  canonical: string;
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

interface NetworkRequest {
  url: string;
  resourceType?: string;
  sessionTargetType?: string;
}

/**
 * The scripts the page itself requested. Requests of other targets (a service worker filling its
 * precache, a worker) are not the page's own fetches, and a script served from the precache counts
 * as the page's request all the same.
 */
function pageScripts(lhr: Result): string[] {
  const items = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items;
  return (items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .filter((item) => item.sessionTargetType === undefined || item.sessionTargetType === 'page')
    .map((item) => item.url);
}

function figuresOf(lhr: Result): Run {
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
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
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scripts: pageScripts(lhr),
    findings,
    canonical:
      canonical?.score === 1
        ? 'passes'
        : `${canonical?.score === null ? 'not applicable' : 'fails'}${canonical?.explanation ? `: ${canonical.explanation}` : ''}`,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The size of a file as the server sends it gzip-compressed: the bytes of the body on the wire. */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const get = request(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () =>
        response.statusCode === 200
          ? resolve(bytes)
          : reject(new Error(`${url} answered ${response.statusCode}`)),
      );
      response.on('error', reject);
    });
    get.on('error', reject);
    get.end();
  });
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
  const runs: Run[] = [];
  const loads: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const result = await lighthouseOnce(`${base}${page}`);
    loads.push(os.loadavg()[0] ?? Number.NaN);
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    if (result.lhr.runtimeError) throw new Error(`${page}: ${result.lhr.runtimeError.message}`);
    runs.push(figuresOf(result.lhr));
  }
  let javascript: Measurement['javascript'] = null;
  if (page === COUNTED_PAGE) {
    const sizes = new Map<string, number>();
    for (const url of new Set(runs.flatMap((one) => one.scripts))) sizes.set(url, await gzipBytes(url));
    const perRun = runs.map((one) => ({
      gzipBytes: one.scripts.reduce((sum, url) => sum + (sizes.get(url) ?? 0), 0),
      files: one.scripts.length,
    }));
    const middle = median(perRun.map((one) => one.gzipBytes));
    javascript = perRun.find((one) => one.gzipBytes === middle) ?? {
      gzipBytes: middle,
      files: median(perRun.map((one) => one.files)),
    };
  }
  const medianOf = (pick: (one: Run) => number) => median(runs.map(pick));
  // The findings and canonical audit of the run with the median performance score.
  const middleRun = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[
    Math.floor(runs.length / 2)
  ] as Run;
  return {
    page,
    runs: runs.length,
    scores: {
      performance: medianOf((one) => one.scores.performance),
      accessibility: medianOf((one) => one.scores.accessibility),
      'best-practices': medianOf((one) => one.scores['best-practices']),
      seo: medianOf((one) => one.scores.seo),
    },
    lcpMs: medianOf((one) => one.lcpMs),
    tbtMs: medianOf((one) => one.tbtMs),
    cls: medianOf((one) => one.cls),
    load: median(loads),
    javascript,
    findings: middleRun.findings,
    canonical: middleRun.canonical,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function table(rows: Measurement[]): string {
  const header = [
    'page',
    'performance',
    'accessibility',
    'best practices',
    'SEO',
    'LCP',
    'TBT',
    'CLS',
    'load avg',
  ];
  const body = rows.map((row) => [
    row.page,
    String(row.scores.performance),
    String(row.scores.accessibility),
    String(row.scores['best-practices']),
    String(row.scores.seo),
    `${(row.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(row.tbtMs)} ms`,
    row.cls.toFixed(3),
    row.load.toFixed(2),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => cells[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...body.map(line)].join('\n');
}

/** Which targets a page misses; a benchmark states it and goes on. */
function missedTargets(row: Measurement): string[] {
  const missed: string[] = [];
  if (row.scores.performance < TARGET.performance)
    missed.push(`performance ${row.scores.performance} < ${TARGET.performance}`);
  if (row.tbtMs > TARGET.tbtMs) missed.push(`TBT ${Math.round(row.tbtMs)} ms > ${TARGET.tbtMs} ms`);
  if (row.cls > TARGET.cls) missed.push(`CLS ${row.cls.toFixed(3)} > ${TARGET.cls}`);
  if (row.javascript && row.javascript.gzipBytes > TARGET.javascriptKb * 1024)
    missed.push(`JavaScript ${kb(row.javascript.gzipBytes)} > ${TARGET.javascriptKb} KB`);
  return missed;
}

async function main(): Promise<void> {
  await ensureBuild();
  const base = await startServer();
  const [before] = os.loadavg();

  say(
    `Lighthouse, mobile, default throttling, median of ${RUNS} run${RUNS === 1 ? '' : 's'} per figure (${base}); ${os.cpus().length} CPUs, load average ${before?.toFixed(2)} at the start`,
  );
  const rows: Measurement[] = [];
  for (const page of PAGES) rows.push(await measure(base, page));

  say('');
  say(table(rows));
  say('');
  say(
    `targets: performance at least ${TARGET.performance}, TBT at most ${TARGET.tbtMs} ms, CLS ${TARGET.cls}, JavaScript of ${COUNTED_PAGE} at most ${TARGET.javascriptKb} KB gzip`,
  );
  for (const row of rows) {
    say('');
    if (row.javascript)
      say(
        `${row.page}: JavaScript the page fetched until the network was idle: ${kb(row.javascript.gzipBytes)} gzip in ${row.javascript.files} files (median of ${row.runs} run${row.runs === 1 ? '' : 's'}; a service worker's own requests left out)`,
      );
    const missed = missedTargets(row);
    say(`${row.page}: ${missed.length === 0 ? 'meets the targets' : `misses ${missed.join(', ')}`}`);
    say(`${row.page}: canonical link audit ${row.canonical}`);
    for (const finding of row.findings) say(`  ${finding}`);
  }
  say('');
  say(
    `load average at the end: ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')} (1, 5, 15 minutes)`,
  );
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
