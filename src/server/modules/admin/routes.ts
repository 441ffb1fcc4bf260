import type { FastifyPluginAsync } from 'fastify';
import { adminActionRoutes } from './action-routes.ts';
import { adminDashboardRoutes } from './dashboard-routes.ts';

/** The admin page's reads and its actions (under /api/admin), each behind the admin key. */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  // Checked as the request arrives, before its query is validated: without the key, nothing about
  // these routes is revealed, not even which queries they accept.
  app.addHook('onRequest', app.requireAdmin);
  await app.register(adminDashboardRoutes);
  await app.register(adminActionRoutes);
};
