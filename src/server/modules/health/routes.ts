import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../shared/api/common.ts';
import { HttpError } from '../../lib/errors.ts';
import { databaseAnswers } from './queries.ts';

const statusSchema = z.object({ status: z.string() });

/** Probes for a process manager or load balancer (at the root: /healthz, /readyz). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
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
      if (!(await databaseAnswers(app.database))) {
        throw new HttpError(503, 'DATABASE_UNAVAILABLE', 'The database is not reachable');
      }
      return { status: 'ready' };
    },
  );
};
