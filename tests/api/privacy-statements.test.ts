// What the privacy policy says about accounts and that no other test checks, against the running app:
// the site keeps a short name of a browser, never its User-Agent; the administrator's records keep a
// deleted account's name but not its number, and go 24 months after the action. (Login for an unknown
// address and sign-up's limit are checked in login-privacy.test.ts; renewed device credentials, the
// first proof of an address and a change of address in account.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ACTION_RETENTION_MONTHS } from '../../src/shared/retention.ts';
import { cookiesSet, signUp, startTestApp, TEST_ADMIN_KEY, type TestApp } from '../helpers/app.ts';

const FIREFOX_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0 privacy-marker-7f3a';

const admin = { 'admin-key': TEST_ADMIN_KEY };

describe('what the site keeps of a browser', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  it('stores a short name of the browser and system, never the User-Agent itself', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { 'user-agent': FIREFOX_ON_LINUX },
      payload: { username: 'agent_probe', email: 'agent.probe@example.com' },
    });
    expect(response.statusCode).toBe(201);
    const cookies = cookiesSet(response);
    const cookie = `bts_session=${cookies.get('bts_session')}; bts_device=${cookies.get('bts_device')}`;

    const account = await t.app.inject({ method: 'GET', url: '/api/account', headers: { cookie } });
    expect(account.statusCode).toBe(200);
    const { sessions, devices } = account.json() as {
      sessions: { browser: string }[];
      devices: { browser: string }[];
    };
    expect(sessions.map((session) => session.browser)).toEqual(['Firefox on Linux']);
    expect(devices.map((device) => device.browser)).toEqual(['Firefox on Linux']);

    // No text column of any table holds any part of the description beyond that name.
    const columns = await t.database.handle.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json')`,
    );
    expect(columns.rows.length).toBeGreaterThan(0);
    for (const { table_name, column_name } of columns.rows) {
      const found = await t.database.handle.query(
        `SELECT 1 FROM "${table_name}" WHERE "${column_name}"::text LIKE '%privacy-marker%' OR "${column_name}"::text LIKE '%Gecko%'`,
      );
      expect(found.rowCount, `${table_name}.${column_name}`).toBe(0);
    }
  });
});

describe("the administrator's records", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  const actions = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/actions', headers: admin })).json() as {
      action: string;
      userId: number | null;
      username: string;
      detail: Record<string, string | number>;
    }[];

  it(`keep the username but not the number of a deleted account, and go ${ADMIN_ACTION_RETENTION_MONTHS} months after the action`, async () => {
    t.clock.set('2031-05-10T12:00:00Z');
    const player = await signUp(t.app);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${player.user.id}/username`,
      headers: admin,
      payload: { username: 'renamed_by_admin' },
    });
    expect(renamed.statusCode).toBe(200);
    const suspended = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${player.user.id}/suspension`,
      headers: admin,
      payload: { reason: 'offensive name' },
    });
    expect(suspended.statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: { cookie: player.cookie },
    });
    expect(deleted.statusCode).toBe(200);

    const kept = (await actions()).filter((entry) => entry.username === 'renamed_by_admin');
    expect(kept.map((entry) => entry.action).sort()).toEqual(['rename', 'suspend']);
    expect(kept.every((entry) => entry.userId === null)).toBe(true);
    expect(kept.find((entry) => entry.action === 'rename')?.detail).toEqual({
      from: player.user.username,
      to: 'renamed_by_admin',
    });
    expect(kept.find((entry) => entry.action === 'suspend')?.detail).toEqual({ reason: 'offensive name' });

    t.clock.set('2033-05-10T11:00:00Z');
    await t.app.runRetention();
    expect((await actions()).filter((entry) => entry.username === 'renamed_by_admin')).toHaveLength(2);
    t.clock.set('2033-05-10T13:00:00Z');
    await t.app.runRetention();
    expect((await actions()).filter((entry) => entry.username === 'renamed_by_admin')).toHaveLength(0);
    t.clock.resume();
  });
});
