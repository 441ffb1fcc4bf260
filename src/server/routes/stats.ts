import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gamesSchema, siteStatsSchema } from '../../shared/api/stats.ts';
import { formatDuration } from '../../shared/format.ts';
import { GAMES } from '../../shared/games/catalog.ts';
import type { Deps } from '../deps.ts';
import { readTotals } from '../services/stats.ts';

export const statsRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/api/stats',
    {
      schema: {
        tags: ['stats'],
        summary: 'Community statistics: players, games played, total points, average time',
        response: { 200: siteStatsSchema },
      },
    },
    async () => {
      const totals = await readTotals(deps.database);
      return {
        totalUsers: totals.users,
        gamesPlayed: totals.games,
        totalScores: totals.points,
        avgTime: formatDuration(totals.averageSeconds),
      };
    },
  );

  app.get(
    '/api/games',
    { schema: { tags: ['games'], summary: 'The four games', response: { 200: gamesSchema } } },
    async () => [...GAMES],
  );
};
