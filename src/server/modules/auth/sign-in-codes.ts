import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SIGN_IN_CODE_DIGITS, SIGN_IN_CODE_MINUTES, SIGN_IN_CODE_TRIES } from '../../../shared/api/limits.ts';
import { fixedError, HttpError } from '../../errors.ts';
import { consumeCode, newestCode, replaceCode, tryCode } from './queries.ts';

const HOUR_MS = 60 * 60_000;

/**
 * Only a keyed hash is stored: without the server's secret, a copy of the database cannot try the
 * million codes against it. The user id is part of it, so equal codes of two accounts differ.
 */
function hashCode(key: Buffer, userId: number, code: string): string {
  return createHmac('sha256', key).update(`${userId}:${code}`).digest('hex');
}

function randomCode(): string {
  return String(randomInt(0, 10 ** SIGN_IN_CODE_DIGITS)).padStart(SIGN_IN_CODE_DIGITS, '0');
}

const limited = () => fixedError(429, 'SIGN_IN_CODE_LIMIT', { 'retry-after': String(HOUR_MS / 1000) });

function wrongCode(triesLeft: number): HttpError {
  const tries = triesLeft === 1 ? '1 try' : `${triesLeft} tries`;
  return new HttpError(
    400,
    'SIGN_IN_CODE_WRONG',
    `This code is not right: ${tries} left.`,
    {},
    { triesLeft },
  );
}

/**
 * One-time codes e-mailed to a player who signs in from a browser the account has not used before:
 * six digits, valid ten minutes, five tries, used once; a new code replaces an unused one.
 */
export class SignInCodes {
  readonly #app: FastifyInstance;
  /** The hashes' key, derived from the server's secret for this use alone. */
  readonly #key: Buffer;

  constructor(app: FastifyInstance) {
    this.#app = app;
    this.#key = createHmac('sha256', app.serverSecret).update('sign-in codes').digest();
  }

  /** Makes a new code for the user and e-mails it (429 past the hourly limits, 503 when the mail fails). */
  async send(request: FastifyRequest, user: { id: number; email: string }): Promise<void> {
    // Counted atomically, in Redis when the instances share one, like every other limit.
    const limits = this.#app.rateLimits;
    await this.#app.enforceLimit('sign-in-codes:address', request.ip, limits.codesPerAddress, limited);
    await this.#app.enforceLimit('sign-in-codes:account', String(user.id), limits.codesPerAccount, limited);
    const code = randomCode();
    const now = this.#app.now();
    const expiresAt = new Date(now.getTime() + SIGN_IN_CODE_MINUTES * 60_000);
    await replaceCode(this.#app.database, user.id, hashCode(this.#key, user.id, code), now, expiresAt);
    try {
      await this.#app.mailer.sendSignInCode({ userId: user.id, email: user.email }, code);
    } catch (error) {
      // A mail server's refusal often quotes the address, so its words stay out of the log.
      const { code, responseCode } = error as { code?: string; responseCode?: number };
      request.log.warn({ err: { code, responseCode }, userId: user.id }, 'sign-in code not sent');
      throw fixedError(503, 'SIGN_IN_CODE_UNDELIVERED', { 'retry-after': '30' });
    }
  }

  /** Accepts the user's newest code once; anything else is a 400 that says why, or 429. */
  async verify(userId: number, code: string): Promise<void> {
    await this.#app.enforceLimit(
      'sign-in-code-checks:account',
      String(userId),
      this.#app.rateLimits.codeChecks,
      limited,
    );
    const database = this.#app.database;
    const now = this.#app.now();
    const tried = await tryCode(database, userId, SIGN_IN_CODE_TRIES, now);
    if (!tried) {
      const newest = await newestCode(database, userId);
      if (!newest) throw fixedError(400, 'SIGN_IN_CODE_NOT_SENT');
      if (newest.expiresAt <= now) throw fixedError(400, 'SIGN_IN_CODE_EXPIRED');
      throw fixedError(400, 'SIGN_IN_CODE_USED_UP');
    }
    const given = Buffer.from(hashCode(this.#key, userId, code), 'hex');
    const stored = Buffer.from(tried.codeHash, 'hex');
    if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
      const triesLeft = SIGN_IN_CODE_TRIES - tried.attempts;
      throw triesLeft > 0 ? wrongCode(triesLeft) : fixedError(400, 'SIGN_IN_CODE_USED_UP');
    }
    // Used once: of two simultaneous right answers only the first signs in.
    if (!(await consumeCode(database, userId, tried.id))) throw fixedError(400, 'SIGN_IN_CODE_NOT_SENT');
  }
}
