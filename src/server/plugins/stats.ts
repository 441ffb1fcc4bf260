import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { pacificDay } from '../../shared/time.ts';
import { readTotals, type SiteTotals } from '../modules/stats/queries.ts';

/** The site's totals, for the community statistics and the admin's dashboard. */
interface SiteStats {
  /** The totals and the active players as of now (today's Pacific day), in one statement. */
  totals(): Promise<SiteTotals>;
}

declare module 'fastify' {
  interface FastifyInstance {
    stats: SiteStats;
  }
}

const stats: FastifyPluginAsync = async (app) => {
  app.decorate('stats', { totals: () => readTotals(app.database, pacificDay(app.now())) });
};

export const statsPlugin = fp(stats, { name: 'stats', fastify: '5.x', dependencies: ['database', 'clock'] });
