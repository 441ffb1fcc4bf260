// A player's progress follows them: statistics, scores over time and where they stand come from the
// verified games the server stored (those stored before the statistics were kept included), TL;DR's
// streaks count Pacific days of ranked games, and the history is the player's own, a page at a time.
import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TLDR_ANSWERS } from '../../src/shared/games/tldr/answers.ts';
import { type Session, signUp, startTestApp, submitScore, type TestApp } from '../helpers/app.ts';
import { playAndSubmit, prepareSubmission } from '../helpers/plays.ts';

const TLDR = 4;
const NUMBER_PUZZLE = 2;

describe("a player's progress", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => t.clock.resume());

  const progressOf = (session: Session, userId = session.user.id) =>
    t.app.inject({ url: `/api/users/${userId}/progress`, headers: { cookie: session.cookie } });
  const historyOf = (session: Session, query = '', userId = session.user.id) =>
    t.app.inject({ url: `/api/users/${userId}/history${query}`, headers: { cookie: session.cookie } });

  /** Plays and submits a ranked TL;DR at the given instant: won, or lost with six wrong guesses. */
  async function tldrAt(session: Session, at: string, won: boolean) {
    t.clock.set(at);
    const wrong = TLDR_ANSWERS.slice(0, won ? 1 : 6);
    const { response } = await playAndSubmit(t, session, { gameId: TLDR, tldrWrongGuesses: wrong });
    expect(response.statusCode, response.body).toBe(201);
  }

  it('counts TL;DR streaks by Pacific day, across the change of clocks and after midnight', async () => {
    const player = await signUp(t.app);
    // Clocks went back in the Pacific on 1 November 2026: 31 October, 1 and 2 November are three days.
    await tldrAt(player, '2026-10-31T18:00:00Z', true);
    await tldrAt(player, '2026-11-01T18:00:00Z', true);
    // Dealt at 23:58 Pacific on 2 November and finished after midnight: it counts for 2 November.
    await tldrAt(player, '2026-11-03T07:58:00Z', true);
    t.clock.set('2026-11-03T20:00:00Z');
    let progress = (await progressOf(player)).json();
    expect(progress.today).toBe('2026-11-03');
    expect(progress.tldr).toMatchObject({
      played: 3,
      wins: 3,
      winPercent: 100,
      currentStreak: 3,
      longestStreak: 3,
    });
    expect(progress.tldr.distribution).toEqual([0, 3, 0, 0, 0, 0]);
    await tldrAt(player, '2026-11-04T18:00:00Z', false);
    progress = (await progressOf(player)).json();
    expect(progress.tldr).toMatchObject({
      played: 4,
      wins: 3,
      winPercent: 75,
      currentStreak: 0,
      longestStreak: 3,
    });

    // A win two days later starts again at 1; a day with no game lets it lapse.
    await tldrAt(player, '2026-11-06T18:00:00Z', true);
    expect((await progressOf(player)).json().tldr.currentStreak).toBe(1);
    t.clock.set('2026-11-08T18:00:00Z');
    expect((await progressOf(player)).json().tldr).toMatchObject({ currentStreak: 0, longestStreak: 3 });
  });

  it("does not count the word of the day played unranked in TL;DR's statistics", async () => {
    const player = await signUp(t.app);
    t.clock.set('2026-11-10T18:00:00Z');
    await prepareSubmission(t, player, { gameId: TLDR, tldrWord: 'daily' });
    const progress = (await progressOf(player)).json();
    expect(progress.tldr.played).toBe(0);
    expect(progress.games.find((game: { gameId: number }) => game.gameId === TLDR).gamesPlayed).toBe(0);
  });

  it('gives per game the bests, each day’s best with its number of games, and the games per week', async () => {
    const player = await signUp(t.app);
    t.clock.set('2026-11-16T18:00:00Z');
    await playAndSubmit(t, player, { gameId: NUMBER_PUZZLE, timeSeconds: 90 });
    await playAndSubmit(t, player, { gameId: NUMBER_PUZZLE, timeSeconds: 40 });
    t.clock.set('2026-11-18T18:00:00Z');
    const { body } = await playAndSubmit(t, player, { gameId: NUMBER_PUZZLE, timeSeconds: 60 });
    const progress = (await progressOf(player)).json();
    const puzzle = progress.games.find((game: { gameId: number }) => game.gameId === NUMBER_PUZZLE);
    expect(puzzle).toMatchObject({ gamesPlayed: 3, bestTime: 40 });
    expect(puzzle.days.map((day: { day: string; games: number }) => [day.day, day.games])).toEqual([
      ['2026-11-16', 2],
      ['2026-11-18', 1],
    ]);
    // A puzzle's score depends on its moves as well as its time: the best is whichever day's is higher.
    expect(puzzle.days[1].best).toBe(body.score);
    expect(puzzle.bestScore).toBe(Math.max(puzzle.days[0].best, puzzle.days[1].best));
    expect(puzzle.weeks).toHaveLength(13);
    expect(puzzle.weeks.at(-1)).toEqual({ weekStart: '2026-11-16', games: 3 });
    expect(puzzle.weeks.at(-2)).toEqual({ weekStart: '2026-11-09', games: 0 });
    // Every game has its entry, with nothing played shown as such.
    const memory = progress.games.find((game: { gameId: number }) => game.gameId === 1);
    expect(memory).toMatchObject({ gamesPlayed: 0, bestScore: null, bestTime: null, days: [], standing: [] });
  });

  it("places the month's best among the month's games of the same game and difficulty", async () => {
    const player = await signUp(t.app);
    t.clock.set('2026-09-10T18:00:00Z');
    await playAndSubmit(t, player, { gameId: NUMBER_PUZZLE, difficulty: 'easy', timeSeconds: 60 });
    // Alone at first: compared with their own game only.
    let standing = (await progressOf(player)).json().games[NUMBER_PUZZLE - 1].standing;
    expect(standing).toEqual([
      expect.objectContaining({ difficulty: 'easy', compared: 1, below: 0, percentile: 0 }),
    ]);
    const best = standing[0].best as number;

    // Others' games: 30 lower and 9 higher at easy this month, some at medium, some last month, and a
    // suspended player's, which count for nothing.
    const others = [(await signUp(t.app)).user.id, (await signUp(t.app)).user.id] as const;
    const suspended = await signUp(t.app);
    const db = t.database.handle;
    const insert = (userId: number, score: number, day: string, difficulty: string) =>
      db.query(
        `INSERT INTO scores (user_id, game_id, time_seconds, score, completed_at, pacific_day, difficulty)
         VALUES ($1, $2, 60, $3, $4::date + time '12:00', $4::date, $5)`,
        [userId, NUMBER_PUZZLE, score, day, difficulty],
      );
    for (let index = 0; index < 30; index += 1)
      await insert(others[index % 2] as number, best - 1 - index, '2026-09-05', 'easy');
    for (let index = 0; index < 9; index += 1)
      await insert(others[index % 2] as number, best + 1 + index, '2026-09-08', 'easy');
    for (let index = 0; index < 5; index += 1) await insert(others[0], 1, '2026-09-08', 'medium');
    for (let index = 0; index < 5; index += 1) await insert(others[0], 1, '2026-08-28', 'easy');
    await insert(suspended.user.id, 1, '2026-09-08', 'easy');
    await db.query('UPDATE users SET suspended_at = now() WHERE id = $1', [suspended.user.id]);

    standing = (await progressOf(player)).json().games[NUMBER_PUZZLE - 1].standing;
    expect(standing).toEqual([{ difficulty: 'easy', best, compared: 40, below: 30, percentile: 75 }]);
    // Another difficulty is placed apart (the player's own game at medium, stored as a verified one is).
    await insert(player.user.id, 7, '2026-09-09', 'medium');
    standing = (await progressOf(player)).json().games[NUMBER_PUZZLE - 1].standing;
    expect(
      standing.map((row: { difficulty: string; compared: number }) => [row.difficulty, row.compared]),
    ).toEqual([
      ['easy', 40],
      ['medium', 6],
    ]);
  });

  it('pages through the history, filters it, and shows it to its player alone', async () => {
    const player = await signUp(t.app);
    const stranger = await signUp(t.app);
    t.clock.set('2026-11-20T18:00:00Z');
    await playAndSubmit(t, player, { gameId: NUMBER_PUZZLE });
    await playAndSubmit(t, player, { gameId: 3, difficulty: 'easy' });
    t.clock.set('2026-11-21T18:00:00Z');
    await playAndSubmit(t, player, { gameId: NUMBER_PUZZLE, difficulty: 'easy' });
    await tldrAt(player, '2026-11-21T19:00:00Z', false);

    const first = (await historyOf(player, '?limit=3')).json();
    expect(first.scores.map((row: { gameId: number }) => row.gameId)).toEqual([TLDR, NUMBER_PUZZLE, 3]);
    expect(first.scores[0]).toMatchObject({ day: '2026-11-21', guesses: 6, won: false, difficulty: null });
    expect(first.scores[1]).toMatchObject({ difficulty: 'easy', guesses: null, won: null });
    expect(first.next).toBe(first.scores[2].id);
    const second = (await historyOf(player, `?limit=3&before=${first.next}`)).json();
    expect(second.scores.map((row: { gameId: number }) => row.gameId)).toEqual([NUMBER_PUZZLE]);
    expect(second.next).toBeNull();

    const puzzles = (await historyOf(player, `?gameId=${NUMBER_PUZZLE}`)).json();
    expect(puzzles.scores).toHaveLength(2);
    const oneDay = (await historyOf(player, '?from=2026-11-20&to=2026-11-20')).json();
    expect(oneDay.scores.map((row: { day: string }) => row.day)).toEqual(['2026-11-20', '2026-11-20']);

    // Someone else's, or nobody's.
    for (const response of [
      await historyOf(stranger, '', player.user.id),
      await progressOf(stranger, player.user.id),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'NOT_YOUR_ACCOUNT' });
    }
    for (const url of [`/api/users/${player.user.id}/history`, `/api/users/${player.user.id}/progress`]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it.each([
    ['?from=2026-13-01', 'from'],
    ['?from=2026-02-30', 'from'],
    ['?to=yesterday', 'to'],
    ['?from=2026-11-21&to=2026-11-20', 'from'],
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?limit=ten', 'limit'],
    ['?gameId=99', 'gameId'],
    ['?before=-3', 'before'],
    ['?page=2', ''],
  ])('refuses the history query %s with a message', async (query, field) => {
    const player = await signUp(t.app);
    const response = await historyOf(player, query);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 'INVALID_REQUEST', message: expect.any(String) });
    if (field) expect(body.field).toBe(field);
  });

  it('counts the games stored before the statistics were kept (the migration fills them in)', async () => {
    const player = await signUp(t.app);
    t.clock.set('2026-11-24T18:00:00Z');
    await playAndSubmit(t, player, { gameId: NUMBER_PUZZLE, difficulty: 'medium' });
    await tldrAt(player, '2026-11-24T19:00:00Z', true);
    const before = (await progressOf(player)).json();
    const db = t.database.handle;
    // As they were before: no level, guesses or outcome with the scores, no best score kept.
    await db.query('UPDATE scores SET difficulty = NULL, guesses = NULL, won = NULL WHERE user_id = $1', [
      player.user.id,
    ]);
    await db.query('UPDATE user_game_stats SET best_score = 0 WHERE user_id = $1', [player.user.id]);
    const migration = await readFile(
      new URL('../../src/server/db/migrations/0009_progress.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      const sql = statement.replace(/^\s*--.*$/gm, '').trim();
      if (sql.startsWith('UPDATE')) await db.query(sql);
    }
    expect((await progressOf(player)).json()).toEqual(before);
    expect(before.tldr).toMatchObject({ played: 1, wins: 1 });
    expect(before.games[NUMBER_PUZZLE - 1].standing[0].difficulty).toBe('medium');
    expect(before.games[NUMBER_PUZZLE - 1].bestScore).toBeGreaterThan(0);
  });

  it('goes with the account when it is deleted', async () => {
    const player = await signUp(t.app);
    await playAndSubmit(t, player, { gameId: NUMBER_PUZZLE });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: { cookie: player.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    const left = await t.database.handle.query('SELECT count(*)::int AS n FROM scores WHERE user_id = $1', [
      player.user.id,
    ]);
    expect(left.rows[0]).toEqual({ n: 0 });
    expect((await submitScore(t.app, player, { gameId: 2, timeSeconds: 1, score: 1 })).statusCode).toBe(401);
  });
});
