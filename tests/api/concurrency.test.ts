import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../src/server/db/database.ts';
import { MAX_MOVES_PER_REQUEST } from '../../src/shared/api/limits.ts';
import { type Session, signUp, startTestApp, type TestApp } from '../helpers/app.ts';
import { type FinishedPlay, type GameNumber, playGame } from '../helpers/play-game.ts';
import { injectSender } from '../helpers/plays.ts';

/** Runs `work` for each item with at most `limit` at a time, keeping the results in order. */
async function inParallel<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

describe('concurrent writes', () => {
  let t: TestApp;
  let base: string;
  let client: Queryable;
  beforeAll(async () => {
    t = await startTestApp({ listen: true, env: { DATABASE_POOL_SIZE: '20' } });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    client = t.database.handle;
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores all of 1,000 parallel submissions from 50 players, with boards and stats consistent', {
    timeout: 600_000,
  }, async () => {
    const players: Session[] = [];
    for (let i = 0; i < 50; i += 1) players.push(await signUp(t.app));
    // The games are played first: every player one Memory Match and one Word Scramble, and Number
    // Puzzles (the quickest to play through the API) for the rest.
    const send = injectSender(t.app);
    const games = Array.from({ length: 1000 }, (_, i) => {
      const gameId: GameNumber = i < 50 ? 1 : i < 100 ? 3 : 2;
      return { player: players[i % 50] as Session, gameId };
    });
    const plays: FinishedPlay[] = await inParallel(games, 8, ({ player, gameId }) =>
      playGame(send, {
        gameId,
        cookie: player.cookie,
        slidesPerRequest: MAX_MOVES_PER_REQUEST,
        wait: (ms) => t.clock.advance(ms),
      }),
    );
    // Memory Match's last matches fall due.
    t.clock.advance(1000);
    const submissions = games.map(({ player, gameId }, i) => {
      const { result, playId } = plays[i] as FinishedPlay;
      const { timeSeconds, score } = result;
      return { player, body: { userId: player.user.id, gameId, timeSeconds, score, playId } };
    });
    const statuses = await Promise.all(
      submissions.map(async ({ player, body }) => {
        const response = await fetch(`${base}/api/scores`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: player.cookie },
          body: JSON.stringify(body),
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1000);

    const rows = await client.query(
      'SELECT count(*)::int AS n, sum(score)::int AS points, sum(time_seconds)::int AS seconds FROM scores',
    );
    expect(rows.rows[0]).toMatchObject({ n: 1000 });

    const stats = await (await fetch(`${base}/api/stats`)).json();
    expect(stats.gamesPlayed).toBe(1000);
    expect(stats.totalScores).toBe(rows.rows[0].points);
    // The 50 players, and the one of the sign-up race when that test ran first.
    const users = await client.query('SELECT count(*)::int AS n FROM users');
    expect(stats.totalUsers).toBe(users.rows[0].n);

    // Each player's best per game, recomputed from the rows, is what the boards show.
    for (const gameId of [1, 2, 3]) {
      const expected = await client.query(
        `SELECT DISTINCT ON (u.id) u.username, s.score, s.time_seconds
           FROM scores s JOIN users u ON u.id = s.user_id WHERE s.game_id = $1
          ORDER BY u.id, s.score DESC, s.time_seconds ASC, s.completed_at ASC`,
        [gameId],
      );
      const best = expected.rows
        .sort((a, b) => b.score - a.score || a.time_seconds - b.time_seconds)
        .slice(0, 30)
        .map((row) => [row.score, row.time_seconds]);
      for (const period of ['month', 'all']) {
        const entries = await (await fetch(`${base}/api/leaderboard/${gameId}?period=${period}`)).json();
        expect(
          entries.map((entry: { score: number; bestTime: number }) => [entry.score, entry.bestTime]),
        ).toEqual(best);
      }
    }

    // Per-player counters agree with the rows.
    const perUser = await client.query(
      `SELECT s.user_id, s.game_id, count(*)::int AS n, min(s.time_seconds) AS best, g.games_played, g.best_time
         FROM scores s JOIN user_game_stats g ON g.user_id = s.user_id AND g.game_id = s.game_id
        GROUP BY s.user_id, s.game_id, g.games_played, g.best_time`,
    );
    expect(perUser.rows).toHaveLength(150);
    for (const row of perUser.rows) {
      expect(row.games_played).toBe(row.n);
      expect(row.best_time).toBe(row.best);
    }
  });

  it('creates exactly one user from 20 simultaneous sign-ups with one name', async () => {
    const usersBefore = (await (await fetch(`${base}/api/stats`)).json()).totalUsers;
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const response = await fetch(`${base}/api/users`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: i % 2 ? 'SameName' : 'samename', email: `same${i}@example.com` }),
        });
        const body = await response.json();
        if (response.status !== 201)
          expect(body.message).toBe('This username is already taken. Please choose another.');
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const count = await client.query(
      "SELECT count(*)::int AS n FROM users WHERE lower(username) = 'samename'",
    );
    expect(count.rows[0].n).toBe(1);
    const stats = await (await fetch(`${base}/api/stats`)).json();
    expect(stats.totalUsers).toBe(usersBefore + 1);
  });
});
