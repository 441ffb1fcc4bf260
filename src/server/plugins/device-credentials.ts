import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEVICE_CREDENTIAL_DAYS } from '../../shared/retention.ts';
import type { Queryable } from '../db/database.ts';
import { requestCookie, siteCookie } from '../lib/cookies.ts';
import { type ListedBrowserRow, listedBrowser } from '../lib/listed-browsers.ts';
import { browserName } from './browser-name.ts';

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

/** How long a replaced token still signs in, so that two tabs signing in together both succeed. */
const ROTATION_GRACE_MS = 60_000;

/** A remembered browser as the account page lists it. */
interface DeviceEntry {
  id: number;
  browser: string;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
  current: boolean;
}

/**
 * The browsers an account has signed in from. Signing up, or signing in with an e-mailed code,
 * leaves a long-lived random token in an HttpOnly cookie (only its hash is stored); a browser that
 * holds one of the account's tokens signs in with the e-mail address alone. Each such sign-in gives
 * the browser a new token (the old one still works for a minute), so a copied cookie stops working
 * once the browser it was taken from signs in again. The credential belongs to the browser, not to
 * the session: signing out keeps it. It lasts a year from its last use.
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

  /** The token this request's browser holds, if it could be one. */
  #token(request: FastifyRequest): string | undefined {
    const token = requestCookie(request, this.#cookie(request).name);
    return token && token.length <= 100 ? token : undefined;
  }

  #set(request: FastifyRequest, reply: FastifyReply, token: string): void {
    const cookie = this.#cookie(request);
    reply.setCookie(cookie.name, token, { ...cookie.options, maxAge: DEVICE_SECONDS });
  }

  /** Makes a credential of this browser for the user and sets its cookie (256 random bits). */
  async issue(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const now = this.#now();
    await this.#pool.query({
      name: 'device-issue',
      text: `INSERT INTO device_credentials (token_hash, user_id, created_at, last_used_at, expires_at, browser)
             VALUES ($1, $2, $3, $3, $4, $5)`,
      values: [hashToken(token), userId, now, this.#expiry(now), browserName(request.headers['user-agent'])],
    });
    this.#set(request, reply, token);
  }

  /**
   * Whether this browser holds a live credential of the user. A credential found is marked as used
   * now, lasts another year, and the browser gets a new token in place of the one it sent. A token
   * replaced less than a minute ago is still accepted and replaced by nothing: the browser already
   * has, or is about to receive, the token that replaced it.
   */
  async recognizes(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<boolean> {
    const token = this.#token(request);
    if (!token) return false;
    const now = this.#now();
    const next = randomBytes(32).toString('base64url');
    const sent = hashToken(token);
    const rotated = await this.#pool.query({
      name: 'device-use',
      text: `UPDATE device_credentials
                SET token_hash = $5, previous_token_hash = token_hash, rotated_at = $3,
                    last_used_at = $3, expires_at = $4
              WHERE token_hash = $1 AND user_id = $2 AND expires_at > $3`,
      values: [sent, userId, now, this.#expiry(now), hashToken(next)],
    });
    if ((rotated.rowCount ?? 0) > 0) {
      this.#set(request, reply, next);
      return true;
    }
    const graced = await this.#pool.query({
      name: 'device-use-replaced',
      text: `UPDATE device_credentials SET last_used_at = $3
              WHERE previous_token_hash = $1 AND user_id = $2 AND rotated_at > $4 AND expires_at > $3`,
      values: [sent, userId, now, new Date(now.getTime() - ROTATION_GRACE_MS)],
    });
    return (graced.rowCount ?? 0) > 0;
  }

  /** The user's live remembered browsers, most recently used first, this request's marked. */
  async list(request: FastifyRequest, userId: number): Promise<DeviceEntry[]> {
    const token = this.#token(request);
    const now = this.#now();
    const result = await this.#pool.query<ListedBrowserRow>({
      name: 'device-list',
      text: `SELECT id, browser, created_at, last_used_at, expires_at,
                    coalesce(token_hash = $2 OR (previous_token_hash = $2 AND rotated_at > $4), false) AS current
               FROM device_credentials WHERE user_id = $1 AND expires_at > $3
              ORDER BY last_used_at DESC, id DESC`,
      values: [userId, token ? hashToken(token) : '', now, new Date(now.getTime() - ROTATION_GRACE_MS)],
    });
    return result.rows.map(listedBrowser);
  }

  /** Forgets one of the user's remembered browsers by its id; false when there is no such one. */
  async forget(userId: number, id: number): Promise<boolean> {
    const result = await this.#pool.query({
      name: 'device-forget',
      text: 'DELETE FROM device_credentials WHERE user_id = $1 AND id = $2',
      values: [userId, id],
    });
    return (result.rowCount ?? 0) > 0;
  }

  /**
   * Forgets every remembered browser of the user but this request's (all of them when `keepThis` is
   * false), in the caller's transaction when given; returns how many.
   */
  async forgetOthers(
    request: FastifyRequest,
    userId: number,
    keepThis: boolean,
    db: Queryable = this.#pool,
  ): Promise<number> {
    const token = keepThis ? this.#token(request) : undefined;
    const sent = token ? hashToken(token) : '';
    const result = await db.query({
      name: 'device-forget-others',
      text: `DELETE FROM device_credentials
              WHERE user_id = $1 AND token_hash <> $2 AND previous_token_hash IS DISTINCT FROM $2`,
      values: [userId, sent],
    });
    return result.rowCount ?? 0;
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
