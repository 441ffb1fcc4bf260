// The scheduled clean-up: contact messages and donation records are kept 24 months; sessions,
// one-time codes, device credentials and unfinished games go once expired. Each test inserts rows
// on both sides of each limit and checks that exactly the old ones go.
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_RETENTION_MONTHS, DONATION_RETENTION_MONTHS } from '../../src/shared/retention.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

/** A time relative to now in PostgreSQL's interval syntax, e.g. "-24 months -1 day". */
type Age = string;

async function insertMessage(db: TestDatabase, subject: string, age: Age) {
  await db.handle.query(
    `INSERT INTO contact_messages (name, email, subject, message, created_at)
     VALUES ('Ann', 'ann@example.com', $1, 'Hello', now() + $2::interval)`,
    [subject, age],
  );
}

async function insertDonation(db: TestDatabase, orderId: string, age: Age) {
  await db.handle.query(
    `INSERT INTO donations (order_id, amount, currency, intent, status, created_at)
     VALUES ($1, '5.00', 'USD', 'CAPTURE', 'COMPLETED', now() + $2::interval)`,
    [orderId, age],
  );
}

/** Rows of a per-user table keyed by a random token hash, expiring at now + `expiresIn`. */
async function insertExpiring(
  db: TestDatabase,
  table: 'sessions' | 'device_credentials',
  userId: number,
  expiresIn: Age,
) {
  const hash = randomBytes(16).toString('hex');
  await db.handle.query(
    `INSERT INTO ${table} (token_hash, user_id, expires_at) VALUES ($1, $2, now() + $3::interval)`,
    [hash, userId, expiresIn],
  );
  return hash;
}

async function insertCode(db: TestDatabase, userId: number, expiresIn: Age): Promise<number> {
  const result = await db.handle.query<{ id: number }>(
    `INSERT INTO login_codes (user_id, code_hash, expires_at) VALUES ($1, 'hash', now() + $2::interval) RETURNING id`,
    [userId, expiresIn],
  );
  return result.rows[0]?.id as number;
}

async function insertPlay(
  db: TestDatabase,
  userId: number,
  expiresIn: Age,
  submitted: boolean,
): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  await db.handle.query(
    `INSERT INTO plays (id, game_id, user_id, options, day, state, dealt_at, expires_at, submitted_at)
     VALUES ($1, 2, $2, '{}', current_date, '{}', now() + $3::interval - interval '1 day',
             now() + $3::interval, CASE WHEN $4 THEN now() + $3::interval - interval '1 hour' END)`,
    [id, userId, expiresIn, submitted],
  );
  return id;
}

async function column(db: TestDatabase, sql: string): Promise<unknown[]> {
  return (await db.handle.query<{ value: unknown }>(sql)).rows.map((row) => row.value).sort();
}

describe('retention clean-up', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(async () => t.close());

  it('keeps contact messages and donations 24 months, and deletes them after', async () => {
    expect(CONTACT_RETENTION_MONTHS).toBe(24);
    expect(DONATION_RETENTION_MONTHS).toBe(24);
    await insertMessage(t.database, 'old', '-24 months -1 day');
    await insertMessage(t.database, 'almost old', '-24 months +1 day');
    await insertMessage(t.database, 'new', '0 seconds');
    await insertDonation(t.database, 'OLD', '-24 months -1 hour');
    await insertDonation(t.database, 'ALMOST', '-23 months -27 days');
    await insertDonation(t.database, 'NEW', '-1 day');

    const report = await t.app.runRetention();

    expect(report).toMatchObject({ contactMessages: 1, donations: 1 });
    expect(await column(t.database, 'SELECT subject AS value FROM contact_messages')).toEqual([
      'almost old',
      'new',
    ]);
    expect(await column(t.database, 'SELECT order_id AS value FROM donations')).toEqual(['ALMOST', 'NEW']);
  });

  it('deletes sessions, one-time codes and device credentials once expired, and keeps live ones', async () => {
    const { user } = await signUp(t.app);
    const signUpSession = await column(t.database, 'SELECT token_hash AS value FROM sessions');
    const oldSession = await insertExpiring(t.database, 'sessions', user.id, '-1 second');
    const liveSession = await insertExpiring(t.database, 'sessions', user.id, '+1 minute');
    const oldDevice = await insertExpiring(t.database, 'device_credentials', user.id, '-1 day');
    const liveDevice = await insertExpiring(t.database, 'device_credentials', user.id, '+300 days');
    const oldCode = await insertCode(t.database, user.id, '-1 second');
    const liveCode = await insertCode(t.database, user.id, '+9 minutes');
    const devicesBefore = await column(t.database, 'SELECT token_hash AS value FROM device_credentials');

    const report = await t.app.runRetention();

    expect(report).toMatchObject({ sessions: 1, loginCodes: 1, deviceCredentials: 1 });
    expect(await column(t.database, 'SELECT token_hash AS value FROM sessions')).toEqual(
      [...signUpSession, liveSession].sort(),
    );
    expect(await column(t.database, 'SELECT token_hash AS value FROM sessions')).not.toContain(oldSession);
    expect(await column(t.database, 'SELECT token_hash AS value FROM device_credentials')).toEqual(
      devicesBefore.filter((hash) => hash !== oldDevice).sort(),
    );
    expect(await column(t.database, 'SELECT token_hash AS value FROM device_credentials')).toContain(
      liveDevice,
    );
    expect(await column(t.database, 'SELECT id AS value FROM login_codes')).toEqual([liveCode]);
    expect(oldCode).not.toBe(liveCode);
    // The account itself is not touched by its expired rows.
    expect(await column(t.database, 'SELECT id AS value FROM users')).toEqual([user.id]);
  });

  it('deletes unfinished games once expired, and keeps submitted ones as the record of their score', async () => {
    const { user } = await signUp(t.app);
    const expired = await insertPlay(t.database, user.id, '-1 second', false);
    const submitted = await insertPlay(t.database, user.id, '-2 days', true);
    const live = await insertPlay(t.database, user.id, '+1 hour', false);

    const report = await t.app.runRetention();

    expect(report).toMatchObject({ unfinishedGames: 1 });
    expect(await column(t.database, 'SELECT id AS value FROM plays')).toEqual([submitted, live].sort());
    expect(await column(t.database, 'SELECT id AS value FROM plays')).not.toContain(expired);
  });

  // A limit catches a hang: five times what the test takes on a 2-core machine.
  it('reports nothing deleted when nothing is old', async () => {
    await insertMessage(t.database, 'new', '0 seconds');
    expect(await t.app.runRetention()).toEqual({
      contactMessages: 0,
      donations: 0,
      sessions: 0,
      loginCodes: 0,
      emailChanges: 0,
      adminActions: 0,
      deviceCredentials: 0,
      unfinishedGames: 0,
      boardEvents: 0,
      inactivityWarnings: 0,
      inactivityFinalWarnings: 0,
      inactiveAccounts: 0,
    });
  }, 35_000);
});

describe('retention clean-up at start', () => {
  it('runs once as the server starts, before it answers', async () => {
    const database = await createTestDatabase();
    try {
      await insertMessage(database, 'old', '-25 months');
      await insertMessage(database, 'new', '-1 month');
      const t = await startTestApp({ database });
      try {
        expect(await column(database, 'SELECT subject AS value FROM contact_messages')).toEqual(['new']);
      } finally {
        await t.close();
      }
    } finally {
      await database.drop();
    }
  });
});
