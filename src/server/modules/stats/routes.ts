import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gamesSchema, siteStatsSchema } from '../../../shared/api/stats.ts';
import { formatDuration } from '../../../shared/format.ts';
import { GAMES } from '../../../shared/games/catalog.ts';
import { readTotals } from './queries.ts';

/** Community statistics and the list of games (under /api). */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats',
    {
      schema: {
        tags: ['stats'],
        summary: 'Community statistics: players, games played, total points, average time',
        response: { 200: siteStatsSchema },
      },
    },
    async () => {
      const totals = await readTotals(app.database);
      return {
        totalUsers: totals.users,
        gamesPlayed: totals.games,
        totalScores: totals.points,
        avgTime: formatDuration(totals.averageSeconds),
      };
    },
  );

  app.get(
    '/games',
    { schema: { tags: ['games'], summary: 'Every game of the site', response: { 200: gamesSchema } } },
    async () => [...GAMES],
  );
};
