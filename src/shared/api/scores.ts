import { z } from 'zod';
import { listedNumbers } from '../games/catalog.ts';
import { idSchema } from './common.ts';
import { playIdSchema } from './plays.ts';

/** A game id in a path or query: one of `ids` (the server's games; the site's by default). */
export function gameIdSchemaOf(ids: readonly number[]) {
  return z.coerce
    .number({ error: 'gameId must be a number' })
    .int('gameId must be a whole number')
    .refine((value) => ids.includes(value), `gameId must be ${listedNumbers(ids)}`);
}

export const scoreSubmissionSchema = z.strictObject({
  userId: idSchema,
  gameId: z.number({ error: 'gameId must be a number' }),
  timeSeconds: z.number({ error: 'timeSeconds must be a number' }),
  score: z.number({ error: 'score must be a number' }),
  /**
   * The server-dealt game the score comes from (POST /api/plays). Required: without it the answer
   * is 422 PLAY_REQUIRED, so that clients learn the rule from its own code rather than a schema error.
   */
  playId: playIdSchema.optional(),
});
export type ScoreSubmission = z.infer<typeof scoreSubmissionSchema>;

export const submittedScoreSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  gameId: z.number().int(),
  timeSeconds: z.number().int(),
  score: z.number().int(),
  completedAt: z.string(),
});
export type SubmittedScore = z.infer<typeof submittedScoreSchema>;
