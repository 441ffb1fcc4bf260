import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTopOfBoard } from '../../src/server/db/best-scores.ts';
import type { Queryable } from '../../src/server/db/database.ts';
import type { ScoreInput } from '../../src/server/modules/scores/queries.ts';
import { ScoreRecorder } from '../../src/server/modules/scores/recorder.ts';
import { pacificDay } from '../../src/shared/time.ts';
import { type Session, signUp, startTestApp, type TestApp } from '../helpers/app.ts';
import { prepareSubmission } from '../helpers/plays.ts';

/**
 * Scores that arrive together, or while others are being stored, go to the database together, in one statement
 * and one commit; a score that cannot be stored never costs the others theirs.
 */
describe('scores stored together', () => {
  let t: TestApp;
  /** The number of scores in each statement that stored scores, in order. */
  let statements: number[];
  let spied: Queryable;

  beforeAll(async () => {
    t = await startTestApp();
    const handle = t.database.handle;
    spied = {
      query: (text: string | pg.QueryConfig, values?: unknown[]) => {
        if (typeof text === 'object' && text.name === 'scores-record')
          statements.push((text.values?.[0] as unknown[] | undefined)?.length ?? 0);
        return handle.query(text, values);
      },
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  async function ready(session: Session, gameId: 1 | 2 | 3 | 4, timeSeconds = 60): Promise<ScoreInput> {
    const { body, play } = await prepareSubmission(t, session, { gameId, timeSeconds });
    const at = t.clock.current();
    const { elapsedMs, floorMs } = play.result;
    return {
      ...body,
      gameId,
      score: body.score,
      day: pacificDay(at),
      at,
      elapsedMs,
      floorMs,
      difficulty: null,
      outcome: null,
    };
  }

  it('stores the scores that arrive in one turn together, and those that arrive while statements run in the next', async () => {
    t.clock.set('2026-11-23T20:00:00Z');
    const players = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const [first, second, third] = players as [Session, Session, Session];
    const inputs = [
      await ready(first, 1),
      await ready(second, 2),
      await ready(third, 3),
      await ready(first, 2),
      await ready(second, 3),
    ];
    statements = [];
    // Statements are held until released, so that which scores wait does not depend on timing.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const recorder = new ScoreRecorder({
      query: async (text: string | pg.QueryConfig, values?: unknown[]) => {
        const result = spied.query(text, values);
        if (typeof text === 'object' && text.name === 'scores-record') await held;
        return result;
      },
    });
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const record = (input: ScoreInput) => recorder.record(input);

    // Two in one turn go together; one in the next turn takes the second statement at once.
    const answers = [record(inputs[0] as ScoreInput), record(inputs[1] as ScoreInput)];
    await turn();
    expect(statements).toEqual([2]);
    answers.push(record(inputs[2] as ScoreInput));
    await turn();
    expect(statements).toEqual([2, 1]);
    // Two statements run: what comes now waits for one of them to end, and goes together.
    answers.push(record(inputs[3] as ScoreInput), record(inputs[4] as ScoreInput));
    await turn();
    await turn();
    expect(statements).toEqual([2, 1]);
    release();
    const settled = await Promise.all(answers);
    expect(statements).toEqual([2, 1, 2]);
    expect(settled.map((answer) => answer.kind)).toEqual(['stored', 'stored', 'stored', 'stored', 'stored']);
    settled.forEach((answer, index) => {
      const input = inputs[index] as ScoreInput;
      expect(answer).toMatchObject({
        score: {
          userId: input.userId,
          gameId: input.gameId,
          timeSeconds: input.timeSeconds,
          score: input.score,
        },
      });
    });
    const rows = await t.database.handle.query<{ user_id: number; game_id: number; games_played: number }>(
      `SELECT user_id, game_id, games_played FROM user_game_stats WHERE user_id = ANY($1) ORDER BY user_id, game_id`,
      [players.map((player) => player.user.id)],
    );
    expect(rows.rows.map((row) => [row.user_id, row.game_id, row.games_played])).toEqual([
      [first.user.id, 1, 1],
      [first.user.id, 2, 1],
      [second.user.id, 2, 1],
      [second.user.id, 3, 1],
      [third.user.id, 3, 1],
    ]);
  });

  it('refuses only the score at fault, a play sent twice only once, and stores the rest', async () => {
    t.clock.set('2026-11-24T20:00:00Z');
    const [first, second] = [await signUp(t.app), await signUp(t.app)];
    const opening = await ready(first, 1);
    const tldr = await ready(second, 4, 30);
    // A TL;DR result already stored for that day: the second one for it cannot be stored.
    await t.database.handle.query(
      `INSERT INTO scores (user_id, game_id, time_seconds, score, completed_at, pacific_day, once_a_day)
       VALUES ($1, 4, 50, 1500, now(), $2, true)`,
      [second.user.id, tldr.day],
    );
    const puzzle = await ready(second, 2);
    const scramble = await ready(first, 3);
    statements = [];
    const before = await t.database.handle.query('SELECT count(*)::int AS n FROM scores');
    const recorder = new ScoreRecorder(spied);
    const answers = await Promise.all(
      [opening, puzzle, tldr, scramble, scramble].map((input) => recorder.record(input)),
    );

    expect(answers.slice(0, 3).map((answer) => answer.kind)).toEqual(['stored', 'stored', 'day-taken']);
    // The play sent twice scores once, whichever of its two sendings reached it first.
    expect(
      answers
        .slice(3)
        .map((answer) => answer.kind)
        .sort(),
    ).toEqual(['play-submitted', 'stored']);
    // The five arrived in one turn: four went together (a play's second sending waits for the next
    // statement), the second sending beside them. The four failed with the TL;DR and stored
    // nothing; each went again alone.
    expect(statements.slice(0, 2)).toEqual([4, 1]);
    expect(statements.slice(2)).toEqual([1, 1, 1, 1]);
    const after = await t.database.handle.query('SELECT count(*)::int AS n FROM scores');
    expect(after.rows[0].n - before.rows[0].n).toBe(3);
    const play = await t.database.handle.query('SELECT submitted_at FROM plays WHERE id = $1', [tldr.playId]);
    expect(play.rows[0].submitted_at).toBeNull();
    const totals = await t.database.handle.query(
      'SELECT (SELECT sum(games) FROM site_totals)::int AS games, (SELECT count(*) FROM scores WHERE id IN (SELECT score_id FROM plays))::int AS stored',
    );
    expect(totals.rows[0].games).toBe(totals.rows[0].stored);
  });

  it('tells whether a board row is in its top 30 from the board index in order, never sorting the board', async () => {
    // A filter on the entries ahead, or an order the index does not have (its NULLS LAST), makes
    // the database read a whole board for each row in its top 30: the plan says which it does.
    const plan = await t.database.handle.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      await tx.query('SET LOCAL enable_bitmapscan = off');
      const explained = await tx.query<{ 'QUERY PLAN': unknown }>(
        `EXPLAIN (FORMAT JSON) SELECT ${inTopOfBoard('b')} FROM best_scores b`,
      );
      return JSON.stringify(explained.rows[0]?.['QUERY PLAN']);
    });
    expect(plan).toContain('"Node Type":"Limit"');
    expect(plan).toContain('best_scores_board_idx');
    expect(plan).not.toContain('"Node Type":"Sort"');
  });
});
