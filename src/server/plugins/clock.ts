import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The current time; tests pass a clock of their own. */
    now: () => Date;
  }
}

const clock: FastifyPluginAsync<{ now?: () => Date }> = async (app, options) => {
  app.decorate('now', options.now ?? (() => new Date()));
};

export const clockPlugin = fp(clock, { name: 'clock', fastify: '5.x' });
