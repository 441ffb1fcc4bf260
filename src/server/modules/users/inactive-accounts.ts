import type { FastifyInstance } from 'fastify';
import type { SiteLanguage } from '../../../shared/api/auth.ts';
import { INACTIVE_ACCOUNT_WARNING_DAYS, INACTIVE_ACCOUNT_YEARS } from '../../../shared/retention.ts';
import type { Queryable } from '../../db/database.ts';

// An account nobody has signed in to for INACTIVE_ACCOUNT_YEARS is deleted, after two warnings:
// the first FIRST_DAYS before the deletion, the last FINAL_DAYS before. Neither is skipped and each
// keeps its days: the last warning goes no earlier than FIRST_DAYS - FINAL_DAYS after the first,
// and the deletion no earlier than FINAL_DAYS after the last. A sign-in clears both warnings.
const [FIRST_DAYS, FINAL_DAYS] = INACTIVE_ACCOUNT_WARNING_DAYS;

/** Accounts warned, or deleted, by one run at most, per kind: no run holds a long transaction. */
const INACTIVE_BATCH = 100;

/**
 * Whether the account's last sign-in ($1 is now) is at least `daysBefore` days short of the
 * deletion by sign-in alone. The first bound only lets the index on last_sign_in_at find the rows
 * (a year's length and a day's vary, so it keeps a day to spare); the second decides.
 */
function signInDue(daysBefore: number): string {
  return `last_sign_in_at <= $1::timestamptz - make_interval(years => ${INACTIVE_ACCOUNT_YEARS}) + make_interval(days => ${daysBefore + 1})
      AND last_sign_in_at + make_interval(years => ${INACTIVE_ACCOUNT_YEARS}) - make_interval(days => ${daysBefore}) <= $1`;
}

/** The accounts due the first warning as of $1. */
const FIRST_DUE = `inactivity_warned_at IS NULL AND ${signInDue(FIRST_DAYS)}`;

/** The accounts due the last warning as of $1. */
const FINAL_DUE = `inactivity_warned_at IS NOT NULL AND inactivity_final_warned_at IS NULL
      AND inactivity_warned_at + make_interval(days => ${FIRST_DAYS - FINAL_DAYS}) <= $1
      AND ${signInDue(FINAL_DAYS)}`;

/** The accounts due deletion as of $1. */
const DELETION_DUE = `inactivity_final_warned_at IS NOT NULL
      AND inactivity_final_warned_at + make_interval(days => ${FINAL_DAYS}) <= $1
      AND ${signInDue(0)}`;

interface ClaimedRow {
  id: number;
  username: string;
  email: string | null;
  lang: SiteLanguage;
  last_sign_in_at: Date;
  deletion_at: Date;
}

/**
 * Marks up to a batch of accounts due a warning as warned now, and returns them with the deletion's
 * date. Rows another instance holds are skipped, and a row another instance marked meanwhile is
 * checked again and no longer due: two instances never claim one warning.
 */
async function claimWarnings(db: Queryable, column: string, due: string, daysLeft: number, now: Date) {
  const result = await db.query<ClaimedRow>(
    `UPDATE users u SET ${column} = $1
       FROM (SELECT id FROM users WHERE ${due}
              ORDER BY last_sign_in_at LIMIT ${INACTIVE_BATCH} FOR UPDATE SKIP LOCKED) AS due
      WHERE u.id = due.id
  RETURNING u.id, u.username, u.email, u.lang, u.last_sign_in_at,
            greatest(u.last_sign_in_at + make_interval(years => ${INACTIVE_ACCOUNT_YEARS}),
                     $1::timestamptz + make_interval(days => ${daysLeft})) AS deletion_at`,
    [now],
  );
  return result.rows;
}

/** How many accounts one run warned and deleted. */
export interface InactiveAccountsReport {
  /** First warnings e-mailed (or, without a mail server, logged). */
  inactivityWarnings: number;
  /** Last warnings e-mailed (or logged). */
  inactivityFinalWarnings: number;
  /** Accounts deleted after both warnings. */
  inactiveAccounts: number;
}

/**
 * Sends the warnings that are due, then deletes the accounts that are due, as of `now`.
 *
 * A warning is claimed (its time set) before it is sent, in a statement of its own, so that two
 * instances never both send it. When the mail fails, the claim is withdrawn and the next run sends
 * it again; the deletion waits meanwhile, since it counts from the warnings actually sent. Only a
 * crash between the claim and the send loses a warning, and then the account is still not deleted
 * before its days have passed. An account without an address is warned in the log alone.
 */
export async function warnAndDeleteInactive(
  app: FastifyInstance,
  now: Date,
): Promise<InactiveAccountsReport> {
  const inactivityWarnings = await sendWarnings(app, 'inactivity_warned_at', FIRST_DUE, FIRST_DAYS, now);
  const inactivityFinalWarnings = await sendWarnings(
    app,
    'inactivity_final_warned_at',
    FINAL_DUE,
    FINAL_DAYS,
    now,
  );
  return { inactivityWarnings, inactivityFinalWarnings, inactiveAccounts: await deleteDue(app, now) };
}

async function sendWarnings(
  app: FastifyInstance,
  column: 'inactivity_warned_at' | 'inactivity_final_warned_at',
  due: string,
  daysLeft: number,
  now: Date,
): Promise<number> {
  const claimed = await claimWarnings(app.database, column, due, daysLeft, now);
  let sent = 0;
  for (const row of claimed) {
    const warning = {
      username: row.username,
      lang: row.lang,
      lastSignInAt: row.last_sign_in_at,
      deletionAt: row.deletion_at,
      final: column === 'inactivity_final_warned_at',
    };
    try {
      if (row.email) await app.mailer.sendInactivityWarning({ userId: row.id, email: row.email }, warning);
      else app.log.warn({ userId: row.id }, 'inactivity warning not e-mailed: the account has no address');
      sent += 1;
    } catch (error) {
      // A mail server's refusal often quotes the address, so its words stay out of the log.
      const { code, responseCode } = error as { code?: string; responseCode?: number };
      app.log.warn(
        { err: { code, responseCode }, userId: row.id },
        'inactivity warning not sent: tried again later',
      );
      // Only this run's claim is withdrawn (a sign-in meanwhile has cleared it already).
      await app.database.query(`UPDATE users SET ${column} = NULL WHERE id = $1 AND ${column} = $2`, [
        row.id,
        now,
      ]);
    }
  }
  return sent;
}

/** Deletes up to a batch of accounts due deletion, each as a player's own deletion is. */
async function deleteDue(app: FastifyInstance, now: Date): Promise<number> {
  const due = await app.database.query<{ id: number }>(
    `SELECT id FROM users WHERE ${DELETION_DUE} ORDER BY last_sign_in_at LIMIT ${INACTIVE_BATCH}`,
    [now],
  );
  let deleted = 0;
  for (const { id } of due.rows) {
    // A sign-in between the read and the lock keeps the account.
    const gone = await app.accounts.delete(id, async (tx) => {
      const still = await tx.query(`SELECT 1 FROM users WHERE id = $2 AND ${DELETION_DUE}`, [now, id]);
      return (still.rowCount ?? 0) > 0;
    });
    if (!gone) continue;
    deleted += 1;
    app.log.info({ userId: id }, 'account deleted after its inactivity warnings');
  }
  return deleted;
}
