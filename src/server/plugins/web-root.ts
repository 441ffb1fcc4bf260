import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../lib/api-paths.ts';

const FALLBACK_NOT_FOUND =
  '<!doctype html><html lang="en"><title>Page Not Found</title><h1>Page Not Found</h1><p>Did you forget to add the page to the router?</p></html>';

/** The folder the build prerenders the 404 page into: a file of the build, not a page of the site. */
const NOT_FOUND_FOLDER = '404';

/**
 * The path of a request for a page (a GET or HEAD of an extensionless address outside the API),
 * without its query and without a trailing slash, and whether it asks for Spanish (`?lang=es`);
 * undefined for any other request.
 */
function pageRequest(request: FastifyRequest): { pathname: string; spanish: boolean } | undefined {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || isApiPath(request.url)) return undefined;
  const [pathname, query] = request.url.split('?') as [string, string | undefined];
  if (path.extname(pathname) !== '') return undefined;
  return {
    pathname: pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname,
    spanish: query !== undefined && new URLSearchParams(query).get('lang') === 'es',
  };
}

/**
 * The addresses of the pages the build prerendered (a folder's `index.html` each), the 404 page's
 * own folder left out: whether an address is a page is decided from the build, in either language.
 */
async function prerenderedPages(root: string): Promise<Set<string>> {
  const pages = new Set<string>();
  for (const file of await readdir(root, { recursive: true })) {
    if (path.basename(file) !== 'index.html') continue;
    const folder = path.dirname(file).split(path.sep).join('/');
    if (folder === NOT_FOUND_FOLDER) continue;
    pages.add(folder === '.' ? '/' : `/${folder}`);
  }
  return pages;
}

async function readIfPresent(file: string): Promise<string | undefined> {
  return existsSync(file) ? readFile(file, 'utf8') : undefined;
}

/**
 * Serves the built web app: precompressed files, hashed assets cached for a year, pages revalidated.
 * A page asked for in Spanish gets the app shell, which renders in the chosen language in the browser.
 * Unknown paths get 404 in either language: JSON for the API, the site's 404 page otherwise (which
 * shows itself in Spanish in the browser when asked to).
 */
const webRoot: FastifyPluginAsync<{ webRoot: string }> = async (app, options) => {
  const root = path.resolve(options.webRoot);
  const exists = existsSync(root);
  const notFoundHtml =
    (exists ? await readIfPresent(path.join(root, NOT_FOUND_FOLDER, 'index.html')) : undefined) ??
    FALLBACK_NOT_FOUND;
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
  if (exists) {
    const pages = await prerenderedPages(root);
    const notFoundPage = `/${NOT_FOUND_FOLDER}`;
    // A synchronous hook: it runs for every request, and most go on at its first test.
    app.addHook('onRequest', (request, reply, done) => {
      const page = pageRequest(request);
      if (page?.pathname === notFoundPage) {
        // The 404 page's own file is no page of the site: its address is as unknown as any other.
        reply.code(404).type('text/html; charset=utf-8').send(notFoundHtml);
        return;
      }
      // Only a page the build holds gets the shell; any other address goes on to its 404.
      if (!shellHtml || !page?.spanish || !pages.has(page.pathname)) {
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
