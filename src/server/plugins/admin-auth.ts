import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_KEY_HEADER } from '../../shared/api/admin.ts';
import type { RateLimits } from '../config.ts';
import { fixedError } from '../lib/errors.ts';
import type { RateCounter } from '../lib/rate-counter.ts';
import { secretInDataFolder } from '../lib/secret-file.ts';

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
  readonly #attempts: RateCounter | undefined;
  readonly #maxFailures: number;

  constructor(key: string, attempts: RateCounter | undefined, maxFailures: number) {
    this.#keyDigest = digest(key);
    this.#attempts = attempts;
    this.#maxFailures = maxFailures;
  }

  /**
   * Accepts the request when its admin-key header holds the key; compares in constant time. Each
   * attempt first takes a place in the client's count in one atomic step, and the right key gives
   * its place back. Past the limit, wrong keys are refused with the lockout, but the right key is
   * still accepted: otherwise anyone sharing the admin's address could keep the dashboard locked.
   */
  async check(request: FastifyRequest): Promise<void> {
    const attempt = await this.#attempts?.hit(`admin-key:${request.ip}`, FAILURE_WINDOW_MS);
    const header = request.headers[ADMIN_KEY_HEADER];
    const given = typeof header === 'string' ? header : '';
    // Hashing first gives equal-length buffers, so the comparison time does not depend on the key.
    const matches =
      given.length > 0 && given.length <= 512 && timingSafeEqual(digest(given), this.#keyDigest);
    if (matches) {
      await attempt?.undo();
      return;
    }
    if (attempt && attempt.count > this.#maxFailures) {
      throw fixedError(429, 'ADMIN_KEY_LOCKED', {
        'retry-after': String(Math.max(1, Math.ceil(attempt.ttlMs / 1000))),
      });
    }
    throw fixedError(401, 'ADMIN_KEY_INVALID');
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

/**
 * The admin key check; wrong keys are counted per client (in Redis when it is shared, in this
 * instance while Redis is away) and locked out.
 */
const adminAuth: FastifyPluginAsync<AdminAuthOptions> = async (app, options) => {
  const adminKey = await resolveAdminKey(options.configuredKey, options.dataDir);
  if (adminKey.created && adminKey.file) options.onKeyCreated?.(adminKey.key, adminKey.file);
  const attempts = options.rateLimits.enabled ? app.rateCounter : undefined;
  const guard = new AdminGuard(adminKey.key, attempts, options.rateLimits.adminFailuresPer15Minutes);
  app.decorate('requireAdmin', (request: FastifyRequest) => guard.check(request));
};

export const adminAuthPlugin = fp(adminAuth, { name: 'admin-auth', fastify: '5.x', dependencies: ['redis'] });
