import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../shared/api/common.ts';
import {
  type leaderboardParamsSchema,
  leaderboardParamsSchemaOf,
  leaderboardQuerySchema,
  leaderboardSchema,
  ownLeaderboardEntrySchema,
} from '../../../shared/api/leaderboard.ts';
import { boardEntries, ownEntry, periodKey } from './queries.ts';

/** The boards (under /api/leaderboard). */
export const leaderboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const params = leaderboardParamsSchemaOf(app.games.ids) as typeof leaderboardParamsSchema;
  app.get(
    '/:gameId',
    {
      schema: {
        tags: ['leaderboard'],
        summary: 'Top 30 of a game: this Pacific month (default) or all time',
        params,
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const board = await boardEntries(
        app.database,
        app.boardCache,
        request.params.gameId,
        periodKey(request.query.period, app.now()),
      );
      // Checked against the response schema when it was read: its bytes are sent as they are.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(board.json);
    },
  );

  app.get(
    '/:gameId/me',
    {
      // Each call ranks the player among the whole board: a flood from one address is cut before it.
      config: { rateLimit: app.rateLimits.general },
      preHandler: app.requireUser,
      schema: {
        tags: ['leaderboard'],
        summary: "The signed-in user's own entry and rank, also outside the top 30",
        params,
        querystring: leaderboardQuerySchema,
        response: { 200: ownLeaderboardEntrySchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const { period } = request.query;
      const entry = await ownEntry(
        app.database,
        request.params.gameId,
        periodKey(period, app.now()),
        request.user.id,
      );
      return { period, entry };
    },
  );
};
