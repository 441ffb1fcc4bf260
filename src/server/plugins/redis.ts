import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis server shared by the instances (REDIS_URL), or null when each keeps its own counters. */
    redis: Redis | null;
  }
}

const QUIT_TIMEOUT_MS = 2000;

const redis: FastifyPluginAsync<{ url: string | undefined }> = async (app, options) => {
  if (!options.url) {
    app.decorate('redis', null);
    return;
  }
  const client = new Redis(options.url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: false,
  });
  client.on('error', (error) => app.log.warn({ err: { message: error.message } }, 'redis error'));
  app.decorate('redis', client);
  app.addHook('onClose', async () => {
    // QUIT lets the replies in flight arrive; a server that does not answer in time is dropped.
    const timer = setTimeout(() => client.disconnect(), QUIT_TIMEOUT_MS);
    await client.quit().catch(() => client.disconnect());
    clearTimeout(timer);
  });
};

export const redisPlugin = fp(redis, { name: 'redis', fastify: '5.x' });
