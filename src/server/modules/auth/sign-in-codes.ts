import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SIGN_IN_CODE_DIGITS, SIGN_IN_CODE_MINUTES, SIGN_IN_CODE_TRIES } from '../../../shared/api/limits.ts';
import type { RateLimits } from '../../config.ts';
import { fixedError, HttpError } from '../../errors.ts';
import { type FailureCounter, memoryFailureCounter, redisFailureCounter } from '../../plugins/rate-limit.ts';
import { consumeCode, newestCode, pruneCodes, replaceCode, tryCode } from './queries.ts';

const HOUR_MS = 60 * 60_000;
const PRUNE_EVERY_MS = HOUR_MS;

/** Only a hash is stored; the user id is part of it, so equal codes of two accounts differ. */
function hashCode(userId: number, code: string): string {
  return createHash('sha256').update(`${userId}:${code}`).digest('hex');
}

function randomCode(): string {
  return String(randomInt(0, 10 ** SIGN_IN_CODE_DIGITS)).padStart(SIGN_IN_CODE_DIGITS, '0');
}

const limited = () => fixedError(429, 'SIGN_IN_CODE_LIMIT', { 'retry-after': String(HOUR_MS / 1000) });

function wrongCode(triesLeft: number): HttpError {
  const tries = triesLeft === 1 ? '1 try' : `${triesLeft} tries`;
  return new HttpError(400, 'SIGN_IN_CODE_WRONG', `This code is not right: ${tries} left.`);
}

/** How many codes were sent or checked in the hour, per account and per address. */
interface Counters {
  codesPerAccount: { counter: FailureCounter; max: number };
  codesPerAddress: { counter: FailureCounter; max: number };
  checksPerAccount: { counter: FailureCounter; max: number };
}

function counters(app: FastifyInstance, limits: RateLimits): Counters | undefined {
  if (!limits.enabled) return undefined;
  // Counted in Redis when the instances share one, like the other limits.
  const counter = app.redis ? redisFailureCounter(app.redis, HOUR_MS) : memoryFailureCounter(HOUR_MS);
  return {
    codesPerAccount: { counter, max: limits.codesPerAccountPerHour },
    codesPerAddress: { counter, max: limits.codesPerAddressPerHour },
    checksPerAccount: { counter, max: limits.codeChecksPerHour },
  };
}

type Limit = { counter: FailureCounter; max: number } | undefined;

/**
 * Refuses with 429 when any of the limits is reached; otherwise counts this request in each. When the
 * counters cannot be reached (Redis down) the request goes on, as with the other rate limits: a code
 * still takes only five tries.
 */
async function within(request: FastifyRequest, ...checks: Array<[Limit, string]>): Promise<void> {
  let counts: number[];
  try {
    counts = await Promise.all(checks.map(([limit, key]) => limit?.counter.count(key) ?? 0));
  } catch (error) {
    request.log.warn({ err: { message: (error as Error).message } }, 'sign-in code limits not counted');
    return;
  }
  if (checks.some(([limit], index) => limit && (counts[index] ?? 0) >= limit.max)) throw limited();
  await Promise.all(checks.map(([limit, key]) => limit?.counter.record(key))).catch((error: Error) =>
    request.log.warn({ err: { message: error.message } }, 'sign-in code limits not counted'),
  );
}

/**
 * One-time codes e-mailed to a player who signs in from a browser the account has not used before:
 * six digits, valid ten minutes, five tries, used once; a new code replaces an unused one.
 */
export class SignInCodes {
  readonly #app: FastifyInstance;
  readonly #counters: Counters | undefined;

  constructor(app: FastifyInstance, limits: RateLimits) {
    this.#app = app;
    this.#counters = counters(app, limits);
    const pruneTimer = setInterval(() => {
      pruneCodes(app.database, app.now()).catch((error: Error) =>
        app.log.warn({ err: { message: error.message } }, 'sign-in code pruning failed'),
      );
    }, PRUNE_EVERY_MS);
    pruneTimer.unref();
    app.addHook('onClose', async () => clearInterval(pruneTimer));
  }

  /** Makes a new code for the user and e-mails it (429 past the hourly limits, 503 when the mail fails). */
  async send(request: FastifyRequest, user: { id: number; email: string }): Promise<void> {
    await within(
      request,
      [this.#counters?.codesPerAddress, `sign-in-codes:address:${request.ip}`],
      [this.#counters?.codesPerAccount, `sign-in-codes:account:${user.id}`],
    );
    const code = randomCode();
    const now = this.#app.now();
    const expiresAt = new Date(now.getTime() + SIGN_IN_CODE_MINUTES * 60_000);
    await replaceCode(this.#app.database, user.id, hashCode(user.id, code), now, expiresAt);
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
  async verify(request: FastifyRequest, userId: number, code: string): Promise<void> {
    await within(request, [this.#counters?.checksPerAccount, `sign-in-code-checks:account:${userId}`]);
    const database = this.#app.database;
    const now = this.#app.now();
    const tried = await tryCode(database, userId, SIGN_IN_CODE_TRIES, now);
    if (!tried) {
      const newest = await newestCode(database, userId);
      if (!newest) throw fixedError(400, 'SIGN_IN_CODE_NOT_SENT');
      if (newest.expiresAt <= now) throw fixedError(400, 'SIGN_IN_CODE_EXPIRED');
      throw fixedError(400, 'SIGN_IN_CODE_USED_UP');
    }
    const given = Buffer.from(hashCode(userId, code), 'hex');
    const stored = Buffer.from(tried.codeHash, 'hex');
    if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
      const triesLeft = SIGN_IN_CODE_TRIES - tried.attempts;
      throw triesLeft > 0 ? wrongCode(triesLeft) : fixedError(400, 'SIGN_IN_CODE_USED_UP');
    }
    // Used once: of two simultaneous right answers only the first signs in.
    if (!(await consumeCode(database, userId, tried.id))) throw fixedError(400, 'SIGN_IN_CODE_NOT_SENT');
  }
}
