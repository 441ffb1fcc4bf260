// Scores stored when the server took the player's word for the time are re-scored once with the
// server's own clock; those faster than their floor leave the boards, totals and statistics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESCORE_MIGRATION, rescoreOnce } from '../../src/server/modules/scores/rescore.ts';
import { signUp, startTestApp, submitScore, type TestApp } from '../helpers/app.ts';
import { prepareSubmission } from '../helpers/plays.ts';

describe('re-scoring the stored scores', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    t.clock.set('2026-11-24T20:00:00Z');
  });
  afterAll(async () => t.close());

  it("gives each its play's server time, removes those below the floor, and rebuilds boards and totals", async () => {
    const db = t.database.handle;
    const ann = await signUp(t.app);
    const bob = await signUp(t.app);
    // Two honest games, stored as the old server stored them: with the time the browser claimed.
    const slow = await prepareSubmission(t, ann, { gameId: 1, timeSeconds: 40 });
    expect((await submitScore(t.app, ann, slow.body)).statusCode).toBe(201);
    const other = await prepareSubmission(t, bob, { gameId: 1, timeSeconds: 50 });
    expect((await submitScore(t.app, bob, other.body)).statusCode).toBe(201);
    await db.query('UPDATE scores SET time_seconds = 12, score = 5420 WHERE user_id = $1', [ann.user.id]);
    // And a game whose moves came faster than a person plays: its play's clock says 2 s.
    await db.query(
      `UPDATE plays SET state = jsonb_set(state, '{clock,endedAt}', to_jsonb((state->'clock'->>'startedAt')::bigint + 2000))
        WHERE user_id = $1`,
      [bob.user.id],
    );
    await db.query('DELETE FROM data_migrations WHERE name = $1', [RESCORE_MIGRATION]);

    expect(await rescoreOnce(t.database.handle, t.app.games.list)).toEqual({
      checked: 2,
      changed: 1,
      removed: 1,
    });
    const scores = await db.query<{ user_id: number; time_seconds: number; score: number }>(
      'SELECT user_id, time_seconds, score FROM scores ORDER BY user_id',
    );
    expect(scores.rows).toEqual([
      { user_id: ann.user.id, time_seconds: slow.play.result.timeSeconds, score: slow.play.result.score },
    ]);
    const board = await t.app.inject('/api/leaderboard/1?period=all');
    expect(board.json().map((entry: { username: string }) => entry.username)).toEqual([ann.user.username]);
    const stats = await t.app.inject('/api/stats');
    expect(stats.json()).toMatchObject({ gamesPlayed: 1, totalScores: slow.play.result.score });
    const bobs = await t.app.inject({
      url: `/api/users/${bob.user.id}/scores`,
      headers: { cookie: bob.cookie },
    });
    expect(bobs.json()['1']).toEqual({ gamesPlayed: 0, bestTime: null });
    // Once is enough: a second start finds it done.
    expect(await rescoreOnce(t.database.handle, t.app.games.list)).toBeNull();
  });
});
