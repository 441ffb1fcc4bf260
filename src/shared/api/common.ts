import { z } from 'zod';

/** Every error the API sends has this shape. */
export const errorSchema = z.object({ message: z.string() });
export type ApiError = z.infer<typeof errorSchema>;

export const messageSchema = z.object({ message: z.string() });

/** A path or body id: a positive whole number within PostgreSQL's integer range. */
export const idSchema = z.coerce
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .min(1, 'Must be at least 1')
  .max(2_147_483_647, 'Is too large');

// Control characters (C0, DEL and C1) never belong in a name or a one-line field.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern exists to find them
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

export function singleLine(field: string, max: number) {
  return z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), `${field} must not contain control characters`);
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E-mail addresses are compared and stored trimmed and lower-cased. */
export const emailSchema = z
  .string({ error: 'Please enter your email address' })
  .trim()
  .min(1, 'Please enter your email address')
  .max(254, 'Email address must be at most 254 characters')
  .regex(EMAIL_PATTERN, 'Please enter a valid email address')
  .transform((value) => value.toLowerCase());
