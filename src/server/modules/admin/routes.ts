import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminListQuerySchema,
  adminStatsSchema,
  adminUsersQuerySchema,
  adminUsersSchema,
  contactMessagesSchema,
  donationsSchema,
} from '../../../shared/api/admin.ts';
import { errorSchema } from '../../../shared/api/common.ts';
import { formatDuration } from '../../../shared/format.ts';
import { readTotals } from '../stats/queries.ts';
import { listDonations, listMessages, listUsers } from './queries.ts';

const adminErrors = { 400: errorSchema, 401: errorSchema, 429: errorSchema };

/** The admin page's reads (under /api/admin), each behind the admin key. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked as the request arrives, before its query is validated: without the key, nothing about
  // these routes is revealed, not even which queries they accept.
  app.addHook('onRequest', app.requireAdmin);

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
      const totals = await readTotals(app.database);
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
};
