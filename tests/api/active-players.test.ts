// GET /api/stats: `activePlayers` counts the players with a score on one of the last 30 Pacific days
// (today and the 29 before), once each, suspended accounts aside; `totalUsers` counts every account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUp, startTestApp, TEST_ADMIN_KEY, type TestApp } from '../helpers/app.ts';
import { playAndSubmit } from '../helpers/plays.ts';

const DAY = 24 * 60 * 60_000;
/** Noon Pacific (standard time) on Tuesday, November 10, 2026. */
const TODAY = '2026-11-10T20:00:00.000Z';
const daysBefore = (days: number) => new Date(Date.parse(TODAY) - days * DAY).toISOString();

describe('active players', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  async function playAt(session: Session, iso: string) {
    t.clock.set(iso);
    const { response } = await playAndSubmit(t, session, { gameId: 2, timeSeconds: 40 });
    expect(response.statusCode, response.body).toBe(201);
  }

  async function stats() {
    t.clock.set(TODAY);
    const response = await t.app.inject('/api/stats');
    expect(response.statusCode).toBe(200);
    return response.json() as { totalUsers: number; activePlayers: number };
  }

  it('counts each player with a score in the last 30 Pacific days once, without suspended ones', async () => {
    expect(await stats()).toMatchObject({ totalUsers: 0, activePlayers: 0 });
    const ann = await signUp(t.app, 'Ann');
    const bob = await signUp(t.app, 'Bob');
    const cat = await signUp(t.app, 'Cat');
    const dan = await signUp(t.app, 'Dan');
    await signUp(t.app, 'Eve');
    const fay = await signUp(t.app, 'Fay');

    // Ann played on October 12, the 29th day before: she counts. Bob played on October 11: he does not.
    await playAt(ann, daysBefore(29));
    await playAt(bob, daysBefore(30));
    // 06:30 UTC on October 12 is still October 11 in Pacific time (23:30 PDT): Fay does not count.
    await playAt(fay, '2026-10-12T06:30:00.000Z');
    // Cat played twice today and counts once; Dan played today and is suspended; Eve never played.
    await playAt(cat, daysBefore(0));
    await playAt(cat, daysBefore(0));
    await playAt(dan, daysBefore(0));
    expect(await stats()).toMatchObject({ totalUsers: 6, activePlayers: 3 });

    const suspended = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${dan.user.id}/suspension`,
      payload: { reason: 'test' },
      headers: { 'admin-key': TEST_ADMIN_KEY },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    // Every account still counts in totalUsers (the hero's line); the suspended player is not active.
    expect(await stats()).toEqual(expect.objectContaining({ totalUsers: 6, activePlayers: 2 }));

    // The next day, Ann's October 12 is 30 days back and no longer counts.
    t.clock.set(new Date(Date.parse(TODAY) + DAY).toISOString());
    const tomorrow = (await t.app.inject('/api/stats')).json();
    expect(tomorrow).toMatchObject({ totalUsers: 6, activePlayers: 1 });
  });

  it('reads the players of the last 30 days from the index on the scores’ Pacific day alone', async () => {
    // The other stored figures are a few rows of site_totals; this one must not read the scores
    // table, only the last 30 days of the index on (pacific_day, user_id).
    const plan = await t.database.handle.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      await tx.query('SET LOCAL enable_bitmapscan = off');
      const explained = await tx.query<{ 'QUERY PLAN': unknown }>(
        `EXPLAIN (FORMAT JSON) SELECT DISTINCT user_id FROM scores WHERE pacific_day > '2026-11-10'::date - 30`,
      );
      return JSON.stringify(explained.rows[0]?.['QUERY PLAN']);
    });
    expect(plan).toContain('"Node Type":"Index Only Scan"');
    expect(plan).toContain('scores_pacific_day_user_idx');
  });
});
