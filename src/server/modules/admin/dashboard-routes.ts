import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminListQuerySchema,
  adminStatsSchema,
  adminUsersQuerySchema,
  adminUsersSchema,
  contactMessagesSchema,
  donationsSchema,
  outliersSchema,
  refusalsQuerySchema,
  refusalsSchema,
} from '../../../shared/api/admin.ts';
import { formatDuration } from '../../../shared/format.ts';
import { pacificDay } from '../../../shared/time.ts';
import { listDonations, listMessages, listOutliers, listRefusals, listUsers } from './queries.ts';
import { adminErrors } from './responses.ts';

/** What the admin page reads: users, totals, messages, donations, outliers and refused submissions. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Users, newest first, optionally searched by username or e-mail; X-Total-Count gives the total',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const { users, total } = await listUsers(app.database, request.query);
      reply.header('x-total-count', String(total));
      return users;
    },
  );

  app.get(
    '/stats',
    {
      schema: {
        tags: ['admin'],
        summary: 'Totals for the dashboard',
        response: { 200: adminStatsSchema, ...adminErrors },
      },
    },
    async () => {
      const totals = await app.stats.totals();
      return {
        totalUsers: totals.users,
        totalGames: totals.games,
        totalScores: totals.points,
        avgSessionTime: formatDuration(totals.averageSeconds),
      };
    },
  );

  app.get(
    '/messages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Contact messages, newest first',
        querystring: adminListQuerySchema,
        response: { 200: contactMessagesSchema, ...adminErrors },
      },
    },
    async (request) => listMessages(app.database, request.query),
  );

  app.get(
    '/donations',
    {
      schema: {
        tags: ['admin'],
        summary: 'Donation orders and captures, newest first',
        querystring: adminListQuerySchema,
        response: { 200: donationsSchema, ...adminErrors },
      },
    },
    async (request) => listDonations(app.database, request.query),
  );

  app.get(
    '/outliers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Verified games at the time floor or in the best 0.1% of their game, newest first',
        description:
          'Lists scores that come from a verified game (a play) and meet either rule; `reasons` says which. ' +
          "`floor`: the game's time on the server's clock is at most one second above the human floor " +
          'of the moves it was played with (elapsedMs <= floorMs + 1000). ' +
          '`top`: the score is at or above the 99.9th percentile of all stored scores of that game ' +
          '(continuous percentile), so while a game has fewer than 1,000 scores only its best score ' +
          '(and any equal to it) is listed. `moves` is the move count the server recorded for the play.',
        querystring: adminListQuerySchema,
        response: { 200: outliersSchema, ...adminErrors },
      },
    },
    async (request) => listOutliers(app.database, request.query, app.games.byId),
  );

  app.get(
    '/refusals',
    {
      schema: {
        tags: ['admin'],
        summary: 'Score submissions refused per Pacific day, game and reason, over the last days',
        description:
          'How many submissions each refusal turned away (the error code of the answer: BELOW_FLOOR, ' +
          'TIME_MISMATCH, SCORE_MISMATCH, PLAY_SUBMITTED, DUPLICATE_SCORE, ...), per game and Pacific ' +
          'day, newest day first; `days` (1 to 366, default 30) counts back from today.',
        querystring: refusalsQuerySchema,
        response: { 200: refusalsSchema, ...adminErrors },
      },
    },
    async (request) => {
      const today = pacificDay(app.now());
      const since = new Date(Date.parse(`${today}T12:00:00Z`) - (request.query.days - 1) * 86_400_000);
      return listRefusals(app.database, since.toISOString().slice(0, 10));
    },
  );
};
