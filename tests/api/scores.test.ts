import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApp, submitScore, type TestApp } from '../helpers/app.ts';

describe('score submissions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('stores a plausible score and answers 201 with it', async () => {
    const session = await signUp(t.app);
    const response = await submitScore(t.app, session, { gameId: 1, timeSeconds: 60, score: 4900 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      userId: session.user.id,
      gameId: 1,
      timeSeconds: 60,
      score: 4900,
    });
  });

  it('needs a session (401) for the same user (403)', async () => {
    const session = await signUp(t.app);
    const other = await signUp(t.app);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/scores',
      payload: { userId: session.user.id, gameId: 1, timeSeconds: 60, score: 100 },
    });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await submitScore(t.app, session, {
      userId: other.user.id,
      gameId: 1,
      timeSeconds: 60,
      score: 100,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toMatch(/only submit scores for yourself/);
  });

  it('rejects impossible submissions with 422 and a message', async () => {
    const session = await signUp(t.app);
    const cases: Array<[number, number, number, RegExp]> = [
      [0, 60, 100, /gameId must be 1, 2, 3 or 4/],
      [5, 60, 100, /gameId must be 1, 2, 3 or 4/],
      [1.5, 60, 100, /gameId must be 1, 2, 3 or 4/],
      [1, 0, 100, /whole number of seconds/],
      [1, 86_401, 0, /whole number of seconds/],
      [1, 12.5, 100, /whole number of seconds/],
      [2, 60, -5, /whole number/],
      [2, 60, 3.5, /whole number/],
      [1, 60, 4901, /not possible/],
      [2, 10, 4876, /not possible/],
      [3, 60, 7601, /not possible/],
      [4, 10, 2291, /not possible/],
      [1, 3, 5000, /cannot be finished/],
    ];
    for (const [gameId, timeSeconds, score, message] of cases) {
      const response = await submitScore(t.app, session, { gameId, timeSeconds, score });
      expect(response.statusCode, `${gameId}/${timeSeconds}/${score}`).toBe(422);
      expect(response.json().message).toMatch(message);
    }
    const scores = await t.app.inject({
      url: `/api/users/${session.user.id}/scores`,
      headers: { cookie: session.cookie },
    });
    expect(
      Object.values(scores.json()).every((game) => (game as { gamesPlayed: number }).gamesPlayed === 0),
    ).toBe(true);
  });

  it('accepts the best score each formula allows', async () => {
    const session = await signUp(t.app);
    for (const [gameId, timeSeconds, score] of [
      [1, 60, 4900],
      [2, 10, 4875],
      [3, 60, 7600],
      [4, 10, 2290],
    ] as const) {
      expect((await submitScore(t.app, session, { gameId, timeSeconds, score })).statusCode).toBe(201);
    }
  });

  it('takes one TL;DR per player per Pacific day (409 for the second)', async () => {
    const session = await signUp(t.app);
    t.clock.set('2026-11-22T07:30:00Z'); // 23:30 on 21 November in Pacific time
    expect((await submitScore(t.app, session, { gameId: 4, timeSeconds: 40, score: 1800 })).statusCode).toBe(
      201,
    );
    const again = await submitScore(t.app, session, { gameId: 4, timeSeconds: 40, score: 1800 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already submitted today's TL;DR/);
    t.clock.set('2026-11-22T08:00:00Z'); // midnight Pacific: a new day
    expect((await submitScore(t.app, session, { gameId: 4, timeSeconds: 40, score: 1800 })).statusCode).toBe(
      201,
    );
    // Other games have no daily limit.
    expect((await submitScore(t.app, session, { gameId: 1, timeSeconds: 40, score: 4000 })).statusCode).toBe(
      201,
    );
    expect((await submitScore(t.app, session, { gameId: 1, timeSeconds: 40, score: 4000 })).statusCode).toBe(
      201,
    );
  });

  it('keeps every submission as its own row', async () => {
    const session = await signUp(t.app);
    for (let i = 0; i < 3; i += 1)
      await submitScore(t.app, session, { gameId: 2, timeSeconds: 60 + i, score: 1000 });
    const rows = await t.database.handle.query(
      'SELECT time_seconds FROM scores WHERE user_id = $1 ORDER BY id',
      [session.user.id],
    );
    expect(rows.rows.map((row) => row.time_seconds)).toEqual([60, 61, 62]);
  });
});

describe('leaderboards and statistics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  const board = async (gameId: number, query = '') =>
    (await t.app.inject(`/api/leaderboard/${gameId}${query}`)).json();

  it('starts empty', async () => {
    expect(await board(3)).toEqual([]);
    expect((await t.app.inject('/api/stats')).json()).toEqual({
      totalUsers: 0,
      gamesPlayed: 0,
      totalScores: 0,
      avgTime: '0:00',
    });
  });

  it('ranks each player once by best score, then lower time, then earlier completion', async () => {
    t.clock.set('2026-11-10T12:00:00Z');
    const ann = await signUp(t.app, 'Ann');
    const bob = await signUp(t.app, 'Bob');
    const cat = await signUp(t.app, 'Cat');
    const dan = await signUp(t.app, 'Dan');
    await submitScore(t.app, ann, { gameId: 2, timeSeconds: 100, score: 3000 });
    await submitScore(t.app, ann, { gameId: 2, timeSeconds: 80, score: 3500 });
    await submitScore(t.app, ann, { gameId: 2, timeSeconds: 70, score: 3200 });
    await submitScore(t.app, bob, { gameId: 2, timeSeconds: 90, score: 3500 });
    t.clock.set('2026-11-10T12:05:00Z');
    await submitScore(t.app, cat, { gameId: 2, timeSeconds: 80, score: 3500 });
    await submitScore(t.app, dan, { gameId: 2, timeSeconds: 50, score: 3600 });
    const entries = await board(2);
    expect(entries.map((entry: { username: string }) => entry.username)).toEqual([
      'Dan',
      'Ann',
      'Cat',
      'Bob',
    ]);
    expect(entries.map((entry: { rank: number }) => entry.rank)).toEqual([1, 2, 3, 4]);
    expect(entries[1]).toEqual({
      rank: 2,
      username: 'Ann',
      completedAt: '2026-11-10T12:00:00.000Z',
      bestTime: 80,
      score: 3500,
    });
  });

  it('shows the current Pacific month by default and all time on request', async () => {
    const eve = await signUp(t.app, 'Eve');
    t.clock.set('2026-10-31T12:00:00Z');
    await submitScore(t.app, eve, { gameId: 1, timeSeconds: 30, score: 5300 });
    // 30 November 23:30 Pacific is 1 December in UTC, but still November on the site.
    t.clock.set('2026-12-01T07:30:00Z');
    const fay = await signUp(t.app, 'Fay');
    await submitScore(t.app, fay, { gameId: 1, timeSeconds: 60, score: 4000 });
    expect((await board(1)).map((entry: { username: string }) => entry.username)).toEqual(['Fay']);
    expect((await board(1, '?period=month')).map((entry: { username: string }) => entry.username)).toEqual([
      'Fay',
    ]);
    expect((await board(1, '?period=all')).map((entry: { username: string }) => entry.username)).toEqual([
      'Eve',
      'Fay',
    ]);
    t.clock.set('2026-12-01T08:00:00Z');
    expect(await board(1)).toEqual([]);
    expect((await board(1, '?period=all')).length).toBe(2);
    const wrong = await t.app.inject('/api/leaderboard/1?period=week');
    expect(wrong.statusCode).toBe(400);
  });

  it('returns the top 30 and each player their own rank beyond it', async () => {
    t.clock.set('2026-11-15T12:00:00Z');
    const players = [];
    for (let i = 0; i < 33; i += 1) {
      const session = await signUp(t.app);
      await submitScore(t.app, session, { gameId: 3, timeSeconds: 100, score: 5000 - i * 10 });
      players.push(session);
    }
    const top = await board(3);
    expect(top).toHaveLength(30);
    expect(top[29].score).toBe(5000 - 29 * 10);
    const last = players[32];
    const own = await t.app.inject({ url: '/api/leaderboard/3/me', headers: { cookie: last?.cookie } });
    expect(own.json()).toMatchObject({ period: 'month', entry: { rank: 33, score: 4680, bestTime: 100 } });
    const newcomer = await signUp(t.app);
    const none = await t.app.inject({
      url: '/api/leaderboard/3/me?period=all',
      headers: { cookie: newcomer.cookie },
    });
    expect(none.json()).toEqual({ period: 'all', entry: null });
    expect((await t.app.inject('/api/leaderboard/3/me')).statusCode).toBe(401);
  });

  it('answers unknown games with 400', async () => {
    for (const id of ['0', '5', 'abc', '1.5']) {
      const response = await t.app.inject(`/api/leaderboard/${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
  });

  it('sums the statistics over every stored score', async () => {
    const expected = await t.database.handle.query(
      'SELECT (SELECT count(*) FROM users)::int AS users, count(*)::int AS games, sum(score)::int AS points, avg(time_seconds) AS seconds FROM scores',
    );
    const row = expected.rows[0];
    const stats = (await t.app.inject('/api/stats')).json();
    const average = Math.round(Number(row.seconds));
    expect(stats).toEqual({
      totalUsers: row.users,
      gamesPlayed: row.games,
      totalScores: row.points,
      avgTime: `${Math.floor(average / 60)}:${String(average % 60).padStart(2, '0')}`,
    });
  });
});
