import { z } from 'zod';

export const siteStatsSchema = z.object({
  totalUsers: z.number().int(),
  /** Players (suspended accounts aside) with a score on one of the last 30 Pacific days, today included. */
  activePlayers: z.number().int(),
  gamesPlayed: z.number().int(),
  totalScores: z.number().int(),
  avgTime: z.string(),
});

const gameSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
});
export const gamesSchema = z.array(gameSchema);
