import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/**
 * Makes the database handle available to every module as `app.database`. Whoever opened it
 * (main.ts, or a test) closes it after the app, so that one handle can serve several apps.
 */
const database: FastifyPluginAsync<{ database: Database }> = async (app, options) => {
  app.decorate('database', options.database);
};

export const databasePlugin = fp(database, { name: 'database', fastify: '5.x' });
