import { createHash, randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteLanguage } from '../../shared/api/auth.ts';
import type { User } from '../../shared/api/users.ts';
import { SESSION_DAYS } from '../../shared/retention.ts';
import type { Database, Queryable } from '../db/database.ts';
import { requestCookie, siteCookie } from '../lib/cookies.ts';
import { unauthorized } from '../lib/errors.ts';
import { type ListedBrowserRow, listedBrowser } from '../lib/listed-browsers.ts';
import { ListenedCache } from '../lib/listened-cache.ts';
import { browserName } from './browser-name.ts';

/**
 * A sign-in as the account records it: when (the app's clock), and the site's language it came from
 * when the request said. It keeps the account from deletion for inactivity and cancels its warnings.
 */
interface SignIn {
  at: Date;
  lang: SiteLanguage | undefined;
}

/** The session cookie's name; `__Host-bts_session` where the cookie is Secure (see cookies.ts). */
export const SESSION_COOKIE = 'bts_session';
const SESSION_SECONDS = SESSION_DAYS * 24 * 60 * 60;

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
    /** A preHandler that refuses a request without a signed-in user (401) and sets `request.user`. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** A preHandler for routes open to guests: sets `request.viewer` to the signed-in user or null. */
    identifyUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user; set by the `requireUser` preHandler, so only routes that use it read it. */
    user: User;
    /** The signed-in user or null for a guest; set by the `identifyUser` preHandler. */
    viewer: User | null;
  }
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface UserRow {
  id: number;
  username: string;
  email: string | null;
  created_at: Date;
}

export function toUser(row: UserRow): User {
  return { id: row.id, username: row.username, email: row.email, createdAt: row.created_at.toISOString() };
}

/** Where every instance hears of a session that ended or changed (a trigger of the sessions table). */
const SESSION_CHANNEL = 'session_ended';
/** All kept sessions are one group: a change to a user's name or address drops them all. */
const SESSIONS = 'sessions';
/** Sessions kept in memory at most; past that, the one kept longest goes. */
const KEPT_SESSIONS = 100_000;

interface KeptSession {
  user: User;
  expiresAt: number;
  /** When this instance last recorded the session's use (Date.now()). */
  touchedAt: number;
}

/** A session's last use is recorded at most this often (the account page shows it to the hour). */
const TOUCH_EVERY_MS = 60 * 60_000;

/** A session as the account page lists it. */
interface SessionEntry {
  id: number;
  browser: string;
  signedInAt: string;
  lastUsedAt: string;
  expiresAt: string;
  current: boolean;
}

class Sessions {
  readonly #pool: Database;
  readonly #publicOrigin: string | undefined;
  /**
   * Sessions read recently, so that a signed-in request costs no query: a trigger announces every
   * session that ends or changes, and a kept one is used only once every announcement committed
   * before the request arrived has been heard (see ListenedCache).
   */
  readonly #kept: ListenedCache<KeptSession>;

  constructor(
    pool: Database,
    publicOrigin: string | undefined,
    log: { warn: (o: object, m: string) => void },
  ) {
    this.#pool = pool;
    this.#publicOrigin = publicOrigin;
    this.#kept = new ListenedCache<KeptSession>(pool, log, {
      channel: SESSION_CHANNEL,
      name: 'session',
      stale: (payload) => (payload.startsWith('user:') ? { group: SESSIONS } : { key: payload }),
      groupOf: () => SESSIONS,
      maxEntries: KEPT_SESSIONS,
    });
  }

  /** Starts listening for sessions that end, so that sessions can be kept. */
  listen(): Promise<void> {
    return this.#kept.start();
  }

  close(): Promise<void> {
    return this.#kept.close();
  }

  /** The cookie's name and attributes on this request; setting and clearing use the same. */
  #cookie(request: FastifyRequest) {
    return siteCookie(request, SESSION_COOKIE, this.#publicOrigin);
  }

  /** The session token this request carries, under the cookie name used on this request. */
  token(request: FastifyRequest): string | undefined {
    const token = requestCookie(request, this.#cookie(request).name);
    return token && token.length <= 100 ? token : undefined;
  }

  /**
   * Starts a session for the user and sets its cookie (256 random bits; only a hash is stored), with
   * the browser's short name for the account page.
   */
  async start(reply: FastifyReply, userId: number, signIn: SignIn): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    // The account's sign-in is recorded in the same statement: no extra round trip on sign-in. The
    // users trigger announces only a change of name or address, so this update announces nothing.
    await this.#pool.query({
      name: 'session-start',
      text: `WITH signed_in AS (
               UPDATE users SET last_sign_in_at = $5, lang = coalesce($6, lang),
                      inactivity_warned_at = NULL, inactivity_final_warned_at = NULL
                WHERE id = $2
             )
             INSERT INTO sessions (token_hash, user_id, expires_at, browser)
             VALUES ($1, $2, now() + make_interval(days => $3), $4)`,
      values: [
        hashToken(token),
        userId,
        SESSION_DAYS,
        browserName(reply.request.headers['user-agent']),
        signIn.at,
        signIn.lang ?? null,
      ],
    });
    const cookie = this.#cookie(reply.request);
    reply.setCookie(cookie.name, token, { ...cookie.options, maxAge: SESSION_SECONDS });
  }

  /** The signed-in user of this request, or null. */
  async user(request: FastifyRequest): Promise<User | null> {
    const token = this.token(request);
    if (!token) return null;
    const tokenHash = hashToken(token);
    const kept = await this.#kept.get(tokenHash);
    if (kept && kept.expiresAt > Date.now()) {
      if (Date.now() - kept.touchedAt > TOUCH_EVERY_MS) {
        kept.touchedAt = Date.now();
        await this.#pool.query({
          name: 'session-touch',
          text: 'UPDATE sessions SET last_used_at = now() WHERE token_hash = $1',
          values: [tokenHash],
        });
      }
      return kept.user;
    }
    const generation = this.#kept.generation(SESSIONS);
    // Read and marked as used in one statement; the mark announces nothing (see the sessions trigger).
    const result = await this.#pool.query<UserRow & { expires_at: Date }>({
      name: 'session-user',
      text: `UPDATE sessions s SET last_used_at = now()
               FROM users u
              WHERE u.id = s.user_id AND s.token_hash = $1 AND s.expires_at > now()
          RETURNING u.id, u.username, u.email, u.created_at, s.expires_at`,
      values: [tokenHash],
    });
    const row = result.rows[0];
    if (!row) return null;
    const user = toUser(row);
    this.#kept.set(
      tokenHash,
      { user, expiresAt: row.expires_at.getTime(), touchedAt: Date.now() },
      generation,
    );
    return user;
  }

  /** The user's live sessions, newest first, this request's marked. */
  async list(request: FastifyRequest, userId: number): Promise<SessionEntry[]> {
    const token = this.token(request);
    const current = token ? hashToken(token) : '';
    const result = await this.#pool.query<ListedBrowserRow>({
      name: 'session-list',
      text: `SELECT id, browser, created_at, last_used_at, expires_at, token_hash = $2 AS current
               FROM sessions WHERE user_id = $1 AND expires_at > now()
              ORDER BY created_at DESC, id DESC`,
      values: [userId, current],
    });
    return result.rows.map((row) => {
      const { createdAt, ...entry } = listedBrowser(row);
      return { ...entry, signedInAt: createdAt };
    });
  }

  /**
   * Ends one of the user's sessions by its id; false when the user has no such session. Ending the
   * request's own clears its cookie as well.
   */
  async endById(request: FastifyRequest, reply: FastifyReply, userId: number, id: number): Promise<boolean> {
    const result = await this.#pool.query<{ token_hash: string }>({
      name: 'session-end-by-id',
      text: 'DELETE FROM sessions WHERE user_id = $1 AND id = $2 RETURNING token_hash',
      values: [userId, id],
    });
    const ended = result.rows[0];
    if (!ended) return false;
    this.#kept.forget(ended.token_hash);
    const token = this.token(request);
    if (token && hashToken(token) === ended.token_hash) {
      const cookie = this.#cookie(request);
      reply.clearCookie(cookie.name, cookie.options);
    }
    return true;
  }

  /**
   * Ends every session of the user but this request's (all of them when `keepThis` is false), in the
   * caller's transaction when given; returns how many ended. Every instance hears of each (trigger).
   */
  async endOthers(
    request: FastifyRequest,
    userId: number,
    keepThis: boolean,
    db: Queryable = this.#pool,
  ): Promise<number> {
    const token = keepThis ? this.token(request) : undefined;
    const result = await db.query<{ token_hash: string }>({
      name: 'session-end-others',
      text: 'DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2 RETURNING token_hash',
      values: [userId, token ? hashToken(token) : ''],
    });
    for (const row of result.rows) this.#kept.forget(row.token_hash);
    return result.rowCount ?? 0;
  }

  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = this.token(request);
    if (token) {
      const tokenHash = hashToken(token);
      await this.#pool.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
      this.#kept.forget(tokenHash);
    }
    const cookie = this.#cookie(request);
    reply.clearCookie(cookie.name, cookie.options);
  }
}

/** Session cookies: `app.sessions` starts and ends them, the `requireUser` preHandler reads them. */
const session: FastifyPluginAsync<{ publicOrigin: string | undefined }> = async (app, options) => {
  // Cookies are parsed by the routes that read them (requestCookie), not on every request.
  await app.register(cookie, { hook: false });
  const sessions = new Sessions(app.database, options.publicOrigin, app.log);
  await sessions.listen();
  app.addHook('onClose', () => sessions.close());
  app.decorate('sessions', sessions);
  app.decorateRequest('user');
  app.decorateRequest('viewer', null);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const user = await sessions.user(request);
    if (!user) throw unauthorized();
    request.user = user;
  });
  app.decorate('identifyUser', async (request: FastifyRequest) => {
    request.viewer = await sessions.user(request);
  });
};

export const sessionPlugin = fp(session, { name: 'session', fastify: '5.x', dependencies: ['database'] });
