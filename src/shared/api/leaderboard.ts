import { z } from 'zod';
import { gameIdSchema } from './scores.ts';

export const LEADERBOARD_SIZE = 30;

const leaderboardPeriodSchema = z.enum(['month', 'all']);
export type LeaderboardPeriod = z.infer<typeof leaderboardPeriodSchema>;

export const leaderboardParamsSchema = z.strictObject({ gameId: gameIdSchema });
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
