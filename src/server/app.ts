import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { FIXED_ERROR_MESSAGES } from '../shared/api/errors.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { Deps } from './deps.ts';
import { AdminGuard, resolveAdminKey } from './plugins/admin-key.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import {
  type FailureCounter,
  memoryFailureCounter,
  redisFailureCounter,
  registerRateLimits,
  routeLimits,
} from './plugins/rate-limits.ts';
import { registerSecurity } from './plugins/security.ts';
import { Sessions } from './plugins/session.ts';
import { adminRoutes } from './routes/admin.ts';
import { authRoutes } from './routes/auth.ts';
import { contactRoutes } from './routes/contact.ts';
import { healthRoutes } from './routes/health.ts';
import { leaderboardRoutes } from './routes/leaderboard.ts';
import { paypalRoutes } from './routes/paypal.ts';
import { scoreRoutes } from './routes/scores.ts';
import { statsRoutes } from './routes/stats.ts';
import { userRoutes } from './routes/users.ts';
import { BoardCache } from './services/board-cache.ts';
import { createMailer } from './services/mailer.ts';
import { PayPalClient } from './services/paypal-client.ts';

const BODY_LIMIT_BYTES = 16 * 1024;

export interface AppOptions {
  config: Config;
  /** The database (main.ts opens DATABASE_URL's server or the embedded engine); its owner closes it. */
  database: Database;
  /** The clock; tests pass their own. */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Serve the leaderboard from memory between changes (on by default). */
  boardCache?: boolean;
  /** Adds /api/bench/fixed, a fixed JSON body used as the benchmarks' ceiling. */
  benchRoutes?: boolean;
  /** Called once when the admin key was created in the data folder, to show it to the operator. */
  onAdminKeyCreated?: (key: string, file: string) => void;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: [
      'req.headers.cookie',
      'req.headers["admin-key"]',
      'req.headers.authorization',
      'res.headers["set-cookie"]',
    ],
    serializers: {
      // A query can hold what a person typed, such as an admin's search for an e-mail address.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: request.url.split('?')[0],
        remoteAddress: request.ip,
      }),
    },
  };
}

const API_PREFIXES = ['/api/', '/paypal/'];

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    bodyLimit: BODY_LIMIT_BYTES,
    // A number means that many proxy hops; Fastify accepts it although its types list only the other forms.
    trustProxy: config.trustProxy as boolean | string,
    routerOptions: { maxParamLength: 200 },
    forceCloseConnections: 'idle',
    // Errors found before routing (such as a broken escape in the path) answer like every other error.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      reply.code(400).send({ code: 'MALFORMED_URL', message: FIXED_ERROR_MESSAGES.MALFORMED_URL });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // A JSON content type with an empty body (a POST that carries nothing) parses as no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });

  const { database } = options;
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
    : undefined;
  redis?.on('error', (error) => app.log.warn({ err: { message: error.message } }, 'redis error'));

  const adminKey = await resolveAdminKey(config.adminKey, config.dataDir);
  if (adminKey.created && adminKey.file) options.onAdminKeyCreated?.(adminKey.key, adminKey.file);
  const adminWindow = 15 * 60_000;
  let failures: FailureCounter | undefined;
  if (config.rateLimits.enabled) {
    failures = redis ? redisFailureCounter(redis, adminWindow) : memoryFailureCounter(adminWindow);
  }

  const boardCache = options.boardCache === false ? undefined : new BoardCache(database, app.log);
  await boardCache?.start();

  const deps: Deps = {
    config,
    database,
    sessions: new Sessions(database, config.cookieSecure),
    admin: new AdminGuard(adminKey.key, failures, config.rateLimits.adminFailuresPer15Minutes),
    limits: routeLimits(config.rateLimits),
    boardCache,
    mailer: config.smtp ? createMailer(config.smtp) : undefined,
    paypal: config.paypal ? new PayPalClient(config.paypal) : undefined,
    now: options.now ?? (() => new Date()),
  };

  // Expired sessions are removed hourly rather than on any request path.
  const pruneSessions = () =>
    deps.sessions
      .prune()
      .catch((error: Error) => app.log.warn({ err: { message: error.message } }, 'session pruning failed'));
  const pruneTimer = setInterval(pruneSessions, 60 * 60_000);
  pruneTimer.unref();

  app.addHook('onClose', async () => {
    clearInterval(pruneTimer);
    await boardCache?.close();
    deps.mailer?.close();
    redis?.disconnect();
  });

  await app.register(cookie);
  const web = await loadWebRoot(config.webRoot);
  await registerSecurity(app, config.publicOrigin, web.inlineScriptHashes);
  await registerRateLimits(app, config.rateLimits, redis);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Brain training site API',
        description: 'Accounts, scores, leaderboards, statistics, contact, donations and administration.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'bts_session' },
          adminKey: { type: 'apiKey', in: 'header', name: 'admin-key' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  for (const routes of [
    healthRoutes,
    authRoutes,
    userRoutes,
    scoreRoutes,
    leaderboardRoutes,
    statsRoutes,
    contactRoutes,
    paypalRoutes,
  ]) {
    await app.register(routes, deps);
  }
  await app.register(adminRoutes, deps);

  if (options.benchRoutes) {
    app.get('/api/bench/fixed', async (request, reply) => {
      const bytes = Math.min(
        1_000_000,
        Math.max(2, Number((request.query as { bytes?: string }).bytes) || 2),
      );
      return reply.type('application/json; charset=utf-8').send(fixedJson(bytes));
    });
  }

  await registerWebRoot(app, web);
  return app;
}

const fixedBodies = new Map<number, string>();
function fixedJson(bytes: number): string {
  let body = fixedBodies.get(bytes);
  if (!body) {
    body = JSON.stringify({ fill: 'x'.repeat(Math.max(0, bytes - 11)) });
    fixedBodies.set(bytes, body);
  }
  return body;
}

interface WebRoot {
  root: string;
  exists: boolean;
  notFoundHtml: string;
  shellHtml: string | undefined;
  inlineScriptHashes: string[];
}

const FALLBACK_NOT_FOUND =
  '<!doctype html><html lang="en"><title>Page Not Found</title><h1>Page Not Found</h1><p>Did you forget to add the page to the router?</p></html>';

async function htmlFiles(folder: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory() && entry.name !== 'assets') found.push(...(await htmlFiles(full)));
    else if (entry.isFile() && entry.name.endsWith('.html')) found.push(full);
  }
  return found;
}

/** Reads what the server needs of the built web app once, at start-up. */
async function loadWebRoot(webRoot: string): Promise<WebRoot> {
  const root = path.resolve(webRoot);
  if (!existsSync(root))
    return {
      root,
      exists: false,
      notFoundHtml: FALLBACK_NOT_FOUND,
      shellHtml: undefined,
      inlineScriptHashes: [],
    };
  const hashes = new Set<string>();
  for (const file of await htmlFiles(root)) {
    const html = await readFile(file, 'utf8');
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      const body = match[1] ?? '';
      if (body.length > 0) hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  const read = async (relative: string) => {
    const file = path.join(root, relative);
    return existsSync(file) ? readFile(file, 'utf8') : undefined;
  };
  return {
    root,
    exists: true,
    notFoundHtml: (await read('404/index.html')) ?? FALLBACK_NOT_FOUND,
    shellHtml: await read('__spa-fallback.html'),
    inlineScriptHashes: [...hashes],
  };
}

function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix)) || url === '/healthz' || url === '/readyz';
}

/**
 * Serves the built web app: precompressed files, hashed assets cached for a year, pages revalidated.
 * A page asked for in Spanish gets the app shell, which renders in the chosen language in the browser.
 * Unknown paths get 404: JSON for the API, the site's 404 page otherwise.
 */
async function registerWebRoot(app: FastifyInstance, web: WebRoot): Promise<void> {
  if (web.exists) {
    await app.register(fastifyStatic, {
      root: web.root,
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
    const shell = web.shellHtml;
    if (shell) {
      app.addHook('onRequest', async (request, reply) => {
        if ((request.method !== 'GET' && request.method !== 'HEAD') || isApiPath(request.url)) return;
        const [pathname, query] = request.url.split('?') as [string, string | undefined];
        if (!query || new URLSearchParams(query).get('lang') !== 'es' || path.extname(pathname) !== '')
          return;
        return reply
          .header('cache-control', 'public, max-age=0, must-revalidate')
          .type('text/html; charset=utf-8')
          .send(shell);
      });
    }
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply
        .code(404)
        .send({ code: 'NOT_FOUND', message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
    }
    return reply.code(404).type('text/html; charset=utf-8').send(web.notFoundHtml);
  });
}
