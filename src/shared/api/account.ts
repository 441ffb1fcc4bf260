import { z } from 'zod';
import { SITE_LANGUAGES, signInLanguage, verifyBodySchema } from './auth.ts';
import { idSchema, linkSafeEmailSchema } from './common.ts';
import { SIGN_IN_CODE_DIGITS, SIGN_IN_CODE_MINUTES } from './limits.ts';
import { tldrStatisticsSchema } from './progress.ts';
import { signUpBodySchema, userSchema } from './users.ts';

/**
 * The signed-in player's own account (under /api/account): where they are signed in, everything the
 * site holds about them, and changing their name and address. Every answer is personal (no-store).
 */

/** What the first code sign-in of an account whose address was never proven adds to the user. */
export const verifiedUserSchema = userSchema.extend({
  /** True when this sign-in proved the address and so ended every other session and device credential. */
  signedOutElsewhere: z.boolean(),
});

/** A session of the player (a signed-in browser tab's cookie), never its secret. */
const sessionEntrySchema = z.object({
  id: z.number().int(),
  /** The browser and system it was started from, as read from its User-Agent ("Firefox on Linux"). */
  browser: z.string(),
  signedInAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  /** Whether this is the session of the request. */
  current: z.boolean(),
});
export type SessionEntry = z.infer<typeof sessionEntrySchema>;

/** A browser remembered for the account (its device credential signs in with the address alone). */
const deviceEntrySchema = z.object({
  id: z.number().int(),
  browser: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  /** Whether the request came from this browser. */
  current: z.boolean(),
});
export type DeviceEntry = z.infer<typeof deviceEntrySchema>;

/** GET /api/account: the account page's read. */
export const accountSchema = z.object({
  user: userSchema,
  /** When the address was last proven by a code (sign-in or change of address), or null. */
  emailProvenAt: z.string().nullable(),
  sessions: z.array(sessionEntrySchema),
  devices: z.array(deviceEntrySchema),
});
export type Account = z.infer<typeof accountSchema>;

export const sessionIdParamsSchema = z.strictObject({ sessionId: idSchema });
export const deviceIdParamsSchema = z.strictObject({ deviceId: idSchema });

/** POST /api/account/sign-out-others: how many sessions and remembered browsers were ended. */
export const signedOutOthersSchema = z.object({
  message: z.string(),
  sessionsEnded: z.number().int(),
  devicesEnded: z.number().int(),
});

/** PUT /api/account/username (and the admin's rename): the same rules as at sign-up. */
export const usernameChangeSchema = z.strictObject({ username: signUpBodySchema.shape.username });

/**
 * POST /api/account/email: the new address, to which a code is e-mailed, and the site's language the
 * code is written in (else the account's).
 */
export const emailChangeSchema = z.strictObject({ email: linkSafeEmailSchema, ...signInLanguage });

export const EMAIL_CHANGE_CODE_SENT = `We have e-mailed a ${SIGN_IN_CODE_DIGITS}-digit code to the new address: enter it within ${SIGN_IN_CODE_MINUTES} minutes to change your e-mail.`;

/**
 * POST /api/account/email/verify: the new address, the code sent to it, and the site's language the
 * notice to the old address is written in (else the account's).
 */
export const emailChangeVerifySchema = verifyBodySchema.extend(signInLanguage);

/** The whole account as one JSON file (GET /api/account/export). */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  account: userSchema.extend({
    emailProvenAt: z.string().nullable(),
    suspendedAt: z.string().nullable(),
    /** The site's language of the last sign-in that said one: the inactivity warnings use it. */
    lang: z.enum(SITE_LANGUAGES),
    /** The last sign-in: the account is deleted after INACTIVE_ACCOUNT_YEARS without one. */
    lastSignInAt: z.string(),
    /** When the inactivity warnings were e-mailed, null when not (a sign-in clears them). */
    inactivityWarnedAt: z.string().nullable(),
    inactivityFinalWarnedAt: z.string().nullable(),
  }),
  sessions: z.array(sessionEntrySchema.omit({ current: true })),
  devices: z.array(deviceEntrySchema.omit({ current: true })),
  scores: z.array(
    z.object({
      id: z.number().int(),
      gameId: z.number().int(),
      score: z.number().int(),
      timeSeconds: z.number().int(),
      completedAt: z.string(),
      pacificDay: z.string(),
      /** The level it was played at, and TL;DR's guesses and outcome (null where none). */
      difficulty: z.string().nullable(),
      guesses: z.number().int().nullable(),
      won: z.boolean().nullable(),
    }),
  ),
  plays: z.array(
    z.object({
      id: z.string(),
      gameId: z.number().int(),
      ranked: z.boolean(),
      dealtAt: z.string(),
      overAt: z.string().nullable(),
      submittedAt: z.string().nullable(),
      elapsedMs: z.number().int().nullable(),
      /** Every move as the server received it, with its time. */
      moves: z.array(z.object({ move: z.unknown(), at: z.string() })),
    }),
  ),
  statistics: z.array(
    z.object({
      gameId: z.number().int(),
      gamesPlayed: z.number().int(),
      bestTime: z.number().int(),
      bestScore: z.number().int(),
      totalScore: z.number().int(),
    }),
  ),
  /** TL;DR's statistics (win %, streaks, guesses) as the progress page shows them. */
  tldrStatistics: tldrStatisticsSchema,
  boards: z.array(
    z.object({
      gameId: z.number().int(),
      period: z.string(),
      score: z.number().int(),
      timeSeconds: z.number().int(),
      completedAt: z.string(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
