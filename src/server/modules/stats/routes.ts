import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gamesSchema, siteStatsSchema } from '../../../shared/api/stats.ts';
import { formatDuration } from '../../../shared/format.ts';
import { freshSharedRead } from '../../lib/fresh-shared-read.ts';

/** Community statistics and the list of games (under /api). */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every request is answered with totals read after it arrived, and the requests that arrive
  // together share one read, and its response checked against the schema and written out once.
  const totals = freshSharedRead(async () => {
    const { users, activePlayers, games, points, averageSeconds } = await app.stats.totals();
    const stats = siteStatsSchema.parse({
      totalUsers: users,
      activePlayers,
      gamesPlayed: games,
      totalScores: points,
      avgTime: formatDuration(averageSeconds),
    });
    return Buffer.from(JSON.stringify(stats));
  });

  app.get(
    '/stats',
    {
      schema: {
        tags: ['stats'],
        summary: 'Community statistics: players, active players, games played, total points, average time',
        description:
          '`activePlayers` counts the players (suspended accounts aside) with a score on one of the last ' +
          '30 Pacific days, today included; `totalUsers` counts every account.',
        response: { 200: siteStatsSchema },
      },
    },
    async (_request, reply) =>
      (reply as FastifyReply).type('application/json; charset=utf-8').send(await totals()),
  );

  app.get(
    '/games',
    { schema: { tags: ['games'], summary: 'Every game of the site', response: { 200: gamesSchema } } },
    async () => [...app.games.infos],
  );
};
