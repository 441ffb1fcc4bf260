import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { RateLimits } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each route's `config.rateLimit`: its limit, or false when limits are off. */
    rateLimits: Limits;
  }
}

const MINUTE = 60_000;

/** The per-route limits; each is a `config.rateLimit` value for a route, or false when limits are off. */
function routeLimits(limits: RateLimits) {
  const make = (max: number, timeWindow: number) => (limits.enabled ? { max, timeWindow } : false);
  return {
    signIn: make(limits.signInPerMinute, MINUTE),
    checks: make(limits.checksPerMinute, MINUTE),
    scores: make(limits.scoresPerMinute, MINUTE),
    plays: make(limits.playsPerMinute, MINUTE),
    contact: make(limits.contactPerHour, 60 * MINUTE),
    general: make(limits.generalPerMinute, MINUTE),
  } as const;
}
type Limits = ReturnType<typeof routeLimits>;

/** Per-route request limits, counted in Redis when the instances share one, else in each instance. */
const rateLimits: FastifyPluginAsync<{ limits: RateLimits }> = async (app, { limits }) => {
  if (!limits.enabled) {
    app.log.warn('rate limits are off (RATE_LIMIT=off): use this only for benchmarks and load tests');
  }
  await app.register(rateLimit, {
    global: false,
    redis: app.redis ?? undefined,
    nameSpace: 'bts-rate-limit:',
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
  app.decorate('rateLimits', routeLimits(limits));
};

export const rateLimitPlugin = fp(rateLimits, {
  name: 'rate-limit',
  fastify: '5.x',
  dependencies: ['redis'],
});

/** Counts failures (such as wrong admin keys) per client, across instances when Redis is shared. */
export interface FailureCounter {
  /** How many failures this key has in the current window. */
  count(key: string): Promise<number>;
  record(key: string): Promise<void>;
}

export function memoryFailureCounter(windowMs: number): FailureCounter {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = entries.get(key);
    if (!entry || entry.resetAt <= Date.now()) return undefined;
    return entry;
  };
  return {
    async count(key) {
      return current(key)?.count ?? 0;
    },
    async record(key) {
      const entry = current(key);
      if (entry) entry.count += 1;
      else entries.set(key, { count: 1, resetAt: Date.now() + windowMs });
      if (entries.size > 10_000) {
        for (const [k, v] of entries) if (v.resetAt <= Date.now()) entries.delete(k);
      }
    },
  };
}

export function redisFailureCounter(redis: Redis, windowMs: number): FailureCounter {
  const name = (key: string) => `bts-failures:${key}`;
  return {
    async count(key) {
      return Number((await redis.get(name(key))) ?? 0);
    },
    async record(key) {
      await redis.multi().incr(name(key)).pexpire(name(key), windowMs, 'NX').exec();
    },
  };
}
