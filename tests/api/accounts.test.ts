import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesSet, signUp, startTestApp, type TestApp } from '../helpers/app.ts';
import { playAndSubmit } from '../helpers/plays.ts';

/** The session cookie a response sets, as a Cookie header would carry it. */
function cookieOf(response: { headers: Record<string, unknown> }): string {
  return `bts_session=${cookiesSet(response).get('bts_session')}`;
}

describe('accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('signs up with a trimmed username and a trimmed, lower-cased e-mail', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { username: '  Marie Curie ', email: '  Marie@Example.COM ' },
    });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({ username: 'Marie Curie', email: 'marie@example.com' });
    expect(typeof user.id).toBe('number');
    expect(new Date(user.createdAt).getTime()).not.toBeNaN();
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: cookieOf(response) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
  });

  it('reports availability case-insensitively', async () => {
    await signUp(t.app, 'Grace');
    expect((await t.app.inject('/api/users/check/grace')).json()).toEqual({ available: false });
    expect((await t.app.inject('/api/users/check/GRACE')).json()).toEqual({ available: false });
    expect((await t.app.inject('/api/users/check/Hopper')).json()).toEqual({ available: true });
    expect((await t.app.inject(`/api/users/check/${encodeURIComponent('Ada Lovelace')}`)).json()).toEqual({
      available: true,
    });
  });

  it('refuses a taken username or e-mail with 409 and a message', async () => {
    await signUp(t.app, 'Turing');
    const sameName = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { username: 'TURING', email: 'other@example.com' },
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe('This username is already taken. Please choose another.');
    const sameEmail = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { username: 'Someone', email: 'TURING@example.com' },
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toMatch(/email already exists/);
  });

  it('validates sign-up like the form does', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ username: 'ab', email: 'ab@example.com' }, /Username must be at least 3 characters long/],
      [{ username: '   abc   '.replace('abc', 'a'), email: 'a@example.com' }, /at least 3 characters/],
      [{ username: 'x'.repeat(51), email: 'x@example.com' }, /at most 50 characters/],
      [{ username: 'valid name', email: 'not-an-email' }, /Please enter a valid email address/],
      [{ username: 'valid name' }, /email/i],
      [{ username: 'tab\tname', email: 'tab@example.com' }, /control characters/],
    ];
    for (const [payload, message] of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/api/users', payload: payload as object });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });

  it('logs in by e-mail, trimmed and case-insensitive, and sets a session', async () => {
    const { user, device } = await signUp(t.app, 'Lamarr');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: device },
      payload: { email: '  LAMARR@example.com ' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(user);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: cookieOf(response) } });
    expect(me.json().id).toBe(user.id);
  });

  it('answers an unknown e-mail as any browser without its credential (202), a missing one with 400', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com' },
    });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual({
      codeRequired: true,
      message: expect.stringMatching(/If an account uses/),
    });
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: '  ' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/Please enter your email address/);
  });

  it('signs out: the old cookie no longer opens the session', async () => {
    const session = await signUp(t.app);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: session.cookie },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'Signed out' });
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: session.cookie } });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBeTruthy();
  });

  it("shows a user's own scores per game, and only their own", async () => {
    const session = await signUp(t.app);
    const other = await signUp(t.app);
    const empty = await t.app.inject({
      url: `/api/users/${session.user.id}/scores`,
      headers: { cookie: session.cookie },
    });
    expect(empty.json()).toEqual({
      '1': { gamesPlayed: 0, bestTime: null },
      '2': { gamesPlayed: 0, bestTime: null },
      '3': { gamesPlayed: 0, bestTime: null },
      '4': { gamesPlayed: 0, bestTime: null },
    });
    for (const timeSeconds of [90, 45, 120]) {
      const { response } = await playAndSubmit(t, session, { gameId: 2, timeSeconds });
      expect(response.statusCode).toBe(201);
    }
    const scores = await t.app.inject({
      url: `/api/users/${session.user.id}/scores`,
      headers: { cookie: session.cookie },
    });
    expect(scores.json()['2']).toEqual({ gamesPlayed: 3, bestTime: 45 });
    const foreign = await t.app.inject({
      url: `/api/users/${other.user.id}/scores`,
      headers: { cookie: session.cookie },
    });
    expect(foreign.statusCode).toBe(403);
    const anonymous = await t.app.inject({ url: `/api/users/${session.user.id}/scores` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists the four games', async () => {
    const games = (await t.app.inject('/api/games')).json();
    expect(games.map((game: { id: number; slug: string }) => [game.id, game.slug])).toEqual([
      [1, 'memory-match'],
      [2, 'number-puzzle'],
      [3, 'word-scramble'],
      [4, 'tldr-game'],
    ]);
    for (const game of games) expect(game.name && game.description).toBeTruthy();
  });

  it('serves the OpenAPI document with every route', async () => {
    const document = (await t.app.inject('/api/docs/json')).json();
    const paths = Object.keys(document.paths);
    for (const path of [
      '/api/auth/login',
      '/api/auth/verify',
      '/api/users',
      '/api/users/check/{username}',
      '/api/scores',
      '/api/leaderboard/{gameId}',
      '/api/leaderboard/{gameId}/me',
      '/api/stats',
      '/api/contact',
      '/api/admin/users',
      '/paypal/order/{orderId}/capture',
    ]) {
      expect(paths).toContain(path);
    }
    expect(
      document.paths['/api/scores'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(expect.arrayContaining(['userId', 'gameId', 'timeSeconds', 'score']));
    for (const path of ['/api/plays', '/api/plays/{playId}', '/api/plays/{playId}/moves']) {
      expect(paths).toContain(path);
    }
    expect((await t.app.inject('/api/docs')).statusCode).toBe(200);
  });
});
