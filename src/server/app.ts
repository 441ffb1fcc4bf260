import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
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
import type { Config } from './config.ts';
import { connectDatabase } from './db/client.ts';
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

export const BODY_LIMIT_BYTES = 16 * 1024;

export interface AppOptions {
  config: Config;
  /** The PostgreSQL to use (main.ts resolves DATABASE_URL or the embedded server). */
  databaseUrl: string;
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
      reply.code(400).send({ message: 'Malformed URL' });
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

  const database = connectDatabase(options.databaseUrl, config.poolSize, (error) =>
    app.log.warn({ err: { message: error.message } }, 'database connection dropped'),
  );
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

  const boardCache = options.boardCache === false ? undefined : new BoardCache(options.databaseUrl, app.log);
  await boardCache?.start();

  const deps: Deps = {
    config,
    pool: database.pool,
    db: database.db,
    sessions: new Sessions(database.pool, config.cookieSecure),
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
    await database.close();
  });

  await app.register(cookie);
  await registerSecurity(app, config.publicOrigin);
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

  await registerWebRoot(app, config.webRoot);
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

/** Serves the built web app and answers unknown paths with 404: JSON for the API, the 404 page otherwise. */
async function registerWebRoot(app: FastifyInstance, webRoot: string): Promise<void> {
  const root = path.resolve(webRoot);
  const hasWeb = existsSync(root);
  if (hasWeb) {
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
  const notFoundPage = path.join(root, '404.html');
  app.setNotFoundHandler(async (request, reply) => {
    if (API_PREFIXES.some((prefix) => request.url.startsWith(prefix)) || request.method !== 'GET') {
      return reply.code(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
    }
    const html =
      hasWeb && existsSync(notFoundPage)
        ? await readFile(notFoundPage, 'utf8')
        : '<!doctype html><title>Page Not Found</title><h1>Page Not Found</h1><p>Did you forget to add the page to the router?</p>';
    return reply.code(404).type('text/html; charset=utf-8').send(html);
  });
}
