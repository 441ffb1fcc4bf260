import { z } from 'zod';
import { GAME_IDS } from '../games/catalog.ts';
import { gameIdSchemaOf } from './scores.ts';

export const LEADERBOARD_SIZE = 30;

const leaderboardPeriodSchema = z.enum(['month', 'all']);
export type LeaderboardPeriod = z.infer<typeof leaderboardPeriodSchema>;

/** A board's path: one of `ids` (the server's games; the site's by default). */
export const leaderboardParamsSchemaOf = (ids: readonly number[]) =>
  z.strictObject({ gameId: gameIdSchemaOf(ids) });
export const leaderboardParamsSchema = leaderboardParamsSchemaOf(GAME_IDS);
export const leaderboardQuerySchema = z.strictObject({ period: leaderboardPeriodSchema.default('month') });

const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  username: z.string(),
  completedAt: z.string(),
  bestTime: z.number().int(),
  score: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardSchema = z.array(leaderboardEntrySchema);

export const ownLeaderboardEntrySchema = z.object({
  period: leaderboardPeriodSchema,
  entry: leaderboardEntrySchema.nullable(),
});
