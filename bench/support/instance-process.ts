import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface Instance {
  name: string;
  child: ChildProcess;
  /** `http://host:port`, to ask it directly. */
  base: string;
  /** `host:port`, as the balancer names it. */
  address: string;
  logFile: string;
  /** The levels and messages of what it logged at warn or above. */
  problems: () => Array<{ level: number; msg: string }>;
  stop: () => Promise<void>;
}

/**
 * Starts the real server (`src/server/main.ts`) as its own process with the environment given on
 * top of this one's, its log in a file; resolves once it answers `/readyz`. Start several at once
 * to have them race for the migrations as instances of one site do.
 */
export async function startInstance(
  name: string,
  env: NodeJS.ProcessEnv,
  options: { dataDir: string; host: string; port: number },
): Promise<Instance> {
  await mkdir(options.dataDir, { recursive: true });
  const logFile = `${options.dataDir}.log`;
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: ROOT,
    env: { ...env, HOST: options.host, PORT: String(options.port), DATA_DIR: options.dataDir },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const tail = () =>
    existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n') : '';
  const address = `${options.host}:${options.port}`;
  const base = `http://${address}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}:\n${tail()}`);
    const ready = await fetch(`${base}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`${name} did not become ready in 120 s:\n${tail()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    name,
    child,
    base,
    address,
    logFile,
    problems: () => {
      const found: Array<{ level: number; msg: string }> = [];
      for (const line of readFileSync(logFile, 'utf8').split('\n')) {
        if (!line.startsWith('{')) continue;
        try {
          const entry = JSON.parse(line) as { level?: number; msg?: string };
          if ((entry.level ?? 0) >= 40) found.push({ level: entry.level ?? 0, msg: entry.msg ?? line });
        } catch {
          // Not a log entry.
        }
      }
      return found;
    },
    stop: () => stopServer(child, exited, name),
  };
}

/** Stops a server with SIGTERM as an operator would; killed, and an error, if it is not gone in 30 s. */
export async function stopServer(child: ChildProcess, exited: Promise<unknown>, name: string): Promise<void> {
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
    throw new Error(`${name} did not stop within 30 s of SIGTERM`);
  }
}
