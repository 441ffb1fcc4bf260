// A key made on first start is shown only on a terminal: the server's standard output is its JSON log,
// which a collector keeps, and so is a standard error that is not a terminal.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

function serverEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
  };
  for (const name of ['DATABASE_URL', 'ADMIN_KEY', 'GAME_SECRET', 'NODE_ENV', 'REDIS_URL', 'SMTP_URL']) {
    delete env[name];
  }
  return env;
}

/** Starts the server with standard output and standard error apart; resolves once it serves requests. */
function startServer(
  dataDir: string,
): Promise<{ child: ChildProcess; base: string; out: () => string; err: () => string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['src/server/main.ts'], {
      cwd: ROOT,
      env: serverEnv(dataDir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}\n${err}`)), 90_000);
    const check = () => {
      const match = out.match(/The site is running at (http:\/\/\S+?)\/?\s/);
      if (!match?.[1]) return;
      clearTimeout(timer);
      resolve({ child, base: match[1].replace('localhost', '127.0.0.1'), out: () => out, err: () => err });
    };
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      check();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}\n${err}`));
    });
  });
}

describe('a generated admin key', () => {
  let dataDir: string | undefined;
  let child: ChildProcess | undefined;
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('is in neither the log on standard output nor a standard error that is not a terminal', {
    timeout: 120_000,
  }, async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bts-key-notice-'));
    const server = await startServer(dataDir);
    child = server.child;
    const keyFile = path.join(dataDir, 'admin-key');
    const key = (await readFile(keyFile, 'utf8')).trim();
    expect(key.length).toBeGreaterThanOrEqual(16);
    // Requests add their access lines to the log; the key opens the dashboard.
    const stats = await fetch(`${server.base}/api/admin/stats`, { headers: { 'admin-key': key } });
    expect(stats.status).toBe(200);
    await fetch(`${server.base}/api/stats`);
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;

    const log = server.out();
    expect(log).toMatch(/"msg":"request completed"/);
    expect(log).not.toContain(key);
    expect(server.err()).not.toContain(key);
    // The operator is told where the key is, in plain words.
    expect(server.err()).toContain(`A new admin key was created and saved in ${keyFile}`);
    expect(server.err()).toMatch(/read it from that file/);
  });
});
