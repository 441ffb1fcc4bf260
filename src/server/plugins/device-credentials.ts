import { createHash, randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '../db/database.ts';

const DEVICE_COOKIE = 'bts_device';
const DEVICE_SECONDS = 365 * 24 * 60 * 60;
const PRUNE_EVERY_MS = 60 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    deviceCredentials: DeviceCredentials;
  }
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The browsers an account has signed in from. Signing up, or signing in with an e-mailed code,
 * leaves a long-lived random token in an HttpOnly cookie (only its hash is stored); a browser that
 * holds one of the account's tokens signs in with the e-mail address alone. The credential belongs
 * to the browser, not to the session: signing out keeps it.
 */
class DeviceCredentials {
  readonly #pool: Queryable;
  readonly #now: () => Date;
  readonly #cookieOptions: (request: FastifyRequest) => CookieSerializeOptions;

  constructor(
    pool: Queryable,
    now: () => Date,
    cookieOptions: (request: FastifyRequest) => CookieSerializeOptions,
  ) {
    this.#pool = pool;
    this.#now = now;
    this.#cookieOptions = cookieOptions;
  }

  /** Makes a credential of this browser for the user and sets its cookie (256 random bits). */
  async issue(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const now = this.#now();
    await this.#pool.query({
      name: 'device-issue',
      text: `INSERT INTO device_credentials (token_hash, user_id, created_at, last_used_at, expires_at)
             VALUES ($1, $2, $3, $3, $4)`,
      values: [hashToken(token), userId, now, new Date(now.getTime() + DEVICE_SECONDS * 1000)],
    });
    reply.setCookie(DEVICE_COOKIE, token, this.#cookieOptions(request));
  }

  /** Whether this browser holds a live credential of the user; a credential found is marked as used now. */
  async recognizes(request: FastifyRequest, userId: number): Promise<boolean> {
    const token = request.cookies[DEVICE_COOKIE];
    if (!token || token.length > 100) return false;
    const result = await this.#pool.query({
      name: 'device-use',
      text: `UPDATE device_credentials SET last_used_at = $3
              WHERE token_hash = $1 AND user_id = $2 AND expires_at > $3`,
      values: [hashToken(token), userId, this.#now()],
    });
    return (result.rowCount ?? 0) > 0;
  }

  /** Removes lapsed credentials; called now and then, not on every request. */
  async prune(): Promise<void> {
    await this.#pool.query('DELETE FROM device_credentials WHERE expires_at <= $1', [this.#now()]);
  }
}

/** Whether the device cookie is Secure: the same rule as the session cookie's. */
function secureCookie(_request: FastifyRequest, configured: boolean): boolean {
  return configured;
}

const deviceCredentials: FastifyPluginAsync<{ secureCookie: boolean }> = async (app, options) => {
  const credentials = new DeviceCredentials(app.database, app.now, (request) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookie(request, options.secureCookie),
    maxAge: DEVICE_SECONDS,
  }));
  app.decorate('deviceCredentials', credentials);

  const pruneTimer = setInterval(() => {
    credentials
      .prune()
      .catch((error: Error) =>
        app.log.warn({ err: { message: error.message } }, 'device credential pruning failed'),
      );
  }, PRUNE_EVERY_MS);
  pruneTimer.unref();
  app.addHook('onClose', async () => clearInterval(pruneTimer));
};

export const deviceCredentialsPlugin = fp(deviceCredentials, {
  name: 'device-credentials',
  fastify: '5.x',
  dependencies: ['database', 'clock', 'session'],
});
