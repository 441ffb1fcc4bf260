// A second copy of the site with donations switched on: the real server on the same production
// build, its own database, and PayPal's REST API played by the local stand-in of the API tests.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { freePort } from '../../../src/server/lib/free-port.ts';
import { type PayPalStub, startPayPalStub } from '../../helpers/paypal-stub.ts';
import { removeRunResources } from './run-resources.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const ADMIN_KEY = 'e2e-admin-key-0123456789abcdef';

export interface PayPalSite {
  url: string;
  stub: PayPalStub;
  stop: () => Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the PayPal test server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the PayPal test server did not become ready');
}

/** Starts the stand-in and the server (through the suite's own wrapper, which also makes its database). */
export async function startPayPalSite(): Promise<PayPalSite> {
  const stub = await startPayPalStub();
  const port = await freePort();
  const runFolder = path.join(os.tmpdir(), `bts-e2e-paypal-${process.pid}-${randomBytes(4).toString('hex')}`);
  const child = spawn(process.execPath, ['tests/e2e/serve.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...stub.env(),
      PORT: String(port),
      HOST: '127.0.0.1',
      E2E_RUN_FOLDER: runFolder,
      NODE_ENV: 'production',
      ADMIN_KEY,
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited(child);
      clearTimeout(timer);
    }
    // The wrapper removes its database itself; this covers a wrapper that did not get that far.
    await removeRunResources(runFolder).catch(() => undefined);
    await stub.close();
  };
  try {
    await waitUntilReady(url, child, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stub, stop };
}

/**
 * PayPal's SDK script stand-in: one button that runs the page's createOrder and then onApprove, as
 * PayPal's button does once the buyer approves the payment in PayPal's window.
 */
const FAKE_SDK = `
window.paypal = {
  Buttons(options) {
    return {
      render(container) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Pay with PayPal (test double)';
        button.addEventListener('click', async () => {
          try {
            const orderID = await options.createOrder({}, {});
            await options.onApprove({ orderID }, {});
          } catch (error) {
            if (options.onError) options.onError(error);
          }
        });
        container.append(button);
        return Promise.resolve();
      },
      close() {
        return Promise.resolve();
      },
    };
  },
};
`;

/** Answers the page's requests for PayPal's SDK with the stand-in; returns the addresses asked for. */
export async function serveFakePayPalSdk(
  page: Page,
  options: { fail?: () => boolean } = {},
): Promise<string[]> {
  const requested: string[] = [];
  await page.route('https://www.paypal.com/sdk/js**', (route) => {
    requested.push(route.request().url());
    if (options.fail?.()) return route.abort('connectionrefused');
    return route.fulfill({ contentType: 'application/javascript', body: FAKE_SDK });
  });
  return requested;
}
