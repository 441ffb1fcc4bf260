import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy.ts';

const flag = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((value) => value === 'on' || value === 'true' || value === '1');

const positiveInt = z.coerce.number().int().min(1);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_POOL_SIZE: positiveInt.max(200).default(20),
  ADMIN_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  GAME_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }).optional(),
  RATE_LIMIT: flag.default(true),
  RATE_LIMIT_SIGN_IN_PER_MINUTE: positiveInt.default(20),
  RATE_LIMIT_CHECKS_PER_MINUTE: positiveInt.default(120),
  RATE_LIMIT_SCORES_PER_MINUTE: positiveInt.default(12),
  RATE_LIMIT_PLAYS_PER_MINUTE: positiveInt.default(30),
  RATE_LIMIT_CONTACT_PER_HOUR: positiveInt.default(5),
  RATE_LIMIT_ADMIN_FAILURES_PER_15_MINUTES: positiveInt.default(10),
  RATE_LIMIT_GENERAL_PER_MINUTE: positiveInt.default(600),
  RATE_LIMIT_MOVES_PER_MINUTE: positiveInt.default(4000),
  RATE_LIMIT_PLAY_READS_PER_MINUTE: positiveInt.default(600),
  RATE_LIMIT_DONATIONS_PER_HOUR: positiveInt.default(20),
  REQUEST_TIMEOUT_SECONDS: positiveInt.max(300).default(15),
  RATE_LIMIT_CODES_PER_ACCOUNT_PER_HOUR: positiveInt.default(6),
  RATE_LIMIT_CODES_PER_ADDRESS_PER_HOUR: positiveInt.default(20),
  RATE_LIMIT_CODE_CHECKS_PER_HOUR: positiveInt.default(30),
  RATE_LIMIT_LIVE_STREAMS_PER_ADDRESS: positiveInt.default(20),
  LIVE_HEARTBEAT_SECONDS: positiveInt.max(300).default(20),
  TRUST_PROXY: z.string().optional(),
  PUBLIC_ORIGIN: z.url().optional(),
  /** No longer read: siteCookie (cookies.ts) decides; set, it stops start-up with the rule. */
  COOKIE_SECURE: z.string().optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  CONTACT_TO: z.email().optional(),
  CONTACT_FROM: z.email().optional(),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_ENV: z.enum(['sandbox', 'live']).default('sandbox'),
  PAYPAL_API_BASE: z.url().optional(),
  // Read by the build, which writes them into the pages (decision 020); checked here so a bad value
  // stops the start with a message.
  SISTER_SITE_URL: z.url({ protocol: /^https$/, error: 'must be an absolute https:// address' }).optional(),
  SISTER_SITE_NAME: z.string().min(1).optional(),
  OPERATOR_NAME: z.string().trim().min(1).optional(),
  OPERATOR_EMAIL: z.email().optional(),
  OPERATOR_ADDRESS: z.string().trim().min(1).optional(),
  // Named on the privacy policy and the terms when given; never required (decision 020).
  EMAIL_PROVIDER_NAME: z.string().trim().min(1).optional(),
  HOST_PROVIDER_NAME: z.string().trim().min(1).optional(),
  REDIS_PROVIDER_NAME: z.string().trim().min(1).optional(),
  GOVERNING_LAW: z.string().trim().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_ROOT: z.string().min(1).default('build/client'),
  // `off` serves a worker that removes itself and the site's caches from every browser (decision 027).
  SERVICE_WORKER: flag.default(true),
});

type Env = z.infer<typeof envSchema>;

export interface RateLimits {
  enabled: boolean;
  signInPerMinute: number;
  checksPerMinute: number;
  scoresPerMinute: number;
  playsPerMinute: number;
  contactPerHour: number;
  adminFailuresPer15Minutes: number;
  generalPerMinute: number;
  /** Move requests of games in play, per address: twice the pace of the fastest floor (a tile slide). */
  movesPerMinute: number;
  /** Reads of a game in play (to resume it), per address. */
  playReadsPerMinute: number;
  donationsPerHour: number;
  /** Sign-in codes e-mailed to one account; past it, login answers as ever and sends nothing. */
  codesPerAccountPerHour: number;
  /** Sign-in codes asked for from one address, whatever the accounts. */
  codesPerAddressPerHour: number;
  /** Sign-in codes checked for one account from one client address, right or wrong. */
  codeChecksPerHour: number;
  /**
   * Live board streams open at once from one client address, on each instance (a browser opens one
   * for all its tabs; a household or an office shares an address).
   */
  liveStreamsPerAddress: number;
}

export interface PayPalConfig {
  clientId: string;
  clientSecret: string;
  apiBase: string;
}

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  poolSize: number;
  adminKey: string | undefined;
  /** Seeds the daily picks (TL;DR's word, Word Scramble's order); unset, one is made in the data folder. */
  gameSecret: string | undefined;
  redisUrl: string | undefined;
  rateLimits: RateLimits;
  /** How long a request (headers and body) may take to arrive. */
  requestTimeoutMs: number;
  /** How often an open live board stream gets a comment line, so that proxies keep it open. */
  liveHeartbeatMs: number;
  trustProxy: TrustProxy;
  publicOrigin: string | undefined;
  smtp: { url: string; to: string; from: string } | undefined;
  paypal: PayPalConfig | undefined;
  logLevel: Env['LOG_LEVEL'];
  webRoot: string;
  /** Whether browsers get the installable app's worker (`sw.js`), or one that removes itself. */
  serviceWorker: boolean;
}

export class ConfigError extends Error {}

/** Reads and checks the environment once; a bad value stops start-up with a message naming it. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (Boolean(env.PAYPAL_CLIENT_ID) !== Boolean(env.PAYPAL_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together',
    );
  }
  if (env.COOKIE_SECURE !== undefined) {
    throw new ConfigError(
      'Invalid configuration:\n  COOKIE_SECURE: no longer read; cookies are Secure when PUBLIC_ORIGIN is https://, not when it is http://, and without PUBLIC_ORIGIN unless the request is for localhost, 127.0.0.1 or [::1]. Remove it (and set PUBLIC_ORIGIN=http://... to serve plain HTTP beyond this machine)',
    );
  }
  if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
    // Without a mail server sign-in codes go to the log, where they would be secrets anyone reading it could use.
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_URL is required when NODE_ENV=production: sign-in codes must be e-mailed, and without a mail server they are written to the server log, a fallback for development only. Set SMTP_URL (and CONTACT_TO), or leave NODE_ENV unset for development.',
    );
  }
  if (env.NODE_ENV === 'production' && (!env.OPERATOR_NAME || !env.OPERATOR_EMAIL)) {
    // The privacy policy must name the controller and the terms who runs the site.
    throw new ConfigError(
      'Invalid configuration:\n  OPERATOR_NAME and OPERATOR_EMAIL are required when NODE_ENV=production: the privacy policy, the terms and the about page name who runs the site and how to reach them. Set both (and OPERATOR_ADDRESS if you have one); "npm start" then rebuilds the pages with them.',
    );
  }
  if (env.NODE_ENV === 'production') {
    // The privacy policy names every processor: a production site must not show "not configured".
    const missing = [
      env.EMAIL_PROVIDER_NAME ? null : 'EMAIL_PROVIDER_NAME',
      env.HOST_PROVIDER_NAME ? null : 'HOST_PROVIDER_NAME',
      env.REDIS_URL && !env.REDIS_PROVIDER_NAME ? 'REDIS_PROVIDER_NAME (REDIS_URL is set)' : null,
    ].filter((name) => name !== null);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n  ${missing.join(', ')} required when NODE_ENV=production: the privacy policy names who sends the site's e-mail, who hosts it and, when one is used, who runs its Redis. Set them; "npm start" then rebuilds the pages with them.`,
      );
    }
  }
  if (env.SMTP_URL && !env.CONTACT_TO) {
    throw new ConfigError('Invalid configuration:\n  CONTACT_TO is required when SMTP_URL is set');
  }
  let trustProxy: TrustProxy;
  try {
    trustProxy = parseTrustProxy(env.TRUST_PROXY);
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  TRUST_PROXY: ${(error as Error).message}`);
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
    adminKey: env.ADMIN_KEY,
    gameSecret: env.GAME_SECRET,
    redisUrl: env.REDIS_URL,
    rateLimits: {
      enabled: env.RATE_LIMIT,
      signInPerMinute: env.RATE_LIMIT_SIGN_IN_PER_MINUTE,
      checksPerMinute: env.RATE_LIMIT_CHECKS_PER_MINUTE,
      scoresPerMinute: env.RATE_LIMIT_SCORES_PER_MINUTE,
      playsPerMinute: env.RATE_LIMIT_PLAYS_PER_MINUTE,
      contactPerHour: env.RATE_LIMIT_CONTACT_PER_HOUR,
      adminFailuresPer15Minutes: env.RATE_LIMIT_ADMIN_FAILURES_PER_15_MINUTES,
      generalPerMinute: env.RATE_LIMIT_GENERAL_PER_MINUTE,
      movesPerMinute: env.RATE_LIMIT_MOVES_PER_MINUTE,
      playReadsPerMinute: env.RATE_LIMIT_PLAY_READS_PER_MINUTE,
      donationsPerHour: env.RATE_LIMIT_DONATIONS_PER_HOUR,
      codesPerAccountPerHour: env.RATE_LIMIT_CODES_PER_ACCOUNT_PER_HOUR,
      codesPerAddressPerHour: env.RATE_LIMIT_CODES_PER_ADDRESS_PER_HOUR,
      codeChecksPerHour: env.RATE_LIMIT_CODE_CHECKS_PER_HOUR,
      liveStreamsPerAddress: env.RATE_LIMIT_LIVE_STREAMS_PER_ADDRESS,
    },
    requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
    liveHeartbeatMs: env.LIVE_HEARTBEAT_SECONDS * 1000,
    trustProxy,
    publicOrigin: env.PUBLIC_ORIGIN,
    smtp:
      env.SMTP_URL && env.CONTACT_TO
        ? { url: env.SMTP_URL, to: env.CONTACT_TO, from: env.CONTACT_FROM ?? env.CONTACT_TO }
        : undefined,
    paypal:
      env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
        ? {
            clientId: env.PAYPAL_CLIENT_ID,
            clientSecret: env.PAYPAL_CLIENT_SECRET,
            apiBase:
              env.PAYPAL_API_BASE ??
              (env.PAYPAL_ENV === 'live' ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com'),
          }
        : undefined,
    logLevel: env.LOG_LEVEL,
    webRoot: env.WEB_ROOT,
    serviceWorker: env.SERVICE_WORKER,
  };
}
