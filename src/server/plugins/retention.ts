import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import {
  ADMIN_ACTION_RETENTION_MONTHS,
  BOARD_EVENT_RETENTION_MINUTES,
  CLEAN_UP_EVERY_MINUTES,
  CONTACT_RETENTION_MONTHS,
  DONATION_RETENTION_MONTHS,
} from '../../shared/retention.ts';
import { deleteBoardEventsBefore } from '../db/board-events.ts';
import type { Queryable } from '../db/database.ts';
import { type InactiveAccountsReport, warnAndDeleteInactive } from '../modules/users/inactive-accounts.ts';

/** How many rows one clean-up deleted, per kind, and the inactivity warnings it sent. */
interface RetentionReport extends InactiveAccountsReport {
  contactMessages: number;
  donations: number;
  sessions: number;
  loginCodes: number;
  /** Changes of address whose code expired unused. */
  emailChanges: number;
  adminActions: number;
  deviceCredentials: number;
  /** Games dealt and never submitted; a submitted game stays as the record of its score. */
  unfinishedGames: number;
  /** The live boards' events older than an hour (the newest stays). */
  boardEvents: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Deletes what is kept no longer (see `shared/retention.ts`), as of `now` (the app's clock unless
     * given). Runs at start and every hour; tests call it to run it at once.
     */
    runRetention: (now?: Date) => Promise<RetentionReport>;
  }
}

async function deleted(db: Queryable, text: string, values: unknown[]): Promise<number> {
  return (await db.query(text, values)).rowCount ?? 0;
}

/** One statement per table, so that no table waits on another's delete. */
async function cleanUp(
  db: Queryable,
  now: Date,
): Promise<Omit<RetentionReport, keyof InactiveAccountsReport>> {
  return {
    contactMessages: await deleted(
      db,
      'DELETE FROM contact_messages WHERE created_at < $1::timestamptz - make_interval(months => $2)',
      [now, CONTACT_RETENTION_MONTHS],
    ),
    donations: await deleted(
      db,
      'DELETE FROM donations WHERE created_at < $1::timestamptz - make_interval(months => $2)',
      [now, DONATION_RETENTION_MONTHS],
    ),
    sessions: await deleted(db, 'DELETE FROM sessions WHERE expires_at <= $1', [now]),
    loginCodes: await deleted(db, 'DELETE FROM login_codes WHERE expires_at <= $1', [now]),
    emailChanges: await deleted(db, 'DELETE FROM email_changes WHERE expires_at <= $1', [now]),
    adminActions: await deleted(
      db,
      'DELETE FROM admin_actions WHERE at < $1::timestamptz - make_interval(months => $2)',
      [now, ADMIN_ACTION_RETENTION_MONTHS],
    ),
    deviceCredentials: await deleted(db, 'DELETE FROM device_credentials WHERE expires_at <= $1', [now]),
    unfinishedGames: await deleted(db, 'DELETE FROM plays WHERE submitted_at IS NULL AND expires_at <= $1', [
      now,
    ]),
    boardEvents: await deleteBoardEventsBefore(
      db,
      new Date(now.getTime() - BOARD_EVENT_RETENTION_MINUTES * 60_000),
    ),
  };
}

/**
 * The scheduled clean-up: once when the server is ready, then every hour. Every instance runs it;
 * the deletes are idempotent, so several instances on one database only repeat each other's work,
 * and each inactivity warning is claimed before it is sent, so only one instance sends it.
 */
const retention: FastifyPluginAsync = async (app) => {
  const running = new Set<Promise<unknown>>();

  const run = async (now = app.now()) => {
    const work = (async () => ({
      ...(await cleanUp(app.database, now)),
      // After the expired rows: an account deleted here takes its own rows with it anyway.
      ...(await warnAndDeleteInactive(app, now)),
    }))();
    const settled = work.catch(() => undefined).finally(() => running.delete(settled));
    running.add(settled);
    const report = await work;
    const total = Object.values(report).reduce((sum, count) => sum + count, 0);
    if (total > 0) app.log.info({ report }, 'retention clean-up');
    return report;
  };
  app.decorate('runRetention', run);

  const scheduled = () =>
    run().catch((error: Error) =>
      app.log.warn({ err: { message: error.message } }, 'retention clean-up failed'),
    );

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await scheduled();
    timer = setInterval(() => void scheduled(), CLEAN_UP_EVERY_MINUTES * 60_000);
    timer.unref();
  });
  // A clean-up under way finishes before the database it uses is closed.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await Promise.all(running);
  });
};

export const retentionPlugin = fp(retention, {
  name: 'retention',
  fastify: '5.x',
  dependencies: ['database', 'clock', 'mailer', 'accounts'],
});
