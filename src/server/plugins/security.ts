import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isStorableText } from '../../shared/api/common.ts';
import { fixedError, HttpError } from '../errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a browser says the request came from another site. Requests without these headers come
 * from programs, not pages, and carry no ambient cookies of a victim.
 */
function isCrossSite(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  if (origin === 'null') return true;
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return true;
  }
  if (publicOrigin && new URL(publicOrigin).host === originUrl.host) return false;
  return originUrl.host !== sameSchemeHost(originUrl.protocol, request.host);
}

/**
 * The Host header as the origin's scheme writes it: browsers leave out a default port in Origin,
 * while a Host header (or a proxy's X-Forwarded-Host) may spell it out and may differ in case.
 */
function sameSchemeHost(protocol: string, host: string): string | undefined {
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return undefined;
  }
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

export async function registerSecurity(
  app: FastifyInstance,
  publicOrigin: string | undefined,
  inlineScriptHashes: readonly string[] = [],
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The prerendered pages' own inline scripts are allowed by their hashes, nothing else inline.
        scriptSrc: ["'self'", ...inlineScriptHashes, 'https://www.paypal.com', 'https://*.paypal.com'],
        connectSrc: ["'self'", 'https://*.paypal.com'],
        frameSrc: ["'self'", 'https://*.paypal.com'],
        imgSrc: ["'self'", 'data:', 'https://*.paypal.com', 'https://*.paypalobjects.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  app.addHook('onRequest', async (request) => {
    if (STATE_CHANGING.has(request.method) && isCrossSite(request, publicOrigin)) {
      throw fixedError(403, 'CROSS_SITE_REQUEST');
    }
  });

  // PostgreSQL refuses NUL in text, and a lone surrogate would silently become U+FFFD: such input
  // is refused before any route sees it, whatever the route's own schema allows.
  app.addHook('preValidation', async (request) => {
    if (
      !isStorableInput(request.params) ||
      !isStorableInput(request.query) ||
      !isStorableInput(request.body)
    ) {
      throw new HttpError(
        400,
        'UNSTORABLE_VALUE',
        'Text must not contain NUL characters or unpaired surrogates',
      );
    }
  });
}
