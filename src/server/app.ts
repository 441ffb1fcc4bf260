import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AnyGameDefinition } from '../shared/games/define-game.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { logController, loggerOptions } from './lib/logger.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { leaderboardRoutes } from './modules/leaderboard/routes.ts';
import { liveRoutes } from './modules/live/routes.ts';
import { paypalRoutes } from './modules/paypal/routes.ts';
import { playRoutes } from './modules/plays/routes.ts';
import { progressRoutes } from './modules/progress/routes.ts';
import { scoreRoutes } from './modules/scores/routes.ts';
import { statsRoutes } from './modules/stats/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { accountsPlugin } from './plugins/accounts.ts';
import { adminAuthPlugin } from './plugins/admin-auth.ts';
import { boardCachePlugin } from './plugins/board-cache.ts';
import { clockPlugin } from './plugins/clock.ts';
import { databasePlugin } from './plugins/database.ts';
import { deviceCredentialsPlugin } from './plugins/device-credentials.ts';
import { docsPlugin } from './plugins/docs.ts';
import { connectionErrors, errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { gamesPlugin } from './plugins/games.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { liveBoardsPlugin } from './plugins/live-boards.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { redisPlugin } from './plugins/redis.ts';
import { retentionPlugin } from './plugins/retention.ts';
import { scoresPlugin } from './plugins/scores.ts';
import { securityPlugin } from './plugins/security.ts';
import { serverSecretPlugin } from './plugins/server-secret.ts';
import { sessionPlugin } from './plugins/session.ts';
import { statsPlugin } from './plugins/stats.ts';
import { webRootPlugin } from './plugins/web-root.ts';

const BODY_LIMIT_BYTES = 16 * 1024;
/** Headers come in the first packet or two; the body may take up to the whole request timeout. */
const HEADERS_TIMEOUT_MS = 10_000;
/** How often Node looks for requests past their time (its default, 30 s, would stretch every limit). */
const TIMEOUT_CHECK_INTERVAL_MS = 1000;

export interface AppOptions {
  config: Config;
  /** The database (main.ts opens DATABASE_URL's server or the embedded engine); its owner closes it. */
  database: Database;
  /** The clock; tests pass their own. */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Serve the leaderboard from memory between changes (on by default). */
  boardCache?: boolean;
  /**
   * The games to serve: the registry's by default. A test adds a game of its own here
   * (docs/adding-a-game.md), with no other change to the server.
   */
  games?: readonly [AnyGameDefinition, ...AnyGameDefinition[]];
  /** Called once when the admin key was created in the data folder, to show it to the operator. */
  onAdminKeyCreated?: (key: string, file: string) => void;
}

/** The site's server: its plugins, then its modules, in the order they depend on each other. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    logController: logController(),
    bodyLimit: BODY_LIMIT_BYTES,
    // Only receiving a request is timed: a slow client cannot hold a connection open by dripping
    // bytes. A response may take as long as it needs (a long-lived stream is not cut), since no
    // idle-socket timeout is set; every database wait behind it has its own bound.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, config.requestTimeoutMs),
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    clientErrorHandler: connectionErrors,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { maxParamLength: 200 },
    forceCloseConnections: 'idle',
    // While stopping, a request that arrives on a connection still open (a balancer's, kept alive)
    // is served with Connection: close rather than refused with 503: a balancer sends a refused POST
    // to no other instance, so each rolling restart would fail some moves and scores.
    return503OnClosing: false,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  try {
    await app.register(errorsPlugin);
    await app.register(jsonBodyPlugin);
    await app.register(databasePlugin, { database: options.database });
    await app.register(clockPlugin, { now: options.now });
    await app.register(gamesPlugin, { games: options.games });
    await app.register(serverSecretPlugin, { configured: config.gameSecret, dataDir: config.dataDir });
    await app.register(redisPlugin, { url: config.redisUrl });
    await app.register(boardCachePlugin, { enabled: options.boardCache !== false });
    // After the board cache: a board-changing write tells both (app.boardsChanged).
    await app.register(liveBoardsPlugin, {
      streamsPerAddress: config.rateLimits.enabled ? config.rateLimits.liveStreamsPerAddress : Infinity,
    });
    await app.register(scoresPlugin);
    await app.register(accountsPlugin);
    await app.register(statsPlugin);
    await app.register(sessionPlugin, { publicOrigin: config.publicOrigin });
    await app.register(deviceCredentialsPlugin, { publicOrigin: config.publicOrigin });
    await app.register(mailerPlugin, { smtp: config.smtp, publicOrigin: config.publicOrigin });
    // After the mailer and the accounts: the clean-up warns inactive accounts and deletes them.
    await app.register(retentionPlugin);
    await app.register(adminAuthPlugin, {
      configuredKey: config.adminKey,
      dataDir: config.dataDir,
      rateLimits: config.rateLimits,
      onKeyCreated: options.onAdminKeyCreated,
    });
    await app.register(securityPlugin, { publicOrigin: config.publicOrigin, webRoot: config.webRoot });
    await app.register(rateLimitPlugin, { limits: config.rateLimits });
    await app.register(docsPlugin);

    await app.register(healthRoutes);
    await app.register(authRoutes, { prefix: '/api/auth' });
    await app.register(userRoutes, { prefix: '/api/users' });
    await app.register(progressRoutes, { prefix: '/api/users' });
    await app.register(accountRoutes, { prefix: '/api/account' });
    await app.register(playRoutes, { prefix: '/api/plays' });
    await app.register(scoreRoutes, { prefix: '/api/scores' });
    await app.register(leaderboardRoutes, { prefix: '/api/leaderboard' });
    await app.register(liveRoutes, { prefix: '/api/live', heartbeatMs: config.liveHeartbeatMs });
    await app.register(statsRoutes, { prefix: '/api' });
    await app.register(contactRoutes, { prefix: '/api/contact' });
    await app.register(paypalRoutes, { prefix: '/paypal', paypal: config.paypal });
    await app.register(adminRoutes, { prefix: '/api/admin' });

    await app.register(webRootPlugin, {
      webRoot: config.webRoot,
      publicOrigin: config.publicOrigin,
      serviceWorker: config.serviceWorker,
    });
  } catch (error) {
    // What started before the failure (the board cache's listener, Redis) is released.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
