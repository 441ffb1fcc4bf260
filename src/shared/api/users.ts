import { z } from 'zod';
import { emailSchema, linkSafeEmailSchema } from './common.ts';
import { USERNAME_MAX, USERNAME_MIN } from './limits.ts';
import {
  hasOtherSpaces,
  normalizeUsername,
  USERNAME_INPUT_MAX,
  type UsernameProblem,
  usernameProblem,
} from './username.ts';

const USERNAME_PROBLEMS: Record<UsernameProblem, string> = {
  required: 'Username is required',
  invisible: 'Username must not contain control characters, formatting marks or invisible characters',
  combiningMark:
    'Username must not contain combining marks (accents or signs that stand on another character): type each accented letter as one character',
  space: 'Username must use only ordinary spaces, not no-break, wide or narrow ones',
  tooShort: `Username must be at least ${USERNAME_MIN} characters long`,
  tooLong: `Username must be at most ${USERNAME_MAX} characters`,
};

/**
 * A username as it is stored: NFKC normalised and trimmed, 3 to 50 characters, nothing invisible,
 * no combining mark left, no space but U+0020. The server also checks its characters and scripts.
 */
const usernameSchema = z
  .string({ error: USERNAME_PROBLEMS.required })
  .max(USERNAME_INPUT_MAX, USERNAME_PROBLEMS.tooLong)
  .transform((raw, ctx) => {
    const name = normalizeUsername(raw);
    const problem = usernameProblem(name) ?? (hasOtherSpaces(raw) ? 'space' : null);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: USERNAME_PROBLEMS[problem] });
      return z.NEVER;
    }
    return name;
  });

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const signUpBodySchema = z.strictObject({ username: usernameSchema, email: linkSafeEmailSchema });

export const loginBodySchema = z.strictObject({ email: emailSchema });

export const usernameParamsSchema = z.strictObject({ username: usernameSchema });

export const availabilitySchema = z.object({ available: z.boolean() });

const gameScoreSummarySchema = z.object({
  gamesPlayed: z.number().int(),
  bestTime: z.number().int().nullable(),
});

/** Per-user scores keyed by game id ("1" to "4", and any game the server was started with). */
export const userScoresSchema = z.record(z.string(), gameScoreSummarySchema);
export type UserScores = z.infer<typeof userScoresSchema>;
