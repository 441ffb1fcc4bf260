// A server of a test's own, on a free port (or a given one), that the test can really stop: the
// offline tests stop it, so that the page's address answers nothing, rather than trusting the
// browser's offline switch, which service workers' requests may bypass.
//
// It serves a build exactly as the site's server does (its security headers and its web root, the
// same plugins, with the same settings), without the API or a database: starting the whole server
// makes an embedded database, which takes ten to thirty seconds on a busy machine, and the pages and
// files are all these tests ask of it before they stop it. The API's addresses answer 404 with JSON.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import Fastify from 'fastify';
import { freePort } from '../../../src/server/lib/free-port.ts';
import { securityPlugin } from '../../../src/server/plugins/security.ts';
import { webRootPlugin } from '../../../src/server/plugins/web-root.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface OwnServer {
  /** The server's origin, such as `http://127.0.0.1:4410`, without a trailing slash. */
  url: string;
  port: number;
  /** Stops the server: it stops listening and drops its connections, so the address answers nothing. */
  stop(): Promise<void>;
}

export interface OwnServerOptions {
  /** The built web app to serve; the suite's (WEB_ROOT, else build/client) by default. */
  webRoot?: string;
  /** A port to listen on, to serve the same origin again after a stop; a free one by default. */
  port?: number;
  /** Whether browsers get the site's worker (the default), or the one that removes it (`SERVICE_WORKER=off`). */
  serviceWorker?: boolean;
}

/** Starts a server of the test's own and resolves once it listens. */
export async function startOwnServer(options: OwnServerOptions = {}): Promise<OwnServer> {
  const port = options.port ?? (await freePort());
  const webRoot = path.resolve(ROOT, options.webRoot ?? process.env.WEB_ROOT ?? 'build/client');
  // Connections are closed with the server, idle or not: a kept-alive one would still answer.
  const app = Fastify({ forceCloseConnections: true });
  await app.register(securityPlugin, { webRoot, publicOrigin: undefined });
  await app.register(webRootPlugin, { webRoot, serviceWorker: options.serviceWorker ?? true });
  await app.listen({ host: '127.0.0.1', port });
  let stopped: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stop: () => {
      stopped ??= app.close();
      return stopped;
    },
  };
}

/**
 * Waits until the site's service worker has installed (holding every file it lists) and controls the
 * page: from then on the page's pages, scripts and styles come from it when the server is gone.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}
