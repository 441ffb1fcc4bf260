import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../shared/api/common.ts';
import type { Deps } from '../deps.ts';
import { HttpError } from '../errors.ts';

const statusSchema = z.object({ status: z.string() });

export const healthRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], summary: 'The process is alive', response: { 200: statusSchema } } },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'The database answers',
        response: { 200: statusSchema, 503: errorSchema },
      },
    },
    async () => {
      try {
        await deps.database.query('SELECT 1');
      } catch {
        throw new HttpError(503, 'DATABASE_UNAVAILABLE', 'The database is not reachable');
      }
      return { status: 'ready' };
    },
  );
};
