import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isStorableText } from '../../shared/api/common.ts';
import { isApiPath } from '../lib/api-paths.ts';
import { fixedError, HttpError } from '../lib/errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The routes whose answers hold one person's data (besides every admin answer): a browser's cache,
 * or a shared one between it and the site, must never keep them.
 */
const PERSONAL_ROUTES = new Set([
  'GET /api/auth/me',
  'GET /api/users/:userId/scores',
  'GET /api/leaderboard/:gameId/me',
  'POST /api/plays',
  'GET /api/plays/:playId',
  'POST /api/plays/:playId/moves',
]);

function isPersonal(method: string, url: string): boolean {
  return (
    url.startsWith('/api/admin/') ||
    url.startsWith('/api/account') ||
    PERSONAL_ROUTES.has(`${method === 'HEAD' ? 'GET' : method} ${url}`)
  );
}

/** Marks an answer, errors included, as not to be stored by any cache. */
const noStore: onSendHookHandler = (_request, reply, payload, done) => {
  reply.header('cache-control', 'no-store');
  done(null, payload);
};

/**
 * An origin as browsers write it in the Origin header: scheme, host and port, the host in small
 * letters and a default port left out (a Host header may spell it out and may differ in case).
 */
function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a browser says the request came from another site. Requests without these headers come
 * from programs, not pages, and carry no ambient cookies of a victim. An Origin must be the site's
 * own whole: scheme, host and port, so that a page on http://site cannot write to https://site.
 * The site's origin is PUBLIC_ORIGIN; otherwise, and for an Origin of another host than
 * PUBLIC_ORIGIN's (the server reached by its own address), the request's Host with the scheme the
 * server sees (https behind a trusted proxy that says so).
 */
function isCrossSite(request: FastifyRequest, publicOrigin: URL | undefined): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  if (origin === 'null') return true;
  let given: URL;
  try {
    given = new URL(origin);
  } catch {
    return true;
  }
  if (publicOrigin && given.host === publicOrigin.host) return given.origin !== publicOrigin.origin;
  return given.origin !== originOf(`${request.protocol}://${request.host}`);
}

/**
 * Whether every string (and key) in a parsed body, query or set of path parameters can be stored as
 * sent. Walks without recursion, so a deeply nested body cannot exhaust the stack.
 */
function isStorableInput(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (!isStorableText(value)) return false;
    } else if (Array.isArray(value)) {
      pending.push(...value);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (!isStorableText(key)) return false;
        pending.push(item);
      }
    }
  }
  return true;
}

async function htmlFiles(folder: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory() && entry.name !== 'assets') found.push(...(await htmlFiles(full)));
    else if (entry.isFile() && entry.name.endsWith('.html')) found.push(full);
  }
  return found;
}

/** The CSP hashes of the inline scripts in the built pages, read once at start-up. */
async function inlineScriptHashes(webRoot: string): Promise<string[]> {
  const root = path.resolve(webRoot);
  if (!existsSync(root)) return [];
  const hashes = new Set<string>();
  for (const file of await htmlFiles(root)) {
    const html = await readFile(file, 'utf8');
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      const body = match[1] ?? '';
      if (body.length > 0) hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes];
}

export interface SecurityOptions {
  /** PUBLIC_ORIGIN: requests from this origin count as same-site behind a proxy that rewrites Host. */
  publicOrigin: string | undefined;
  /** The built web app, whose inline scripts the content security policy allows by their hashes. */
  webRoot: string;
}

/**
 * Security headers (a content security policy that allows the pages' own inline scripts by hash),
 * refusal of cross-site state changes, and refusal of text the database cannot store as sent.
 */
/**
 * The headers Helmet sets for these options. They are the same for every response, so they are
 * worked out once at start-up; running Helmet on each request would parse the whole policy again.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers (a content security policy that allows the pages' own inline scripts by hash),
 * refusal of cross-site state changes, and refusal of text the database cannot store as sent.
 */
const security: FastifyPluginAsync<SecurityOptions> = async (app, { publicOrigin, webRoot }) => {
  const siteOrigin = publicOrigin ? new URL(publicOrigin) : undefined;
  const scriptHashes = await inlineScriptHashes(webRoot);
  const common = {
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  };
  const pageHeaders = securityHeaders({
    ...common,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The prerendered pages' own inline scripts are allowed by their hashes, nothing else inline.
        // PayPal's JavaScript SDK is one script from www.paypal.com (paypal-sdk.ts), in sandbox and
        // live alike: its buttons and checkout run in frames and windows of PayPal's own, under
        // PayPal's policy, so this page runs no other script of PayPal's.
        scriptSrc: ["'self'", ...scriptHashes, 'https://www.paypal.com'],
        connectSrc: ["'self'", 'https://*.paypal.com'],
        frameSrc: ["'self'", 'https://*.paypal.com'],
        imgSrc: ["'self'", 'data:', 'https://*.paypal.com', 'https://*.paypalobjects.com'],
        // 'unsafe-inline' stays for styles: PayPal's SDK adds <style> elements to the page for its
        // buttons (PayPal's CSP guidance asks for it, or for a nonce that prerendered pages cannot
        // carry), Radix's dialogs add one to lock the page's scrolling (react-remove-scroll), and
        // prerendered pages hold style attributes (the TL;DR statistics' bars). Scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  // The API's answers and the build's hashed files (scripts, styles, fonts, images) are never shown
  // as a document, and no worker runs from them: their policy allows nothing at all, and the headers
  // that only a document uses (opener and agent-cluster isolation, prefetching, old browsers'
  // filters) are left off, as is the page policy's list of script hashes (about 2 KB an answer).
  const dataHeaders = securityHeaders({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });

  // Routes are registered after this plugin, so each passes here first.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => isPersonal(method, route.url))) return;
    route.onSend = [...(route.onSend ? [route.onSend].flat() : []), noStore];
  });

  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    reply.headers(isApiPath(url) || url.startsWith('/assets/') ? dataHeaders : pageHeaders);
    if (STATE_CHANGING.has(request.method) && isCrossSite(request, siteOrigin)) {
      done(fixedError(403, 'CROSS_SITE_REQUEST'));
      return;
    }
    done();
  });

  // PostgreSQL refuses NUL in text, and a lone surrogate would silently become U+FFFD: such input
  // is refused before any route sees it, whatever the route's own schema allows.
  app.addHook('preValidation', (request, _reply, done) => {
    if (
      !isStorableInput(request.params) ||
      !isStorableInput(request.query) ||
      !isStorableInput(request.body)
    ) {
      done(
        new HttpError(400, 'UNSTORABLE_VALUE', 'Text must not contain NUL characters or unpaired surrogates'),
      );
      return;
    }
    done();
  });
};

export const securityPlugin = fp(security, { name: 'security', fastify: '5.x' });
