import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { waitAmount } from '../../shared/api/errors.ts';
import type { RateLimits } from '../config.ts';
import { HttpError } from '../lib/errors.ts';
import type { RateCounter } from '../lib/rate-counter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each route's `config.rateLimit`: its limit, or false when limits are off. */
    rateLimits: Limits;
    /**
     * Counts one request of `key` against a limit that a route checks itself (after reading its
     * session, say) and refuses it beyond the limit, with the general 429 unless `refuse` gives
     * another error; does nothing when limits are off.
     */
    enforceLimit: (
      name: string,
      key: string,
      limit: RouteLimit,
      refuse?: (ttlMs: number) => Error,
    ) => Promise<void>;
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A route's limit as `config.rateLimit` takes it: so many requests per window, or none when limits are off. */
type RouteLimit = { max: number; timeWindow: number } | false;

/** The per-route limits; each is a `config.rateLimit` value for a route, or false when limits are off. */
function routeLimits(limits: RateLimits) {
  const make = (max: number, timeWindow: number): RouteLimit =>
    limits.enabled ? { max, timeWindow } : false;
  return {
    signIn: make(limits.signInPerMinute, MINUTE),
    checks: make(limits.checksPerMinute, MINUTE),
    scores: make(limits.scoresPerMinute, MINUTE),
    /** All score submissions from one address: room for a household of players behind one router. */
    scoresPerAddress: make(limits.scoresPerMinute * SCORES_ADDRESS_FACTOR, MINUTE),
    plays: make(limits.playsPerMinute, MINUTE),
    contact: make(limits.contactPerHour, HOUR),
    donations: make(limits.donationsPerHour, HOUR),
    /** Sign-in codes e-mailed to one account, asked for from one address, and checked for one account from one address. */
    codesPerAccount: make(limits.codesPerAccountPerHour, HOUR),
    codesPerAddress: make(limits.codesPerAddressPerHour, HOUR),
    codeChecks: make(limits.codeChecksPerHour, HOUR),
    general: make(limits.generalPerMinute, MINUTE),
    moves: make(limits.movesPerMinute, MINUTE),
    playReads: make(limits.playReadsPerMinute, MINUTE),
  } as const;
}
type Limits = ReturnType<typeof routeLimits>;

/** How many players' worth of score submissions one address may send. */
const SCORES_ADDRESS_FACTOR = 10;

/** "12 seconds", "1 minute", "3 hours": when a limited client may try again. */
function waitText(seconds: number): string {
  const { amount, unit } = waitAmount(seconds);
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** The general 429: the wait in its message, in the Retry-After header and as `retryAfterSeconds`. */
function tooManyRequests(ttlMs: number): HttpError {
  const retryAfterSeconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new HttpError(
    429,
    'RATE_LIMITED',
    `Too many requests. Please try again in ${waitText(retryAfterSeconds)}.`,
    { 'retry-after': String(retryAfterSeconds) },
    { retryAfterSeconds },
  );
}

/** The store of @fastify/rate-limit over the site's counter, so that every limit has its Redis fallback. */
function counterStore(counter: RateCounter) {
  return class CounterStore implements FastifyRateLimitStore {
    readonly #prefix: string;

    constructor(prefix: unknown = 'global:') {
      this.#prefix = typeof prefix === 'string' ? prefix : 'global:';
    }

    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number): void {
      counter.hit(`${this.#prefix}${key}`, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.ttlMs }),
        (error: Error) => callback(error),
      );
    }

    /**
     * Each route counts on its own. At run time the plugin passes the route's merged limit options,
     * with the route under `routeInfo` (its types say the route itself).
     */
    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      if (!route?.url) throw new Error('a rate-limited route must name its method and URL');
      return new CounterStore(`route:${String(route.method)}${route.url}:`);
    }
  };
}

/** Per-route request limits, counted in Redis when the instances share one, else in each instance. */
const rateLimits: FastifyPluginAsync<{ limits: RateLimits }> = async (app, { limits }) => {
  if (!limits.enabled) {
    app.log.warn('rate limits are off (RATE_LIMIT=off): use this only for benchmarks and load tests');
  }
  const counter = app.rateCounter;
  await app.register(rateLimit, {
    global: false,
    store: counterStore(counter),
    // The counter falls back to this instance's memory when Redis fails; an error here is a bug to see.
    skipOnError: false,
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
  });
  app.decorate('rateLimits', routeLimits(limits));
  app.decorate(
    'enforceLimit',
    async (
      name: string,
      key: string,
      limit: RouteLimit,
      refuse: (ttlMs: number) => Error = tooManyRequests,
    ) => {
      if (!limit) return;
      const hit = await counter.hit(`${name}:${key}`, limit.timeWindow);
      if (hit.count > limit.max) throw refuse(hit.ttlMs);
    },
  );
};

export const rateLimitPlugin = fp(rateLimits, {
  name: 'rate-limit',
  fastify: '5.x',
  dependencies: ['redis'],
});
