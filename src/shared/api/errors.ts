import { SIGN_IN_CODE_MINUTES } from './limits.ts';

/**
 * Every error the API sends carries one of these codes beside its message. Clients decide what an
 * error means by its code, never by comparing the message's English words.
 */
export const ERROR_CODES = [
  /** The request's body, query or path did not match its schema (the message names the fields). */
  'INVALID_REQUEST',
  'MALFORMED_JSON',
  'MALFORMED_URL',
  'BODY_TOO_LARGE',
  /** The request (headers and body) did not arrive whole within the server's time limit. */
  'REQUEST_TIMEOUT',
  'UNSUPPORTED_MEDIA_TYPE',
  /** Text the database cannot store as sent (NUL, a lone surrogate, a value out of range). */
  'UNSTORABLE_VALUE',
  'CROSS_SITE_REQUEST',
  'SIGN_IN_REQUIRED',
  'USER_NOT_FOUND',
  'USERNAME_TAKEN',
  'EMAIL_TAKEN',
  /** A signed-in user asked for, or wrote, another user's data. */
  'NOT_YOUR_ACCOUNT',
  'UNKNOWN_GAME',
  'IMPLAUSIBLE_SCORE',
  'DUPLICATE_SCORE',
  'ADMIN_KEY_INVALID',
  'ADMIN_KEY_LOCKED',
  'RATE_LIMITED',
  'DATABASE_UNAVAILABLE',
  'PAYMENTS_NOT_CONFIGURED',
  'UNKNOWN_ORDER',
  'PAYMENT_REFUSED',
  'PAYMENT_PROVIDER_ERROR',
  'NOT_FOUND',
  'INTERNAL',
  // Server-dealt games (plays) and the verified scores made of them.
  /** No play has this id (it never existed, or it expired and was deleted). */
  'PLAY_NOT_FOUND',
  /** A score was sent without the id of the play it comes from. */
  'PLAY_REQUIRED',
  /** The play belongs to another player (or, for a score, to a guest). */
  'PLAY_NOT_YOURS',
  'PLAY_NOT_OVER',
  'PLAY_OVER',
  'PLAY_SUBMITTED',
  'PLAY_EXPIRED',
  /** The score names another game than its play's. */
  'PLAY_GAME_MISMATCH',
  /** The reported time is more than the allowance away from the server's own time of the game. */
  'TIME_MISMATCH',
  /** The game took less time on the server's clock than a person needs for its moves (its floor). */
  'BELOW_FLOOR',
  /** A game of TL;DR's word of the day, which is played unranked. */
  'PLAY_UNRANKED',
  /** The play has taken as many moves as a game may (refused ones included). */
  'TOO_MANY_MOVES',
  /** The reported score is not the one the server computes from the moves and the time. */
  'SCORE_MISMATCH',
  /** A move the game does not allow (it changes nothing). */
  'ILLEGAL_MOVE',
  /** A Memory Match card turned while the last pair is still showing. */
  'PAIR_SHOWING',
  /** A hard-mode guess left out a revealed hint (`hint` names it); it used no attempt. */
  'HINT_NOT_USED',
  /** Hard mode is chosen before a game's first guess: it cannot change once the game has one. */
  'HARD_MODE_LOCKED',
  /** Today's TL;DR of this player is already over: one game per Pacific day. */
  'TLDR_PLAYED_TODAY',
  /** The admin asked to remove a score that does not exist (never stored, or already removed). */
  'SCORE_NOT_FOUND',
  /** The admin asked to delete an account that does not exist (never created, or already deleted). */
  'ACCOUNT_NOT_FOUND',
  // One-time codes that sign an account in on a browser it has not used before.
  /** The code does not match; the message says how many tries are left. */
  'SIGN_IN_CODE_WRONG',
  /** The code was tried wrongly as often as a code may be. */
  'SIGN_IN_CODE_USED_UP',
  'SIGN_IN_CODE_EXPIRED',
  /** No code is waiting for this address (none was asked for, or it was used or replaced). */
  'SIGN_IN_CODE_NOT_SENT',
  /** Too many codes asked for, or too many checked, within the hour. */
  'SIGN_IN_CODE_LIMIT',
  /** The mail server did not take the code's e-mail. */
  'SIGN_IN_CODE_UNDELIVERED',
  // The account page and the admin's actions on accounts.
  /** The admin suspended the account: its scores are off the boards and new ones are refused. */
  'ACCOUNT_SUSPENDED',
  /** No session (or remembered browser) of the signed-in player has this id. */
  'SESSION_NOT_FOUND',
  'DEVICE_NOT_FOUND',
  /** The new e-mail address is the account's own already. */
  'EMAIL_UNCHANGED',
  'ALREADY_SUSPENDED',
  'NOT_SUSPENDED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** What an INVALID_REQUEST says is wrong with the field it names (`problem` of the error's body). */
export const FIELD_PROBLEMS = ['required', 'tooShort', 'tooLong', 'invalid'] as const;

/**
 * A wait as people say it, rounded up: whole seconds under a minute, then whole minutes under an
 * hour, then whole hours. The server writes its RATE_LIMITED message by it, and clients their own
 * words from the error's `retryAfterSeconds`.
 */
export function waitAmount(seconds: number): { amount: number; unit: 'second' | 'minute' | 'hour' } {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return { amount: whole, unit: 'second' };
  if (whole < 3600) return { amount: Math.ceil(whole / 60), unit: 'minute' };
  return { amount: Math.ceil(whole / 3600), unit: 'hour' };
}

/**
 * The server's words for the errors whose message never varies. The browser's English texts for
 * these codes are the same words, so a toast that shows "the server message" reads the same
 * whether it took the text from the response or from its own dictionary.
 */
export const FIXED_ERROR_MESSAGES = {
  MALFORMED_JSON: 'Malformed JSON in request body',
  MALFORMED_URL: 'Malformed URL',
  BODY_TOO_LARGE: 'Request body is too large',
  REQUEST_TIMEOUT: 'The request took too long to arrive. Please try again.',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type: send JSON',
  UNSTORABLE_VALUE: 'The request holds a value that cannot be stored',
  CROSS_SITE_REQUEST: 'Cross-site requests are not allowed',
  SIGN_IN_REQUIRED: 'Please sign in first',
  USER_NOT_FOUND: 'User not found. Check the email address or create an account.',
  USERNAME_TAKEN: 'This username is already taken. Please choose another.',
  EMAIL_TAKEN: 'An account with this email already exists. Please log in instead.',
  ADMIN_KEY_INVALID: 'Invalid admin key',
  ADMIN_KEY_LOCKED: 'Too many wrong admin keys. Please try again later.',
  DATABASE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again shortly.',
  PAYMENTS_NOT_CONFIGURED: 'Donations are not available right now.',
  DUPLICATE_SCORE: "You have already submitted today's TL;DR. A new word comes at midnight Pacific time.",
  UNKNOWN_ORDER: 'Unknown order',
  INTERNAL: 'Internal server error',
  PLAY_NOT_FOUND: 'This game was not found. Unfinished games expire after a day.',
  PLAY_REQUIRED: 'A score must name the game it was played in.',
  PLAY_NOT_YOURS: 'This game belongs to another player.',
  PLAY_NOT_OVER: 'This game is not finished yet.',
  PLAY_OVER: 'This game is already over.',
  PLAY_SUBMITTED: 'The score of this game was already submitted.',
  PLAY_EXPIRED: 'This game has expired: unfinished games last a day.',
  PLAY_GAME_MISMATCH: 'This score names another game than the one played.',
  PAIR_SHOWING: 'Wait until the turned pair is resolved.',
  HARD_MODE_LOCKED: 'Hard mode can be switched on or off only before the first guess.',
  PLAY_UNRANKED: 'The word of the day is played unranked: only your own ranked word goes on the board.',
  TLDR_PLAYED_TODAY: "You have already played today's TL;DR. A new word comes at midnight Pacific time.",
  SCORE_NOT_FOUND: 'This score was not found. It may have been removed already.',
  ACCOUNT_NOT_FOUND: 'This account was not found. It may have been deleted already.',
  SIGN_IN_CODE_USED_UP: 'This code was entered wrongly too many times. Please ask for a new code.',
  SIGN_IN_CODE_EXPIRED: `This code has expired: codes last ${SIGN_IN_CODE_MINUTES} minutes. Please ask for a new code.`,
  SIGN_IN_CODE_NOT_SENT: 'No sign-in code is waiting for this email address. Please ask for a new code.',
  SIGN_IN_CODE_LIMIT: 'Too many sign-in codes or attempts for now. Please try again in an hour.',
  SIGN_IN_CODE_UNDELIVERED: 'The sign-in code could not be sent. Please try again in a moment.',
  ACCOUNT_SUSPENDED:
    'This account is suspended: its scores are not shown on the leaderboards and new scores are not accepted. If you think this is a mistake, please write to us through the contact page.',
  SESSION_NOT_FOUND: 'This session was not found. It may have ended already.',
  DEVICE_NOT_FOUND: 'This browser was not found. It may have been forgotten already.',
  EMAIL_UNCHANGED: 'This is already the e-mail address of your account.',
  ALREADY_SUSPENDED: 'This account is already suspended.',
  NOT_SUSPENDED: 'This account is not suspended.',
} as const satisfies Partial<Record<ErrorCode, string>>;
