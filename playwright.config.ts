import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { freePort } from './src/server/lib/free-port.ts';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

// The config is loaded again in every worker; the port and the run folder chosen by the first load are
// handed down through the environment, which workers inherit, so that all of them talk to one server.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_RUN_FOLDER ??= path.join(os.tmpdir(), `bts-e2e-${process.pid}-${Date.now().toString(36)}`);
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A retry would hide a flaky test; a failure should be looked at, not run again.
  retries: 0,
  workers: 2,
  // Whole games are played to the end in one test; on a busy two-core machine some take over 30 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // CI reads the console; an HTML report is written for nobody and costs time.
  reporter: 'list',
  globalTeardown: './tests/e2e/global-teardown.ts',
  use: {
    baseURL,
    // The site's service worker would serve later requests from what it holds and change what the
    // tests see; only the specs of the installable app allow it (`test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
    // A failed test keeps its trace with the DOM of every step. The screencast is left out: recording
    // it for every test, passed or not, made the whole suite about a quarter slower on two cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          ...(existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM } : {}),
          // Without these Chromium reaches out to the internet for updates, sync and field trials.
          args: [
            '--no-sandbox',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-gpu',
          ],
        },
      },
    },
  ],
  webServer: {
    command: `"${process.execPath}" tests/e2e/serve.ts`,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // The wrapper stops the server and then removes its database; a kill would leave both behind.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      E2E_RUN_FOLDER: process.env.E2E_RUN_FOLDER,
      NODE_ENV: 'production',
      ADMIN_KEY: 'e2e-admin-key-0123456789abcdef',
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
    },
  },
});
