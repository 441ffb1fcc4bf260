import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signUp, startTestApp, TEST_ADMIN_KEY, type TestApp } from '../helpers/app.ts';
import { playAndSubmit } from '../helpers/plays.ts';

describe('admin', () => {
  // Each test has a database of its own, so that what one test creates never shapes another's answer.
  let t: TestApp;
  const admin = { 'admin-key': TEST_ADMIN_KEY };
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(async () => t.close());

  /** Two players, Ada (two verified games of 60 s, `points` in all) and then Bea_100 (none). */
  const adaAndBea = async () => {
    const ada = await signUp(t.app, 'Ada');
    // Neither an address nor a name can hold % (it would change a reply link; it is outside the
    // characters a name may use): a search for it must find no one, not everyone.
    const bea = await signUp(t.app, 'Bea_100', 'bea_100@example.com');
    const memory = await playAndSubmit(t, ada, { gameId: 1, timeSeconds: 60 });
    const puzzle = await playAndSubmit(t, ada, { gameId: 2, timeSeconds: 60 });
    return { ada, bea, points: memory.body.score + puzzle.body.score };
  };

  it('lists users newest first with games played and total score', async () => {
    const { ada, bea, points } = await adaAndBea();
    const response = await t.app.inject({ url: '/api/admin/users', headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    const users = response.json();
    expect(users.map((user: { username: string }) => user.username)).toEqual(['Bea_100', 'Ada']);
    expect(users[1]).toEqual({
      id: ada.user.id,
      username: 'Ada',
      email: 'ada@example.com',
      createdAt: ada.user.createdAt,
      gamesPlayed: 2,
      totalScore: points,
      suspendedAt: null,
    });
    expect(users[0]).toMatchObject({ id: bea.user.id, gamesPlayed: 0, totalScore: 0 });
  });

  it('searches by username or e-mail, case-insensitively, with wildcards taken literally', async () => {
    await adaAndBea();
    const search = async (q: string) =>
      (await t.app.inject({ url: `/api/admin/users?q=${encodeURIComponent(q)}`, headers: admin }))
        .json()
        .map((user: { username: string }) => user.username);
    expect(await search('ADA')).toEqual(['Ada']);
    expect(await search('bea_100@EXAMPLE')).toEqual(['Bea_100']);
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual(['Bea_100']);
    expect(await search('nobody')).toEqual([]);
  });

  it('pages with limit and offset', async () => {
    await adaAndBea();
    const page = await t.app.inject({ url: '/api/admin/users?limit=1&offset=1', headers: admin });
    expect(page.json().map((user: { username: string }) => user.username)).toEqual(['Ada']);
    const bad = await t.app.inject({ url: '/api/admin/users?limit=0', headers: admin });
    expect(bad.statusCode).toBe(400);
  });

  it('shows the admin statistics', async () => {
    const { points } = await adaAndBea();
    const stats = (await t.app.inject({ url: '/api/admin/stats', headers: admin })).json();
    expect(stats).toEqual({ totalUsers: 2, totalGames: 2, totalScores: points, avgSessionTime: '1:00' });
  });

  it('refuses every admin route without the key', async () => {
    for (const url of [
      '/api/admin/users',
      '/api/admin/stats',
      '/api/admin/messages',
      '/api/admin/donations',
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ code: 'ADMIN_KEY_INVALID', message: 'Invalid admin key' });
    }
  });
});
