import { createHash, randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '../../shared/api/users.ts';
import { SESSION_DAYS } from '../../shared/retention.ts';
import { requestCookie, siteCookie } from '../cookies.ts';
import type { Database } from '../db/database.ts';
import { unauthorized } from '../errors.ts';
import { ListenedCache } from '../listened-cache.ts';

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

  /** Starts a session for the user and sets its cookie (256 random bits; only a hash is stored). */
  async start(reply: FastifyReply, userId: number): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await this.#pool.query({
      name: 'session-start',
      text: `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`,
      values: [hashToken(token), userId, SESSION_DAYS],
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
    if (kept && kept.expiresAt > Date.now()) return kept.user;
    const generation = this.#kept.generation(SESSIONS);
    const result = await this.#pool.query<UserRow & { expires_at: Date }>({
      name: 'session-user',
      text: `SELECT u.id, u.username, u.email, u.created_at, s.expires_at
               FROM sessions s JOIN users u ON u.id = s.user_id
              WHERE s.token_hash = $1 AND s.expires_at > now()`,
      values: [tokenHash],
    });
    const row = result.rows[0];
    if (!row) return null;
    const user = toUser(row);
    this.#kept.set(tokenHash, { user, expiresAt: row.expires_at.getTime() }, generation);
    return user;
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
