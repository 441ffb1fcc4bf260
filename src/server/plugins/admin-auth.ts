import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_KEY_HEADER } from '../../shared/api/admin.ts';
import type { RateLimits } from '../config.ts';
import { fixedError } from '../errors.ts';
import { secretInDataFolder } from '../secret-file.ts';
import { type FailureCounter, memoryFailureCounter, redisFailureCounter } from './rate-limit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A hook that refuses a request without the admin key in its admin-key header. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

const ADMIN_KEY_FILE = 'admin-key';
const FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * The admin key: ADMIN_KEY when set; otherwise a random key made on first start and kept in the
 * data folder, readable by its owner only. `created` tells the caller to show it once.
 */
async function resolveAdminKey(
  configured: string | undefined,
  dataDir: string,
): Promise<{ key: string; created: boolean; file?: string }> {
  if (configured) return { key: configured, created: false };
  const { value, created, file } = await secretInDataFolder(dataDir, ADMIN_KEY_FILE);
  return { key: value, created, file };
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

class AdminGuard {
  readonly #keyDigest: Buffer;
  readonly #failures: FailureCounter | undefined;
  readonly #maxFailures: number;

  constructor(key: string, failures: FailureCounter | undefined, maxFailures: number) {
    this.#keyDigest = digest(key);
    this.#failures = failures;
    this.#maxFailures = maxFailures;
  }

  /** Accepts the request when its admin-key header holds the key; compares in constant time. */
  async check(request: FastifyRequest): Promise<void> {
    const client = request.ip;
    if (this.#failures && (await this.#failures.count(client)) >= this.#maxFailures) {
      throw fixedError(429, 'ADMIN_KEY_LOCKED', { 'retry-after': '900' });
    }
    const header = request.headers[ADMIN_KEY_HEADER];
    const given = typeof header === 'string' ? header : '';
    // Hashing first gives equal-length buffers, so the comparison time does not depend on the key.
    const matches =
      given.length > 0 && given.length <= 512 && timingSafeEqual(digest(given), this.#keyDigest);
    if (!matches) {
      await this.#failures?.record(client);
      throw fixedError(401, 'ADMIN_KEY_INVALID');
    }
  }
}

export interface AdminAuthOptions {
  /** ADMIN_KEY, when set. */
  configuredKey: string | undefined;
  dataDir: string;
  rateLimits: RateLimits;
  /** Called once when the admin key was created in the data folder, to show it to the operator. */
  onKeyCreated?: (key: string, file: string) => void;
}

/** The admin key check; wrong keys are counted per client (in Redis when it is shared) and locked out. */
const adminAuth: FastifyPluginAsync<AdminAuthOptions> = async (app, options) => {
  const adminKey = await resolveAdminKey(options.configuredKey, options.dataDir);
  if (adminKey.created && adminKey.file) options.onKeyCreated?.(adminKey.key, adminKey.file);
  let failures: FailureCounter | undefined;
  if (options.rateLimits.enabled) {
    failures = app.redis
      ? redisFailureCounter(app.redis, FAILURE_WINDOW_MS)
      : memoryFailureCounter(FAILURE_WINDOW_MS);
  }
  const guard = new AdminGuard(adminKey.key, failures, options.rateLimits.adminFailuresPer15Minutes);
  app.decorate('requireAdmin', (request: FastifyRequest) => guard.check(request));
};

export const adminAuthPlugin = fp(adminAuth, { name: 'admin-auth', fastify: '5.x', dependencies: ['redis'] });
