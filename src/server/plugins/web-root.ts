import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { workerSettingTiming } from '../../shared/service-worker-setting.ts';
import { isApiPath } from '../lib/api-paths.ts';
import { siteCookie } from '../lib/cookies.ts';
import { RETIRING_WORKER } from '../lib/retiring-worker.ts';

const FALLBACK_NOT_FOUND =
  '<!doctype html><html lang="en"><title>Page Not Found</title><h1>Page Not Found</h1><p>Did you forget to add the page to the router?</p></html>';

/** The folder the build prerenders the 404 page into: a file of the build, not a page of the site. */
const NOT_FOUND_FOLDER = '404';

/** The installable app's worker, written by the build (decision 027). */
const SERVICE_WORKER_PATH = '/sw.js';

/**
 * Files a browser must ask again each time rather than keep: the worker (so that a deploy reaches it at
 * once) and the web manifests. They are small, and unchanged ones are answered 304.
 */
function revalidatedEachTime(filePath: string): boolean {
  return path.basename(filePath) === 'sw.js' || filePath.endsWith('.webmanifest');
}

/** The cookie that remembers a visitor's choice of Spanish (decision 022): `es`, or absent. */
const LANG_COOKIE = 'lang';
const LANG_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The path of a request for a page (a GET or HEAD of an extensionless address outside the API),
 * without its query and without a trailing slash; the language its address asks for (`?lang=es` or
 * `?lang=en`, none without the parameter); whether it asks for Spanish, by its address or, without
 * a language in it, by the remembered choice; undefined for any other request.
 */
function pageRequest(request: FastifyRequest):
  | {
      pathname: string;
      query: URLSearchParams;
      asked: 'en' | 'es' | undefined;
      remembered: boolean;
      spanish: boolean;
    }
  | undefined {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || isApiPath(request.url)) return undefined;
  const [pathname, search] = request.url.split('?') as [string, string | undefined];
  if (path.extname(pathname) !== '') return undefined;
  const query = new URLSearchParams(search ?? '');
  const lang = query.get('lang');
  const asked = lang === 'es' ? 'es' : lang === 'en' ? 'en' : undefined;
  const remembered = rememberedSpanish(request);
  return {
    pathname: pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname,
    query,
    asked,
    remembered,
    spanish: asked === 'es' || (asked === undefined && remembered),
  };
}

/** Whether the request carries the cookie of a visitor who chose Spanish. */
function rememberedSpanish(request: FastifyRequest): boolean {
  const cookies = request.headers.cookie ?? '';
  return cookies.split(';').some((pair) => {
    const [name, value] = pair.trim().split('=');
    return (name === LANG_COOKIE || name === `__Host-${LANG_COOKIE}`) && value === 'es';
  });
}

/**
 * Remembers the language a page's address asks for: Spanish for a year, English by forgetting the
 * choice. Nothing is set for an address without a language.
 */
function rememberLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
  { asked, remembered }: { asked: 'en' | 'es' | undefined; remembered: boolean },
  publicOrigin: string | undefined,
): void {
  if (asked === undefined) return;
  const { name, options } = siteCookie(request, LANG_COOKIE, publicOrigin);
  const attributes = `Path=${options.path}; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`;
  const remember = asked === 'es' && !remembered;
  const forget = asked === 'en' && remembered;
  if (remember) reply.header('set-cookie', `${name}=es; Max-Age=${LANG_COOKIE_SECONDS}; ${attributes}`);
  if (forget) reply.header('set-cookie', `${name}=; Max-Age=0; ${attributes}`);
}

/** Where the build prerenders each page's Spanish copy (decision 022): `/faq` in Spanish is `/es/faq`. */
const SPANISH_FOLDER = 'es';

/**
 * The addresses of the pages the build prerendered (a folder's `index.html` each), the 404 page's
 * folder and the Spanish copies' folder left out: whether an address is a page is decided from the
 * build, in either language.
 */
async function prerenderedPages(root: string): Promise<Set<string>> {
  const pages = new Set<string>();
  for (const file of await readdir(root, { recursive: true })) {
    if (path.basename(file) !== 'index.html') continue;
    const folder = path.dirname(file).split(path.sep).join('/');
    if (folder === NOT_FOUND_FOLDER || folder === SPANISH_FOLDER || folder.startsWith(`${SPANISH_FOLDER}/`))
      continue;
    pages.add(folder === '.' ? '/' : `/${folder}`);
  }
  return pages;
}

/** The file of a page's prerendered Spanish copy, relative to the web root. */
function spanishFile(pathname: string): string {
  return path.join(SPANISH_FOLDER, pathname === '/' ? '' : pathname.slice(1), 'index.html');
}

async function readIfPresent(file: string): Promise<string | undefined> {
  return existsSync(file) ? readFile(file, 'utf8') : undefined;
}

/**
 * Serves the built web app: precompressed files, hashed assets cached for a year, pages revalidated.
 * A page asked for in Spanish (`?lang=es`, the spec's selector) gets its Spanish copy, prerendered
 * under /es; an address under /es is sent on to its `?lang=es` address, the one the site links
 * (decision 022). Unknown paths get 404 in either language: JSON for the API, the site's 404 page
 * otherwise, in Spanish when asked for.
 */
const webRoot: FastifyPluginAsync<{
  webRoot: string;
  publicOrigin?: string;
  serviceWorker?: boolean;
}> = async (app, options) => {
  const root = path.resolve(options.webRoot);
  const exists = existsSync(root);
  const notFoundHtml =
    (exists ? await readIfPresent(path.join(root, NOT_FOUND_FOLDER, 'index.html')) : undefined) ??
    FALLBACK_NOT_FOUND;
  const spanishNotFoundHtml =
    (exists
      ? await readIfPresent(path.join(root, SPANISH_FOLDER, NOT_FOUND_FOLDER, 'index.html'))
      : undefined) ?? notFoundHtml;
  const notFoundIn = (request: FastifyRequest) =>
    pageRequest(request)?.spanish ? spanishNotFoundHtml : notFoundHtml;

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
          hashed
            ? 'public, max-age=31536000, immutable'
            : revalidatedEachTime(filePath)
              ? 'no-cache'
              : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }
  if (options.serviceWorker === false) {
    // Turned off: every browser that asks for the worker gets the one that removes it.
    app.addHook('onRequest', (request, reply, done) => {
      if (
        (request.method !== 'GET' && request.method !== 'HEAD') ||
        request.url.split('?')[0] !== SERVICE_WORKER_PATH
      ) {
        done();
        return;
      }
      reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(RETIRING_WORKER);
    });
  }
  if (exists) {
    const pages = await prerenderedPages(root);
    const spanishPages = new Set([...pages].filter((page) => existsSync(path.join(root, spanishFile(page)))));
    const notFoundPage = `/${NOT_FOUND_FOLDER}`;
    // A synchronous hook: it runs for every request, and most go on at its first test.
    const workerSetting = workerSettingTiming(options.serviceWorker !== false);
    app.addHook('onRequest', (request, reply, done) => {
      const page = pageRequest(request);
      if (!page) {
        done();
        return;
      }
      // Whether the page should register the site's worker, read by the page from its timing entry.
      reply.header('server-timing', workerSetting);
      rememberLanguage(request, reply, page, options.publicOrigin);
      if (page.pathname === notFoundPage) {
        // The 404 page's own file is no page of the site: its address is as unknown as any other.
        reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(page.spanish ? spanishNotFoundHtml : notFoundHtml);
        return;
      }
      const spanishCopy = /^\/es(\/.*)?$/.exec(page.pathname);
      if (spanishCopy) {
        // A Spanish copy's own address: the page at the address the site links, or the Spanish 404.
        const english = spanishCopy[1] ?? '/';
        if (pages.has(english)) reply.redirect(`${english}?lang=es`, 301);
        else reply.code(404).type('text/html; charset=utf-8').send(spanishNotFoundHtml);
        return;
      }
      if (!page.spanish || !spanishPages.has(page.pathname)) {
        // Whether a page is English depends on the remembered choice too.
        if (pages.has(page.pathname)) reply.header('vary', 'Cookie');
        done();
        return;
      }
      if (page.asked === undefined) {
        // A visitor who chose Spanish, at an address without a language: to the page's Spanish address.
        page.query.set('lang', 'es');
        reply.header('cache-control', 'private, no-store').redirect(`${page.pathname}?${page.query}`, 302);
        return;
      }
      // As a file of the build: precompressed and revalidated like the English page.
      reply.header('vary', 'Cookie').sendFile(spanishFile(page.pathname));
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply
        .code(404)
        .send({ code: 'NOT_FOUND', message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
    }
    return reply.code(404).type('text/html; charset=utf-8').send(notFoundIn(request));
  });
};

export const webRootPlugin = fp(webRoot, { name: 'web-root', fastify: '5.x' });
