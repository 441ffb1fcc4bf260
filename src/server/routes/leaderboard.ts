import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../shared/api/common.ts';
import {
  leaderboardParamsSchema,
  leaderboardQuerySchema,
  leaderboardSchema,
  ownLeaderboardEntrySchema,
} from '../../shared/api/leaderboard.ts';
import type { Deps } from '../deps.ts';
import { boardJson, ownEntry, periodKey } from '../services/leaderboard.ts';

export const leaderboardRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/api/leaderboard/:gameId',
    {
      schema: {
        tags: ['leaderboard'],
        summary: 'Top 30 of a game: this Pacific month (default) or all time',
        params: leaderboardParamsSchema,
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const { gameId } = request.params;
      const body = await boardJson(
        deps.database,
        deps.boardCache,
        gameId,
        periodKey(request.query.period, deps.now()),
      );
      // Already serialized (and possibly cached): sent as is.
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.get(
    '/api/leaderboard/:gameId/me',
    {
      schema: {
        tags: ['leaderboard'],
        summary: "The signed-in user's own entry and rank, also outside the top 30",
        params: leaderboardParamsSchema,
        querystring: leaderboardQuerySchema,
        response: { 200: ownLeaderboardEntrySchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const user = await deps.sessions.requireUser(request);
      const { period } = request.query;
      const entry = await ownEntry(
        deps.database,
        request.params.gameId,
        periodKey(period, deps.now()),
        user.id,
      );
      return { period, entry };
    },
  );
};
