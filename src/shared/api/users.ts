import { z } from 'zod';
import { emailSchema, linkSafeEmailSchema, singleLine } from './common.ts';
import { USERNAME_MAX, USERNAME_MIN } from './limits.ts';

const usernameSchema = singleLine('Username', USERNAME_MAX).refine(
  (value) => value.length >= USERNAME_MIN,
  `Username must be at least ${USERNAME_MIN} characters long`,
);

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

/** Per-user scores keyed by game id ("1" to "4"). */
export const userScoresSchema = z.record(z.string(), gameScoreSummarySchema);
export type UserScores = z.infer<typeof userScoresSchema>;
