import { z } from 'zod';
import { ERROR_CODES, FIELD_PROBLEMS } from './errors.ts';
import { EMAIL_LINK_CHARACTERS, EMAIL_PATTERN } from './limits.ts';

/**
 * Every error the API sends has this shape: a stable code to act on, and a message to show. Some
 * codes carry the detail their message names as a field of its own, so that a client can write the
 * error in its own words and language from the code and these fields alone, never from the message.
 */
export const errorSchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  /** SIGN_IN_CODE_WRONG: how many more tries the code takes. */
  triesLeft: z.number().int().min(0).optional(),
  /** RATE_LIMITED: the seconds before the limit takes a request again (the Retry-After header's). */
  retryAfterSeconds: z.number().int().min(1).optional(),
  /** INVALID_REQUEST: the first field refused, as a path of the request's names (`email`, `moves.0`). */
  field: z.string().optional(),
  /**
   * INVALID_REQUEST: what is wrong with `field`: missing or empty, fewer or more characters or items
   * than `limit`, or a value it does not take.
   */
  problem: z.enum(FIELD_PROBLEMS).optional(),
  /** INVALID_REQUEST: the least or most `field` takes, with the problem `tooShort` or `tooLong`. */
  limit: z.number().int().optional(),
  /**
   * HINT_NOT_USED: the hint a hard-mode guess left out: `letter` in its place (`position`, from 1),
   * or `letter` at least `count` times.
   */
  hint: z
    .object({
      letter: z.string(),
      position: z.number().int().min(1).optional(),
      count: z.number().int().min(1).optional(),
    })
    .optional(),
});

export type ErrorBody = z.infer<typeof errorSchema>;

/** The fields an error carries beside its code and message. */
export type ErrorDetails = Omit<ErrorBody, 'code' | 'message'>;

export const messageSchema = z.object({ message: z.string() });

/**
 * A path or body id: a positive whole number within PostgreSQL's integer range. A path gives it in
 * decimal; nothing else (true, [1], "0x1", " 1", "1e3") is read as a number.
 */
export const idSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^-?\d{1,20}(\.\d{1,20})?$/)
        .transform(Number),
    ],
    { error: 'Must be a number' },
  )
  .pipe(
    z
      .number({ error: 'Must be a number' })
      .int('Must be a whole number')
      .min(1, 'Must be at least 1')
      .max(2_147_483_647, 'Is too large'),
  );

// Control characters (C0, DEL and C1), line and paragraph separators, and the bidirectional
// controls that make a name display as something else never belong in a name or a one-line field.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern exists to find them
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

// A lone surrogate has no UTF-8 form: it would be stored as U+FFFD, not as sent.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether text can be stored and shown on one line exactly as it was sent. */
function isPrintableLine(value: string): boolean {
  return !UNPRINTABLE.test(value) && !LONE_SURROGATE.test(value);
}

/** Whether PostgreSQL can store the text exactly as sent (no NUL, no lone surrogate). */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

export function singleLine(field: string, max: number) {
  return z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`)
    .refine(isPrintableLine, `${field} must not contain control characters`);
}

/** E-mail addresses are compared and stored trimmed and lower-cased. */
export const emailSchema = z
  .string({ error: 'Please enter your email address' })
  .trim()
  .min(1, 'Please enter your email address')
  .max(254, 'Email address must be at most 254 characters')
  .regex(EMAIL_PATTERN, 'Please enter a valid email address')
  .refine(isPrintableLine, 'Please enter a valid email address')
  .transform((value) => value.toLowerCase());

/**
 * An address the site keeps to write to (sign-up, contact): also free of the characters that would
 * change a reply link built from it. Logging in still takes any address an account already has.
 */
export const linkSafeEmailSchema = z
  .string({ error: 'Please enter your email address' })
  .refine((value) => !EMAIL_LINK_CHARACTERS.test(value), 'Email address must not contain ?, & or %')
  .pipe(emailSchema);
