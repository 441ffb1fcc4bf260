// A production server e-mails sign-in codes: without a mail server it would write them to its log,
// where anyone who reads the log could use them, so it refuses to start.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Runs the server's entry point with only these settings and returns how it ended; a server that
 * starts instead is stopped, and reported as 'running'.
 */
function start(env: NodeJS.ProcessEnv): Promise<{ code: number | 'running' | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['src/server/main.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let running = false;
    child.stdout.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('The site is running')) return;
      running = true;
      child.kill('SIGTERM');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: running ? 'running' : code, stderr }));
  });
}

describe('NODE_ENV=production without SMTP_URL', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bts-production-mail-'));
  });
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  it('refuses to start, with a message that names SMTP_URL and why', async () => {
    const { code, stderr } = await start({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0' });
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toContain('SMTP_URL is required when NODE_ENV=production');
    expect(stderr).toMatch(/a fallback for development only/);
  });
});
