import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../api-paths.ts';

const FALLBACK_NOT_FOUND =
  '<!doctype html><html lang="en"><title>Page Not Found</title><h1>Page Not Found</h1><p>Did you forget to add the page to the router?</p></html>';

/** A page of the site asked for in Spanish (`?lang=es`): answered with the shell that renders it so. */
function asksForSpanishShell(request: FastifyRequest): boolean {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || isApiPath(request.url)) return false;
  const [pathname, query] = request.url.split('?') as [string, string | undefined];
  return (
    query !== undefined && new URLSearchParams(query).get('lang') === 'es' && path.extname(pathname) === ''
  );
}

async function readIfPresent(file: string): Promise<string | undefined> {
  return existsSync(file) ? readFile(file, 'utf8') : undefined;
}

/**
 * Serves the built web app: precompressed files, hashed assets cached for a year, pages revalidated.
 * A page asked for in Spanish gets the app shell, which renders in the chosen language in the browser.
 * Unknown paths get 404: JSON for the API, the site's 404 page otherwise.
 */
const webRoot: FastifyPluginAsync<{ webRoot: string }> = async (app, options) => {
  const root = path.resolve(options.webRoot);
  const exists = existsSync(root);
  const notFoundHtml =
    (exists ? await readIfPresent(path.join(root, '404/index.html')) : undefined) ?? FALLBACK_NOT_FOUND;
  const shellHtml = exists ? await readIfPresent(path.join(root, '__spa-fallback.html')) : undefined;

  if (exists) {
    await app.register(fastifyStatic, {
      root,
      preCompressed: true,
      wildcard: true,
      index: ['index.html'],
      redirect: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }
  if (shellHtml) {
    // A synchronous hook: it runs for every request, and most go on at its first test.
    app.addHook('onRequest', (request, reply, done) => {
      if (!asksForSpanishShell(request)) {
        done();
        return;
      }
      reply
        .header('cache-control', 'public, max-age=0, must-revalidate')
        .type('text/html; charset=utf-8')
        .send(shellHtml);
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply
        .code(404)
        .send({ code: 'NOT_FOUND', message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
    }
    return reply.code(404).type('text/html; charset=utf-8').send(notFoundHtml);
  });
};

export const webRootPlugin = fp(webRoot, { name: 'web-root', fastify: '5.x' });
