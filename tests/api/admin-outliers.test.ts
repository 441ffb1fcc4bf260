// The admin's outliers: verified games at their game's time floor or in its best 0.1%, and the
// removal of a score, after which the boards, the site totals and the player's statistics no longer
// count it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signUp, startTestApp, submitScore, TEST_ADMIN_KEY, type TestApp } from '../helpers/app.ts';
import { createTestDatabase, onPostgresServer } from '../helpers/database.ts';
import { playAndSubmit } from '../helpers/plays.ts';

interface Entry {
  rank: number;
  username: string;
  score: number;
  bestTime: number;
}

const admin = { 'admin-key': TEST_ADMIN_KEY };

describe('admin outliers', () => {
  // Each test has a database of its own: the percentiles are over every score stored.
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(async () => t.close());

  const outliers = async (query = '') => {
    const response = await t.app.inject({ url: `/api/admin/outliers${query}`, headers: admin });
    expect(response.statusCode).toBe(200);
    return response.json() as Array<{ scoreId: number; reasons: string[] }>;
  };
  const remove = (scoreId: number | string, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/scores/${scoreId}`, headers });
  const board = async (gameId: number, period: 'month' | 'all', app = t.app): Promise<Entry[]> => {
    const response = await app.inject(`/api/leaderboard/${gameId}?period=${period}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const moveCount = async (playId: string) =>
    (await t.database.handle.query('SELECT move_count FROM plays WHERE id = $1', [playId])).rows[0]
      ?.move_count;

  it('lists verified games at the time floor or in the best 0.1% of their game, newest first', async () => {
    const [ada, bea, cy] = [
      await signUp(t.app, 'Ada'),
      await signUp(t.app, 'Bea'),
      await signUp(t.app, 'Cyd'),
    ];
    // Played at 1.2 times the human floor's minima, easy is within a second of its floor; hard at
    // 20 s scores more than easy at a few seconds.
    const atFloor = await playAndSubmit(t, ada, { gameId: 3, difficulty: 'easy', timeSeconds: 0, pace: 1.2 });
    const best = await playAndSubmit(t, bea, { gameId: 3, difficulty: 'hard', timeSeconds: 20 });
    const ordinary = await playAndSubmit(t, cy, { gameId: 3, difficulty: 'medium', timeSeconds: 100 });
    for (const played of [atFloor, best, ordinary]) expect(played.response.statusCode).toBe(201);
    expect(best.body.score).toBeGreaterThan(atFloor.body.score);
    expect(ordinary.body.score).toBeLessThan(atFloor.body.score);
    // A score stored before verified games existed has no play: it is never listed, even at the floor.
    await t.database.handle.query(
      `INSERT INTO scores (user_id, game_id, time_seconds, score, completed_at, pacific_day)
       VALUES ($1, 3, 5, 100, now(), current_date)`,
      [cy.user.id],
    );

    const listed = await outliers();
    expect(listed).toEqual([
      {
        scoreId: best.response.json().id,
        player: { id: bea.user.id, username: 'Bea' },
        gameId: 3,
        timeSeconds: best.play.result.timeSeconds,
        moves: await moveCount(best.body.playId),
        // Word Scramble's player saw no count of its own: the moves as recorded.
        movesShown: await moveCount(best.body.playId),
        score: best.body.score,
        completedAt: best.response.json().completedAt,
        elapsedMs: best.play.result.elapsedMs,
        floorMs: best.play.result.floorMs,
        reasons: ['top'],
      },
      {
        scoreId: atFloor.response.json().id,
        player: { id: ada.user.id, username: 'Ada' },
        gameId: 3,
        timeSeconds: atFloor.play.result.timeSeconds,
        moves: await moveCount(atFloor.body.playId),
        // Word Scramble's player saw no count of its own: the moves as recorded.
        movesShown: await moveCount(atFloor.body.playId),
        score: atFloor.body.score,
        completedAt: atFloor.response.json().completedAt,
        elapsedMs: atFloor.play.result.elapsedMs,
        floorMs: atFloor.play.result.floorMs,
        reasons: ['floor'],
      },
    ]);
    expect(listed[0]?.scoreId).not.toBe(ordinary.response.json().id);

    // Paged like the other admin lists.
    expect((await outliers('?limit=1')).map((row) => row.scoreId)).toEqual([best.response.json().id]);
    expect((await outliers('?limit=1&offset=1')).map((row) => row.scoreId)).toEqual([
      atFloor.response.json().id,
    ]);
    const bad = await t.app.inject({ url: '/api/admin/outliers?limit=0', headers: admin });
    expect(bad.statusCode).toBe(400);
  });

  it('removes a score from the boards, the totals and the player, and the next best takes its place', async () => {
    const ada = await signUp(t.app, 'Ada');
    const bea = await signUp(t.app, 'Bea');
    const adaBest = await playAndSubmit(t, ada, { gameId: 1, timeSeconds: 10 });
    const beaBest = await playAndSubmit(t, bea, { gameId: 1, timeSeconds: 20 });
    const adaNext = await playAndSubmit(t, ada, { gameId: 1, timeSeconds: 40 });
    const scores = [adaBest, beaBest, adaNext].map((played) => played.body.score);
    for (const period of ['month', 'all'] as const) {
      expect((await board(1, period)).map((entry) => [entry.username, entry.score])).toEqual([
        ['Ada', scores[0]],
        ['Bea', scores[1]],
      ]);
    }
    const statsBefore = (await t.app.inject('/api/stats')).json();
    expect((await outliers()).map((row) => row.scoreId)).toEqual([adaBest.response.json().id]);

    const removedId = adaBest.response.json().id;
    const removed = await remove(removedId);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      id: removedId,
      userId: ada.user.id,
      gameId: 1,
      timeSeconds: adaBest.play.result.timeSeconds,
    });
    // The play stays as the record of what happened, and cannot be submitted again.
    const play = await t.database.handle.query('SELECT submitted_at, score_id FROM plays WHERE id = $1', [
      adaBest.body.playId,
    ]);
    expect(play.rows[0]).toMatchObject({ submitted_at: expect.any(Date), score_id: null });
    const again = await submitScore(t.app, ada, adaBest.body);
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('PLAY_SUBMITTED');

    // Ada's next best (40 s) is her entry now, behind Bea, on the month's board and on all time.
    for (const period of ['month', 'all'] as const) {
      expect(
        (await board(1, period)).map((entry) => [entry.rank, entry.username, entry.score, entry.bestTime]),
      ).toEqual([
        [1, 'Bea', scores[1], 20],
        [2, 'Ada', scores[2], 40],
      ]);
      const own = await t.app.inject({
        url: `/api/leaderboard/1/me?period=${period}`,
        headers: { cookie: ada.cookie },
      });
      expect(own.json().entry).toMatchObject({ rank: 2, score: scores[2], bestTime: 40 });
    }
    const statsAfter = (await t.app.inject('/api/stats')).json();
    expect(statsAfter.gamesPlayed).toBe(statsBefore.gamesPlayed - 1);
    expect(statsAfter.totalScores).toBe(statsBefore.totalScores - (scores[0] ?? 0));
    const adminStats = (await t.app.inject({ url: '/api/admin/stats', headers: admin })).json();
    expect(adminStats).toMatchObject({ totalGames: 2, totalScores: (scores[1] ?? 0) + (scores[2] ?? 0) });
    const player = await t.app.inject({
      url: `/api/users/${ada.user.id}/scores`,
      headers: { cookie: ada.cookie },
    });
    expect(player.json()['1']).toEqual({ gamesPlayed: 1, bestTime: 40 });
    const users = (await t.app.inject({ url: '/api/admin/users', headers: admin })).json();
    expect(users.find((user: { id: number }) => user.id === ada.user.id)).toMatchObject({
      gamesPlayed: 1,
      totalScore: scores[2],
    });
    // It is no longer an outlier: Bea's score is now the game's best.
    expect((await outliers()).map((row) => row.scoreId)).toEqual([beaBest.response.json().id]);

    // Removing Ada's last Memory Match score takes her off the board and zeroes her stats.
    expect((await remove(adaNext.response.json().id)).statusCode).toBe(200);
    for (const period of ['month', 'all'] as const) {
      expect((await board(1, period)).map((entry) => entry.username)).toEqual(['Bea']);
    }
    const emptied = await t.app.inject({
      url: `/api/users/${ada.user.id}/scores`,
      headers: { cookie: ada.cookie },
    });
    expect(emptied.json()['1']).toEqual({ gamesPlayed: 0, bestTime: null });
    expect((await t.app.inject('/api/stats')).json()).toMatchObject({
      gamesPlayed: statsBefore.gamesPlayed - 2,
      totalScores: scores[1],
    });
  });

  it('answers 404 with a code for an unknown score, 400 for a malformed id', async () => {
    const ada = await signUp(t.app, 'Ada');
    const played = await playAndSubmit(t, ada, { gameId: 1, timeSeconds: 30 });
    const id = played.response.json().id;
    expect((await remove(id)).statusCode).toBe(200);
    for (const unknown of [id, 999_999]) {
      const response = await remove(unknown);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'SCORE_NOT_FOUND',
        message: 'This score was not found. It may have been removed already.',
      });
    }
    for (const malformed of ['abc', '0', '-1', '1.5']) {
      const response = await remove(malformed);
      expect(response.statusCode, malformed).toBe(400);
      expect(response.json().code).toBe('INVALID_REQUEST');
    }
  });

  it('refuses both routes without the right key, and removes nothing', async () => {
    const ada = await signUp(t.app, 'Ada');
    const played = await playAndSubmit(t, ada, { gameId: 1, timeSeconds: 30 });
    const id = played.response.json().id;
    for (const headers of [{}, { 'admin-key': 'not-the-admin-key-at-all' }] as Record<string, string>[]) {
      const list = await t.app.inject({ url: '/api/admin/outliers', headers });
      expect(list.statusCode).toBe(401);
      expect(list.json()).toEqual({ code: 'ADMIN_KEY_INVALID', message: 'Invalid admin key' });
      const removal = await remove(id, headers);
      expect(removal.statusCode).toBe(401);
      expect(removal.json().code).toBe('ADMIN_KEY_INVALID');
    }
    expect((await board(1, 'all')).map((entry) => entry.score)).toEqual([played.body.score]);
  });
});

// Another instance's cached board hears of the removal as it hears of a new score.
describe.skipIf(!onPostgresServer())('admin score removal across two instances', () => {
  it('drops the removed score from the other instance’s cached board', async () => {
    const database = await createTestDatabase();
    const a = await startTestApp({ database });
    const b = await startTestApp({ database });
    try {
      const ada = await signUp(a.app, 'Ada');
      const played = await playAndSubmit(a, ada, { gameId: 1, timeSeconds: 30 });
      const read = async () =>
        ((await b.app.inject('/api/leaderboard/1?period=all')).json() as Entry[]).map((entry) => entry.score);
      // Read twice, so the second answer is the cached one.
      expect(await read()).toEqual([played.body.score]);
      expect(await read()).toEqual([played.body.score]);
      expect(
        (
          await a.app.inject({
            method: 'DELETE',
            url: `/api/admin/scores/${played.response.json().id}`,
            headers: admin,
          })
        ).statusCode,
      ).toBe(200);
      expect(await read()).toEqual([]);
    } finally {
      await b.close();
      await a.close();
      await database.drop();
    }
  });
});
