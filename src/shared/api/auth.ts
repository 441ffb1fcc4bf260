import { z } from 'zod';
import { emailSchema, errorSchema } from './common.ts';
import { SIGN_IN_CODE_DIGITS, SIGN_IN_CODE_MINUTES, SIGN_IN_CODE_PATTERN } from './limits.ts';
import { loginBodySchema, signUpBodySchema, userSchema } from './users.ts';

/**
 * What a login from a browser the account has not signed in from yet answers (202): the same for an
 * address without an account, so that login never tells whether an address has one.
 */
export const SIGN_IN_CODE_SENT = `If an account uses this address, we have e-mailed it a ${SIGN_IN_CODE_DIGITS}-digit sign-in code: enter it within ${SIGN_IN_CODE_MINUTES} minutes to sign in on this browser. No account yet? Sign up.`;

export const codeRequiredSchema = z.object({ codeRequired: z.literal(true), message: z.string() });

const signInCodeSchema = z
  .string({ error: 'Please enter the sign-in code' })
  .trim()
  .min(1, 'Please enter the sign-in code')
  .regex(SIGN_IN_CODE_PATTERN, `The sign-in code is the ${SIGN_IN_CODE_DIGITS} digits from the email`);

export const verifyBodySchema = z.strictObject({ email: emailSchema, code: signInCodeSchema });

/** The languages of the site; a sign-in may say which one the player uses. */
export const SITE_LANGUAGES = ['en', 'es'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/**
 * The site's language the player signs in from, kept with the account so that what the site e-mails
 * on its own (the inactivity warnings) is written in it. Optional: the account keeps the one it has.
 */
export const signInLanguage = {
  lang: z.enum(SITE_LANGUAGES, { error: 'Language (lang) must be "en" or "es"' }).optional(),
};

/** POST /api/users: the spec's sign-up, and the site's language. */
export const signUpRequestSchema = signUpBodySchema.extend(signInLanguage);

/** POST /api/auth/login: the spec's login, and the site's language. */
export const loginRequestSchema = loginBodySchema.extend(signInLanguage);

/** POST /api/auth/verify: the address, the e-mailed code, and the site's language. */
export const verifyRequestSchema = verifyBodySchema.extend(signInLanguage);

/** What POST /api/auth/login answers: the user (200), or that a code was e-mailed (202). */
export const loginAnswerSchema = z.union([codeRequiredSchema, userSchema]);

/**
 * A refused code: the API's error, whose `triesLeft` says how many tries a wrong code has left. The
 * same schema as every error's, under the name its routes give it.
 */
export const signInCodeErrorSchema = errorSchema;
