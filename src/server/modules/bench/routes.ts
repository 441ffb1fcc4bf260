import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const fixedBodies = new Map<number, string>();

function fixedJson(bytes: number): string {
  let body = fixedBodies.get(bytes);
  if (!body) {
    body = JSON.stringify({ fill: 'x'.repeat(Math.max(0, bytes - 11)) });
    fixedBodies.set(bytes, body);
  }
  return body;
}

/**
 * The benchmarks' ceiling (under /api/bench, only with BENCH_ROUTES=on): a fixed JSON body of the
 * asked size, sent as ready-made bytes. It has no response schema on purpose: it measures the
 * server with no work of its own, which the API's routes are compared against.
 */
export const benchRoutes: FastifyPluginAsyncZod = async (app) => {
  // Not validated either: the query is read as text, and anything but a number means the smallest body.
  app.get<{ Querystring: { bytes?: string } }>('/fixed', async (request, reply) => {
    const bytes = Math.min(1_000_000, Math.max(2, Number(request.query.bytes) || 2));
    return reply.type('application/json; charset=utf-8').send(fixedJson(bytes));
  });
};
