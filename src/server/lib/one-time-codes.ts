import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { SIGN_IN_CODE_DIGITS } from '../../shared/api/limits.ts';
import { fixedError, HttpError } from './errors.ts';

// The e-mailed one-time codes' own rules, the same for a sign-in code and for a code that proves a
// new address: how a code is drawn, stored and compared, and how a refusal of one is answered.

const HOUR_MS = 60 * 60_000;

/**
 * Only a keyed hash is stored: without the server's secret, a copy of the database cannot try the
 * million codes against it. The user id is part of it, so equal codes of two accounts differ.
 */
export function hashCode(key: Buffer, userId: number, code: string): string {
  return createHmac('sha256', key).update(`${userId}:${code}`).digest('hex');
}

/** Whether a code matches the stored hash, compared in constant time. */
export function codeMatches(key: Buffer, userId: number, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashCode(key, userId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** A new six-digit code, every value equally likely. */
export function randomCode(): string {
  return String(randomInt(0, 10 ** SIGN_IN_CODE_DIGITS)).padStart(SIGN_IN_CODE_DIGITS, '0');
}

/** The answer past the hourly limit of codes, or of checks of them. */
export const tooManyCodes = () =>
  fixedError(429, 'SIGN_IN_CODE_LIMIT', { 'retry-after': String(HOUR_MS / 1000) });

/** A wrong code, with the tries it leaves. */
export function wrongCode(triesLeft: number): HttpError {
  const tries = triesLeft === 1 ? '1 try' : `${triesLeft} tries`;
  return new HttpError(
    400,
    'SIGN_IN_CODE_WRONG',
    `This code is not right: ${tries} left.`,
    {},
    { triesLeft },
  );
}
