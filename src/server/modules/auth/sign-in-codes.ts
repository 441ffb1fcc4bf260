import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SiteLanguage } from '../../../shared/api/auth.ts';
import {
  SIGN_IN_CODE_MINUTES,
  SIGN_IN_CODE_TRIES,
  SIGN_IN_CODE_TRIES_ELSEWHERE,
} from '../../../shared/api/limits.ts';
import { accountLanguage } from '../../db/account-language.ts';
import { fixedError } from '../../lib/errors.ts';
import { codeMatches, hashCode, randomCode, tooManyCodes, wrongCode } from '../../lib/one-time-codes.ts';
import { consumeCode, newestCode, replaceCode, tryCode } from './queries.ts';

/** An account that was sent its codes for this hour gets no more; the answer does not tell. */
class AccountLimitReached extends Error {}

/**
 * One-time codes e-mailed to a player who signs in from a browser the account has not used before:
 * six digits, valid ten minutes, five tries from each address, used once; a new code replaces an
 * unused one.
 */
export class SignInCodes {
  readonly #app: FastifyInstance;
  /** The hashes' key, derived from the server's secret for this use alone. */
  readonly #key: Buffer;
  /** The key of the stored hashes of client addresses and of the addresses tried without an account. */
  readonly #clientKey: Buffer;

  constructor(app: FastifyInstance) {
    this.#app = app;
    this.#key = createHmac('sha256', app.serverSecret).update('sign-in codes').digest();
    this.#clientKey = createHmac('sha256', app.serverSecret).update('sign-in code clients').digest();
  }

  /** A client address (or an e-mail address) as stored and counted: a keyed hash, never the address. */
  #hidden(value: string): string {
    return createHmac('sha256', this.#clientKey).update(value).digest('hex').slice(0, 32);
  }

  /**
   * Counts a code asked for from this client, whether or not the address has an account, so that
   * the limit's 429 tells nothing about accounts.
   */
  async countRequest(request: FastifyRequest): Promise<void> {
    const limits = this.#app.rateLimits;
    await this.#app.enforceLimit('sign-in-codes:address', request.ip, limits.codesPerAddress, tooManyCodes);
  }

  /**
   * Makes a new code for the user and e-mails it, in the background: the caller answers at once, the
   * same for every address. Past the account's hourly limit nothing is sent; a mail that fails is
   * logged (without the address), as the answer has already gone.
   */
  sendLater(request: FastifyRequest, user: { id: number; email: string }): void {
    this.#app.mailer.sendLater(() => this.#deliver(request, user));
  }

  async #deliver(request: FastifyRequest, user: { id: number; email: string }): Promise<void> {
    try {
      // Counted atomically, in Redis when the instances share one, like every other limit.
      await this.#app.enforceLimit(
        'sign-in-codes:account',
        String(user.id),
        this.#app.rateLimits.codesPerAccount,
        () => new AccountLimitReached(),
      );
    } catch (error) {
      if (!(error instanceof AccountLimitReached)) throw error;
      request.log.warn({ userId: user.id }, 'sign-in code not sent: the account had its codes for this hour');
      return;
    }
    const code = randomCode();
    const now = this.#app.now();
    const expiresAt = new Date(now.getTime() + SIGN_IN_CODE_MINUTES * 60_000);
    const stored = {
      userId: user.id,
      codeHash: hashCode(this.#key, user.id, code),
      requestedBy: this.#hidden(request.ip),
    };
    await replaceCode(this.#app.database, stored, now, expiresAt);
    try {
      const asked = (request.body as { lang?: SiteLanguage } | undefined)?.lang;
      const lang = await accountLanguage(this.#app.database, user.id, asked);
      await this.#app.mailer.sendSignInCode({ userId: user.id, email: user.email, lang }, code);
    } catch (error) {
      // A mail server's refusal often quotes the address, so its words stay out of the log.
      const { code, responseCode } = error as { code?: string; responseCode?: number };
      request.log.warn({ err: { code, responseCode }, userId: user.id }, 'sign-in code not sent');
    }
  }

  /**
   * Accepts the user's newest code once and returns the user; anything else is a 400 that says why,
   * or 429. An address without an account is answered as one with no code waiting, after the same
   * count of checks.
   */
  async verify<User extends { id: number }>(
    request: FastifyRequest,
    user: User | null,
    email: string,
    code: string,
  ): Promise<User> {
    // Checks are counted per account and client: a stranger's guesses never lock the owner out.
    const account = user ? `user:${user.id}` : `address:${this.#hidden(email)}`;
    await this.#app.enforceLimit(
      'sign-in-code-checks',
      `${account}:${request.ip}`,
      this.#app.rateLimits.codeChecks,
      tooManyCodes,
    );
    if (!user) throw fixedError(400, 'SIGN_IN_CODE_NOT_SENT');
    const database = this.#app.database;
    const now = this.#app.now();
    const limits = { perClient: SIGN_IN_CODE_TRIES, elsewhere: SIGN_IN_CODE_TRIES_ELSEWHERE };
    const tried = await tryCode(database, user.id, this.#hidden(request.ip), limits, now);
    if (!tried) {
      const newest = await newestCode(database, user.id);
      if (!newest) throw fixedError(400, 'SIGN_IN_CODE_NOT_SENT');
      if (newest.expiresAt <= now) throw fixedError(400, 'SIGN_IN_CODE_EXPIRED');
      throw fixedError(400, 'SIGN_IN_CODE_USED_UP');
    }
    if (!codeMatches(this.#key, user.id, code, tried.codeHash)) {
      const triesLeft = SIGN_IN_CODE_TRIES - tried.attempts;
      throw triesLeft > 0 ? wrongCode(triesLeft) : fixedError(400, 'SIGN_IN_CODE_USED_UP');
    }
    // Used once: of two simultaneous right answers only the first signs in.
    if (!(await consumeCode(database, user.id, tried.id))) throw fixedError(400, 'SIGN_IN_CODE_NOT_SENT');
    return user;
  }
}
