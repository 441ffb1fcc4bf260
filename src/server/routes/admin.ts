import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminListQuerySchema,
  adminStatsSchema,
  adminUsersQuerySchema,
  adminUsersSchema,
  contactMessagesSchema,
  donationsSchema,
} from '../../shared/api/admin.ts';
import { errorSchema } from '../../shared/api/common.ts';
import { formatDuration } from '../../shared/format.ts';
import type { Deps } from '../deps.ts';
import { readTotals } from '../services/stats.ts';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

const adminErrors = { 400: errorSchema, 401: errorSchema, 429: errorSchema };

export const adminRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.addHook('onRequest', async (request) => deps.admin.check(request));

  app.get(
    '/api/admin/users',
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
      const { q, limit, offset } = request.query;
      const pattern = q ? `%${escapeLike(q.toLowerCase())}%` : null;
      const where = 'WHERE ($1::text IS NULL OR lower(u.username) LIKE $1 OR u.email LIKE $1)';
      const [rows, total] = await Promise.all([
        deps.database.query<{
          id: number;
          username: string;
          email: string | null;
          created_at: Date;
          games_played: number;
          total_score: number;
        }>(
          `SELECT u.id, u.username, u.email, u.created_at,
                  coalesce(sum(s.games_played), 0)::bigint AS games_played,
                  coalesce(sum(s.total_score), 0)::bigint AS total_score
             FROM users u LEFT JOIN user_game_stats s ON s.user_id = u.id
             ${where}
            GROUP BY u.id ORDER BY u.created_at DESC, u.id DESC LIMIT $2 OFFSET $3`,
          [pattern, limit, offset],
        ),
        deps.database.query<{ total: number }>(`SELECT count(*)::bigint AS total FROM users u ${where}`, [
          pattern,
        ]),
      ]);
      reply.header('x-total-count', String(total.rows[0]?.total ?? 0));
      return rows.rows.map((row) => ({
        id: row.id,
        username: row.username,
        email: row.email,
        createdAt: row.created_at.toISOString(),
        gamesPlayed: row.games_played,
        totalScore: row.total_score,
      }));
    },
  );

  app.get(
    '/api/admin/stats',
    {
      schema: {
        tags: ['admin'],
        summary: 'Totals for the dashboard',
        response: { 200: adminStatsSchema, ...adminErrors },
      },
    },
    async () => {
      const totals = await readTotals(deps.database);
      return {
        totalUsers: totals.users,
        totalGames: totals.games,
        totalScores: totals.points,
        avgSessionTime: formatDuration(totals.averageSeconds),
      };
    },
  );

  app.get(
    '/api/admin/messages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Contact messages, newest first',
        querystring: adminListQuerySchema,
        response: { 200: contactMessagesSchema, ...adminErrors },
      },
    },
    async (request) => {
      const result = await deps.database.query<{
        id: number;
        name: string;
        email: string;
        subject: string;
        message: string;
        created_at: Date;
        forwarded: boolean;
      }>(
        `SELECT id, name, email, subject, message, created_at, forwarded FROM contact_messages
          ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
        [request.query.limit, request.query.offset],
      );
      return result.rows.map(({ created_at, ...row }) => ({ ...row, createdAt: created_at.toISOString() }));
    },
  );

  app.get(
    '/api/admin/donations',
    {
      schema: {
        tags: ['admin'],
        summary: 'Donation orders and captures, newest first',
        querystring: adminListQuerySchema,
        response: { 200: donationsSchema, ...adminErrors },
      },
    },
    async (request) => {
      const result = await deps.database.query<{
        id: number;
        order_id: string;
        amount: string;
        currency: string;
        status: string;
        created_at: Date;
        captured_at: Date | null;
      }>(
        `SELECT id, order_id, amount, currency, status, created_at, captured_at FROM donations
          ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
        [request.query.limit, request.query.offset],
      );
      return result.rows.map((row) => ({
        id: row.id,
        orderId: row.order_id,
        amount: row.amount,
        currency: row.currency,
        status: row.status,
        createdAt: row.created_at.toISOString(),
        capturedAt: row.captured_at?.toISOString() ?? null,
      }));
    },
  );
};
