import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApp, submitScore, type TestApp } from '../helpers/app.ts';
import { playAndSubmit, prepareSubmission } from '../helpers/plays.ts';

describe('score submissions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('stores the score of a verified game and answers 201 with it', async () => {
    const session = await signUp(t.app);
    const { response, body } = await playAndSubmit(t, session, { gameId: 1, timeSeconds: 60 });
    expect(response.statusCode).toBe(201);
    expect(body.score).toBe(4900);
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

  it('answers unknown games with 422 and a message', async () => {
    const session = await signUp(t.app);
    const { body } = await prepareSubmission(t, session, { gameId: 1, timeSeconds: 60 });
    for (const gameId of [0, 5, 1.5]) {
      const response = await submitScore(t.app, session, { ...body, gameId });
      expect(response.statusCode, String(gameId)).toBe(422);
      expect(response.json()).toMatchObject({ code: 'UNKNOWN_GAME', message: 'gameId must be 1, 2, 3 or 4' });
    }
    // The play itself is still good.
    expect((await submitScore(t.app, session, body)).statusCode).toBe(201);
  });

  it("accepts each game's score as the server computes it from the moves and the time", async () => {
    const session = await signUp(t.app);
    for (const [gameId, timeSeconds] of [
      [1, 20],
      [2, 10],
      [3, 60],
      [4, 10],
    ] as const) {
      const { response, body, play } = await playAndSubmit(t, session, { gameId, timeSeconds });
      expect(response.statusCode, `game ${gameId}`).toBe(201);
      // The server's own time of the game, stretched by the player to about the time asked for.
      expect(Math.abs(play.result.timeSeconds - timeSeconds)).toBeLessThanOrEqual(1);
      expect(response.json()).toMatchObject({
        gameId,
        timeSeconds: play.result.timeSeconds,
        score: body.score,
      });
    }
  });

  it('takes one TL;DR per player per Pacific day, counted for the day of its deal', async () => {
    const session = await signUp(t.app);
    t.clock.set('2026-11-22T07:59:30Z'); // 23:59:30 on 21 November in Pacific time
    const late = await prepareSubmission(t, session, { gameId: 4, timeSeconds: 40 });
    // Submitted after midnight Pacific: it still counts for 21 November.
    expect(t.clock.current().toISOString() > '2026-11-22T08:00:00.000Z').toBe(true);
    expect((await submitScore(t.app, session, late.body)).statusCode).toBe(201);
    const stored = await t.database.handle.query<{ day: string }>(
      'SELECT pacific_day::text AS day FROM scores WHERE user_id = $1 AND game_id = 4',
      [session.user.id],
    );
    expect(stored.rows.map((row) => row.day)).toEqual(['2026-11-21']);
    // The new day's game is a game of its own.
    const next = await playAndSubmit(t, session, { gameId: 4, timeSeconds: 20 });
    expect(next.response.statusCode).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/plays',
      headers: { cookie: session.cookie },
      payload: { gameId: 4 },
    });
    // One ranked game a day: the day's finished game comes back as it ended, with its result.
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      playId: next.play.playId,
      status: 'over',
      submitted: true,
      result: { timeSeconds: next.play.result.timeSeconds, score: next.play.result.score },
    });
    // Other games have no daily limit.
    for (let i = 0; i < 2; i += 1) {
      expect((await playAndSubmit(t, session, { gameId: 1, timeSeconds: 40 })).response.statusCode).toBe(201);
    }
  });

  it('refuses a second TL;DR result for a day that already has one (409), and the play stays unsubmitted', async () => {
    const session = await signUp(t.app);
    t.clock.set('2026-11-23T20:00:00Z');
    const { body } = await prepareSubmission(t, session, { gameId: 4, timeSeconds: 30 });
    // A result stored for that day before plays existed.
    await t.database.handle.query(
      `INSERT INTO scores (user_id, game_id, time_seconds, score, completed_at, pacific_day, once_a_day)
       VALUES ($1, 4, 50, 1500, now(), '2026-11-23', true)`,
      [session.user.id],
    );
    const again = await submitScore(t.app, session, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already submitted today's TL;DR/);
    const play = await t.database.handle.query('SELECT submitted_at FROM plays WHERE id = $1', [body.playId]);
    expect(play.rows[0].submitted_at).toBeNull();
  });

  it('keeps every submission as its own row', async () => {
    const session = await signUp(t.app);
    for (let i = 0; i < 3; i += 1) await playAndSubmit(t, session, { gameId: 2, timeSeconds: 60 + i });
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
    // A site of its own: the other tests here add players and scores to the shared one.
    const empty = await startTestApp();
    try {
      expect((await empty.app.inject('/api/leaderboard/3')).json()).toEqual([]);
      expect((await empty.app.inject('/api/stats')).json()).toEqual({
        totalUsers: 0,
        activePlayers: 0,
        gamesPlayed: 0,
        totalScores: 0,
        avgTime: '0:00',
      });
    } finally {
      await empty.close();
    }
  });

  it('ranks each player once by best score, then lower time, then earlier completion', async () => {
    t.clock.set('2026-11-10T12:00:00Z');
    const ann = await signUp(t.app, 'Ann');
    const bob = await signUp(t.app, 'Bob');
    const cat = await signUp(t.app, 'Cat');
    const dan = await signUp(t.app, 'Dan');
    // Word Scramble: 7,500 points for five words, minus 15 a second, plus 100 per streak point. A
    // wrong answer before the word with index k leaves a streak of 5 - k.
    const play = (session: typeof ann, timeSeconds: number, scrambleWrongBefore?: number) =>
      playAndSubmit(t, session, { gameId: 3, timeSeconds, scrambleWrongBefore });
    expect((await play(ann, 100)).body.score).toBe(6500);
    const annBest = await play(ann, 80, 3);
    expect(annBest.body.score).toBe(6500);
    expect((await play(ann, 90, 4)).body.score).toBe(6250);
    expect((await play(bob, 100)).body.score).toBe(6500);
    t.clock.advance(5 * 60_000);
    expect((await play(cat, 80, 3)).body.score).toBe(6500);
    expect((await play(dan, 50)).body.score).toBe(7250);
    const entries = await board(3);
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
      completedAt: annBest.response.json().completedAt,
      bestTime: 80,
      score: 6500,
    });
  });

  it('shows the current Pacific month by default and all time on request', async () => {
    const eve = await signUp(t.app, 'Eve');
    t.clock.set('2026-10-31T12:00:00Z');
    expect((await playAndSubmit(t, eve, { gameId: 1, timeSeconds: 30 })).body.score).toBe(5350);
    // 30 November 23:30 Pacific is 1 December in UTC, but still November on the site.
    t.clock.set('2026-12-01T07:30:00Z');
    const fay = await signUp(t.app, 'Fay');
    expect((await playAndSubmit(t, fay, { gameId: 1, timeSeconds: 60 })).body.score).toBe(4900);
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
    // A month of its own: the boards of the tests above stay in November.
    t.clock.set('2027-02-15T12:00:00Z');
    const players = [];
    // Word Scramble without a wrong answer scores 8,000 minus 15 a second.
    for (let i = 0; i < 33; i += 1) {
      const session = await signUp(t.app);
      await playAndSubmit(t, session, { gameId: 3, timeSeconds: 100 + i });
      players.push(session);
    }
    const top = await board(3);
    expect(top).toHaveLength(30);
    expect(top[29].score).toBe(8000 - 15 * 129);
    const last = players[32];
    const own = await t.app.inject({ url: '/api/leaderboard/3/me', headers: { cookie: last?.cookie } });
    expect(own.json()).toMatchObject({
      period: 'month',
      entry: { rank: 33, score: 8000 - 15 * 132, bestTime: 132 },
    });
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
    // A site of its own, so that the figures are exactly the scores stored here.
    const site = await startTestApp();
    try {
      site.clock.set('2026-10-01T12:00:00Z');
      const ann = await signUp(site.app);
      const bob = await signUp(site.app);
      await signUp(site.app); // a player who never plays counts among the users only
      const old = await playAndSubmit(site, bob, { gameId: 1, timeSeconds: 60 });
      // 50 days later: Bob's game is older than the 30 days of an active player.
      site.clock.set('2026-11-20T12:00:00Z');
      const first = await playAndSubmit(site, ann, { gameId: 1, timeSeconds: 30 });
      const second = await playAndSubmit(site, ann, { gameId: 3, timeSeconds: 100 });
      const plays = [old, first, second];
      for (const { response } of plays) expect(response.statusCode).toBe(201);
      const seconds = plays.reduce((sum, { play }) => sum + play.result.timeSeconds, 0);
      const average = Math.round(seconds / plays.length);
      expect((await site.app.inject('/api/stats')).json()).toEqual({
        totalUsers: 3,
        activePlayers: 1,
        gamesPlayed: 3,
        totalScores: plays.reduce((sum, { body }) => sum + body.score, 0),
        avgTime: `${Math.floor(average / 60)}:${String(average % 60).padStart(2, '0')}`,
      });
    } finally {
      await site.close();
    }
  });
});
