import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { MemoryCounter, type OutageLog, type RateCounter, SharedCounter } from '../lib/rate-counter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis server shared by the instances (REDIS_URL), or null when each keeps its own counters. */
    redis: Redis | null;
    /** Request counts for every rate limit: in Redis when it is set and reachable, else in this instance. */
    rateCounter: RateCounter;
  }
}

const QUIT_TIMEOUT_MS = 2000;
/** How long start-up waits for Redis before it starts counting in this instance. */
const CONNECT_WAIT_MS = 2000;
/** A command Redis does not answer in this time is counted in this instance instead. */
const COMMAND_TIMEOUT_MS = 1000;

/** One warning when Redis goes away and one note when it is back, however many requests meet it. */
function outageLog(log: FastifyBaseLogger): OutageLog {
  let down = false;
  return {
    down(reason) {
      if (down) return;
      down = true;
      log.warn(
        { reason },
        'Redis is unreachable: rate limits are counted by each instance on its own until it is back',
      );
    },
    up() {
      if (!down) return;
      down = false;
      log.info('Redis is reachable again: rate limits are shared by the instances again');
    },
  };
}

/** Resolves once the client is connected, has failed once, or the wait is over. */
function firstConnection(client: Redis): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      client.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, CONNECT_WAIT_MS);
    client.once('ready', done);
    client.once('error', done);
  });
}

const redis: FastifyPluginAsync<{ url: string | undefined }> = async (app, options) => {
  const local = new MemoryCounter();
  if (!options.url) {
    app.decorate('redis', null);
    app.decorate('rateCounter', local);
    return;
  }
  const client = new Redis(options.url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    lazyConnect: false,
  });
  const outage = outageLog(app.log);
  client.on('error', (error) => outage.down(error.message));
  client.on('ready', () => outage.up());
  app.decorate('redis', client);
  app.decorate('rateCounter', new SharedCounter(client, local, outage));
  app.addHook('onClose', async () => {
    // QUIT lets the replies in flight arrive; a server that does not answer in time is dropped.
    const timer = setTimeout(() => client.disconnect(), QUIT_TIMEOUT_MS);
    await client.quit().catch(() => client.disconnect());
    clearTimeout(timer);
  });
  await firstConnection(client);
};

export const redisPlugin = fp(redis, { name: 'redis', fastify: '5.x' });
