import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEVICE_CREDENTIAL_DAYS } from '../../shared/retention.ts';
import { requestCookie, siteCookie } from '../cookies.ts';
import type { Queryable } from '../db/database.ts';

/** The device credential's cookie; `__Host-bts_device` where the cookie is Secure (see cookies.ts). */
const DEVICE_COOKIE = 'bts_device';
const DEVICE_SECONDS = DEVICE_CREDENTIAL_DAYS * 24 * 60 * 60;

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
 * to the browser, not to the session: signing out keeps it. It lasts a year from its last use.
 */
class DeviceCredentials {
  readonly #pool: Queryable;
  readonly #now: () => Date;
  readonly #publicOrigin: string | undefined;

  constructor(pool: Queryable, now: () => Date, publicOrigin: string | undefined) {
    this.#pool = pool;
    this.#now = now;
    this.#publicOrigin = publicOrigin;
  }

  /** The cookie's name and attributes on this request; setting, reading and clearing use the same. */
  #cookie(request: FastifyRequest) {
    return siteCookie(request, DEVICE_COOKIE, this.#publicOrigin);
  }

  #expiry(from: Date): Date {
    return new Date(from.getTime() + DEVICE_SECONDS * 1000);
  }

  /** Makes a credential of this browser for the user and sets its cookie (256 random bits). */
  async issue(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const now = this.#now();
    await this.#pool.query({
      name: 'device-issue',
      text: `INSERT INTO device_credentials (token_hash, user_id, created_at, last_used_at, expires_at)
             VALUES ($1, $2, $3, $3, $4)`,
      values: [hashToken(token), userId, now, this.#expiry(now)],
    });
    const cookie = this.#cookie(request);
    reply.setCookie(cookie.name, token, { ...cookie.options, maxAge: DEVICE_SECONDS });
  }

  /**
   * Whether this browser holds a live credential of the user. A credential found is marked as used
   * now and lasts another year, in the database and in the browser.
   */
  async recognizes(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<boolean> {
    const cookie = this.#cookie(request);
    const token = requestCookie(request, cookie.name);
    if (!token || token.length > 100) return false;
    const now = this.#now();
    const result = await this.#pool.query({
      name: 'device-use',
      text: `UPDATE device_credentials SET last_used_at = $3, expires_at = $4
              WHERE token_hash = $1 AND user_id = $2 AND expires_at > $3`,
      values: [hashToken(token), userId, now, this.#expiry(now)],
    });
    if ((result.rowCount ?? 0) === 0) return false;
    reply.setCookie(cookie.name, token, { ...cookie.options, maxAge: DEVICE_SECONDS });
    return true;
  }

  /** Clears this browser's cookie (its credential rows go with the account, or lapse). */
  clear(request: FastifyRequest, reply: FastifyReply): void {
    const cookie = this.#cookie(request);
    reply.clearCookie(cookie.name, cookie.options);
  }
}

/** Device credentials: `app.deviceCredentials` issues, recognises and clears them. */
const deviceCredentials: FastifyPluginAsync<{ publicOrigin: string | undefined }> = async (app, options) => {
  app.decorate('deviceCredentials', new DeviceCredentials(app.database, app.now, options.publicOrigin));
};

export const deviceCredentialsPlugin = fp(deviceCredentials, {
  name: 'device-credentials',
  fastify: '5.x',
  dependencies: ['database', 'clock', 'session'],
});
