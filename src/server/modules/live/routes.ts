import sseModule, { type SSEPluginOptions } from '@fastify/sse';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../shared/api/common.ts';
import { boardEventSchema, liveQuerySchema } from '../../../shared/api/live.ts';
import { HttpError } from '../../lib/errors.ts';
import type { LiveSink } from '../../lib/live-hub.ts';

/**
 * The plugin as Node loads the package (its `module.exports`, wrapped with fastify-plugin so that its
 * route hook reaches the routes registered beside it); the package's types describe an ES module's
 * default export instead.
 */
const sse = sseModule as unknown as FastifyPluginAsync<SSEPluginOptions>;

/** Seconds a client over its address's bound is told to wait. */
const RETRY_AFTER_SECONDS = 5;

/** The data of each message is written as JSON once for all clients: it is sent as it is. */
const asWritten = (data: unknown) => (typeof data === 'string' ? data : JSON.stringify(data));

/**
 * The live boards (under /api/live): one Server-Sent Events stream per browser carries every board's
 * changes (app.liveBoards says where they come from), with a comment line every `heartbeatMs`.
 */
export const liveRoutes: FastifyPluginAsyncZod<{ heartbeatMs: number }> = async (app, options) => {
  await app.register(sse, { heartbeatInterval: options.heartbeatMs, serializer: asWritten });

  app.get(
    '/boards',
    {
      sse: { kind: 'only', serializer: asWritten },
      schema: {
        tags: ['live'],
        summary: 'Live boards: every change of a top 30, as Server-Sent Events',
        description:
          'A `text/event-stream` that stays open. Event `board` (id: the event number) carries a board whose ' +
          'top 30 changed: `{ gameId, period: "month" | "all", month, entries }`, the entries as ' +
          '`GET /api/leaderboard/{gameId}` answers them. Event `ready` (id: the position) says the stream is ' +
          "live. Event `reset` says the events after the client's last id are no longer kept (they are kept " +
          'an hour): read the boards again, once. To resume, send the last id received as `Last-Event-ID` ' +
          'or `lastEventId`. Comment lines keep the connection open. Open streams are bounded per client ' +
          'address (429).',
        querystring: liveQuerySchema,
        produces: ['text/event-stream', 'application/json'],
        // The stream's events are text/event-stream; a refusal is an error in JSON, as everywhere.
        response: {
          200: { content: { 'text/event-stream': { schema: boardEventSchema } } },
          429: { content: { 'application/json': { schema: errorSchema } } },
        },
      },
    },
    async (request, reply) => {
      const sink: LiveSink = {
        send: (message) => {
          reply.sse.send(message).catch(() => undefined);
        },
        close: () => reply.sse.close(),
        buffered: () => reply.raw.writableLength,
      };
      const admitted = app.liveBoards.admit(request.ip, sink);
      if (!admitted) {
        throw new HttpError(
          429,
          'RATE_LIMITED',
          `Too many live streams are open from this address. Please try again in ${RETRY_AFTER_SECONDS} seconds.`,
          { 'retry-after': String(RETRY_AFTER_SECONDS) },
          { retryAfterSeconds: RETRY_AFTER_SECONDS },
        );
      }
      reply.sse.onClose(admitted.detach);
      reply.sse.keepAlive();
      // The browser's own reconnection sends Last-Event-ID; a new EventSource can only name it in the URL.
      const lastEventId = reply.sse.lastEventId ?? request.query.lastEventId;
      try {
        // The headers go at once, so the client knows the stream is open before any event.
        reply.sse.sendHeaders();
        await app.liveBoards.begin(admitted.client, lastEventId);
      } catch (error) {
        admitted.detach();
        reply.sse.close();
        request.log.warn({ err: error }, 'a live board stream could not start');
      }
    },
  );
};
