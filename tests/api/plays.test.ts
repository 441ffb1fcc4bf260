// Server-dealt games: every way of putting a score on a board without playing is refused with 422 and
// its code, illegal moves change nothing, nothing secret leaves the server before a game is over, and
// a game dealt by one instance continues on another.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { openPostgres } from '../../src/server/db/postgres.ts';
import { readTldrMeanings } from '../../src/server/lib/tldr-meanings.ts';
import { dailyWordOrder, tldrAnswerOf } from '../../src/server/modules/plays/daily.ts';
import { MAX_MOVES_PER_REQUEST } from '../../src/shared/api/limits.ts';
import { MATCH_DELAY_MS, MISMATCH_DELAY_MS } from '../../src/shared/games/memory-match/game.ts';
import { TLDR_ANSWERS } from '../../src/shared/games/tldr/answers.ts';
import { playerSeedKey } from '../../src/shared/games/word-scramble/game.ts';
import { pacificDay } from '../../src/shared/time.ts';
import {
  type Session,
  signUp,
  startTestApp,
  submitScore,
  TEST_ADMIN_KEY,
  TEST_GAME_SECRET,
  type TestApp,
} from '../helpers/app.ts';
import { createTestDatabase, onPostgresServer, type TestDatabase } from '../helpers/database.ts';
import { playGame, type Send } from '../helpers/play-game.ts';
import {
  dealPlay as deal,
  injectSender,
  sendMoves as move,
  playAndSubmit,
  prepareSubmission,
} from '../helpers/plays.ts';

const HOUR = 60 * 60_000;

async function readPlay(t: TestApp, playId: string, cookie?: string) {
  return t.app.inject({ url: `/api/plays/${playId}`, headers: cookie ? { cookie } : {} });
}

/** The secret state the server keeps, read straight from the database. */
async function secretState(t: TestApp, playId: string) {
  const result = await t.database.handle.query('SELECT state FROM plays WHERE id = $1', [playId]);
  return result.rows[0]?.state;
}

/** Nothing of these players reached a board, a total or a statistic. */
async function expectNothingStored(t: TestApp, players: Session[]) {
  for (const gameId of [1, 2, 3, 4]) {
    for (const period of ['month', 'all']) {
      expect((await t.app.inject(`/api/leaderboard/${gameId}?period=${period}`)).json()).toEqual([]);
    }
  }
  expect((await t.app.inject('/api/stats')).json()).toMatchObject({ gamesPlayed: 0, totalScores: 0 });
  const admin = await t.app.inject({ url: '/api/admin/stats', headers: { 'admin-key': TEST_ADMIN_KEY } });
  expect(admin.json()).toMatchObject({ totalGames: 0, totalScores: 0 });
  for (const player of players) {
    const own = await t.app.inject({
      url: `/api/users/${player.user.id}/scores`,
      headers: { cookie: player.cookie },
    });
    for (const game of Object.values(own.json())) expect(game).toEqual({ gamesPlayed: 0, bestTime: null });
  }
  const rows = await t.database.handle.query('SELECT count(*)::int AS n FROM scores');
  expect(rows.rows[0].n).toBe(0);
}

describe('forged submissions', () => {
  let t: TestApp;
  let ann: Session;
  let bob: Session;
  // A site of its own for each test: the first checks that nothing at all was stored, which another
  // test's accepted scores would spoil.
  beforeEach(async () => {
    t = await startTestApp();
    ann = await signUp(t.app);
    bob = await signUp(t.app);
  });
  afterEach(async () => t.close());

  const refused = async (body: object, code: string, session: Session = ann) => {
    const response = await submitScore(t.app, session, body as Parameters<typeof submitScore>[2]);
    expect(response.statusCode, JSON.stringify(response.json())).toBe(422);
    expect(response.json().code).toBe(code);
    expect(response.json().message).toEqual(expect.any(String));
    return response;
  };

  it('are each refused with 422 and their own code, and nothing reaches a board, total or stat', async () => {
    // The request of the issue: a score typed by hand.
    await refused({ userId: ann.user.id, gameId: 3, timeSeconds: 5, score: 8425 }, 'PLAY_REQUIRED');
    await refused(
      { gameId: 1, timeSeconds: 60, score: 4900, playId: 'AAAAAAAAAAAAAAAAAAAAAA' },
      'PLAY_NOT_FOUND',
    );

    // Another player's game, and a guest's.
    const bobs = await prepareSubmission(t, bob, { gameId: 1, timeSeconds: 60 });
    await refused({ ...bobs.body, userId: ann.user.id }, 'PLAY_NOT_YOURS');
    const guest = await playGame(injectSender(t.app), { gameId: 2, wait: (ms) => t.clock.advance(ms) });
    await refused(
      { gameId: 2, timeSeconds: 30, score: guest.scoreFor(30), playId: guest.playId },
      'PLAY_NOT_YOURS',
    );

    // An unfinished game: dealt, one card turned.
    const unfinished = (await deal(t, { gameId: 1 }, ann.cookie)).json();
    await move(t, unfinished.playId, [{ type: 'turn', card: 0 }], ann.cookie);
    t.clock.advance(60_000);
    await refused({ gameId: 1, timeSeconds: 30, score: 5350, playId: unfinished.playId }, 'PLAY_NOT_OVER');

    // The wrong game.
    const memory = await prepareSubmission(t, ann, { gameId: 1, timeSeconds: 60 });
    await refused({ ...memory.body, gameId: 2 }, 'PLAY_GAME_MISMATCH');

    // A score other than the server's, either way.
    await refused({ ...memory.body, score: memory.body.score + 1 }, 'SCORE_MISMATCH');
    await refused({ ...memory.body, score: memory.body.score - 15 }, 'SCORE_MISMATCH');

    // A time more than 2 s from the server's, either way, or not whole.
    const server = memory.play.result.timeSeconds;
    const low = await refused(
      { ...memory.body, timeSeconds: server - 3, score: memory.play.scoreFor(server - 3) },
      'TIME_MISMATCH',
    );
    expect(low.json().message).toContain(`at ${server} seconds`);
    await refused(
      { ...memory.body, timeSeconds: server + 3, score: memory.play.scoreFor(server + 3) },
      'TIME_MISMATCH',
    );
    await refused({ ...memory.body, timeSeconds: 60.5 }, 'TIME_MISMATCH');

    // An expired game: finished, but submitted more than a day after its deal.
    const late = await prepareSubmission(t, ann, { gameId: 2, timeSeconds: 30 });
    t.clock.advance(24 * HOUR);
    await refused(late.body, 'PLAY_EXPIRED');

    await expectNothingStored(t, [ann, bob]);
  });

  it('score a game once: a second submission, also at the same moment, gets PLAY_SUBMITTED', async () => {
    const cat = await signUp(t.app);
    const once = await prepareSubmission(t, cat, { gameId: 3, timeSeconds: 40 });
    expect((await submitScore(t.app, cat, once.body)).statusCode).toBe(201);
    await refused(once.body, 'PLAY_SUBMITTED', cat);

    const twice = await prepareSubmission(t, cat, { gameId: 1, timeSeconds: 40 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => submitScore(t.app, cat, twice.body)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422, 422, 422, 422]);
    for (const answer of answers.filter((candidate) => candidate.statusCode === 422)) {
      expect(answer.json().code).toBe('PLAY_SUBMITTED');
    }
    const own = await t.app.inject({
      url: `/api/users/${cat.user.id}/scores`,
      headers: { cookie: cat.cookie },
    });
    expect(own.json()['1']).toEqual({ gamesPlayed: 1, bestTime: 40 });
    expect(own.json()['3']).toEqual({ gamesPlayed: 1, bestTime: 40 });
  });

  it('wait for Memory Match’s last match to fall due on the server’s clock', async () => {
    const dee = await signUp(t.app);
    // Every wait is played but the last: the clock stops when the last pair is turned.
    let pairsLeft = 8;
    const play = await playGame(injectSender(t.app), {
      gameId: 1,
      cookie: dee.cookie,
      wait: (ms) => {
        if (ms === MATCH_DELAY_MS) pairsLeft -= 1;
        if (pairsLeft > 0) t.clock.advance(ms);
      },
    });
    const body = {
      gameId: 1,
      timeSeconds: play.result.timeSeconds,
      score: play.result.score,
      playId: play.playId,
    };
    t.clock.advance(MATCH_DELAY_MS - 1);
    expect((await readPlay(t, play.playId, dee.cookie)).json()).toMatchObject({
      status: 'playing',
      view: { pairsFound: 7 },
    });
    await refused(body, 'PLAY_NOT_OVER', dee);
    t.clock.advance(1);
    expect((await readPlay(t, play.playId, dee.cookie)).json()).toMatchObject({
      status: 'over',
      view: { pairsFound: 8 },
    });
    t.clock.advance(10_000);
    expect((await submitScore(t.app, dee, body)).statusCode).toBe(201);
  });
});

describe('moves', () => {
  let t: TestApp;
  let eve: Session;
  beforeAll(async () => {
    t = await startTestApp();
    eve = await signUp(t.app);
  });
  afterAll(async () => t.close());

  const illegal = async (playId: string, moves: unknown[], code = 'ILLEGAL_MOVE', cookie = eve.cookie) => {
    const before = (await readPlay(t, playId, cookie)).json();
    const response = await move(t, playId, moves, cookie);
    expect(response.statusCode, JSON.stringify(moves)).toBe(422);
    expect(response.json().code, JSON.stringify(moves)).toBe(code);
    expect((await readPlay(t, playId, cookie)).json()).toEqual(before);
  };

  it('refuse an illegal move, or a list holding one, and change nothing', async () => {
    const memory = (await deal(t, { gameId: 1 }, eve.cookie)).json().playId;
    await illegal(memory, [{ type: 'turn', card: 16 }]);
    await illegal(memory, [{ type: 'turn', card: -1 }]);
    await illegal(memory, [{ type: 'slide', direction: 'up' }]);
    // A move of no game at all is a bad request.
    const unknownMove = await move(t, memory, [{ type: 'resolve' }], eve.cookie);
    expect(unknownMove.statusCode).toBe(400);
    await illegal(memory, [
      { type: 'turn', card: 0 },
      { type: 'turn', card: 0 },
    ]);
    expect((await move(t, memory, [{ type: 'turn', card: 3 }], eve.cookie)).statusCode).toBe(200);
    await illegal(memory, [{ type: 'turn', card: 3 }]);

    const puzzle = (await deal(t, { gameId: 2, difficulty: 'easy' }, eve.cookie)).json();
    const board: number[] = puzzle.view.board;
    const blank = board.indexOf(0);
    const far = board.findIndex(
      (_, index) =>
        Math.abs((index % 4) - (blank % 4)) + Math.abs(Math.floor(index / 4) - Math.floor(blank / 4)) > 1,
    );
    await illegal(puzzle.playId, [{ type: 'tile', index: far }]);
    await illegal(puzzle.playId, [{ type: 'tile', index: 99 }]);
    await illegal(puzzle.playId, [{ type: 'turn', card: 0 }]);

    const scramble = (await deal(t, { gameId: 3, difficulty: 'easy' }, eve.cookie)).json().playId;
    await illegal(scramble, [{ type: 'guess', text: '   ' }]);
    await illegal(scramble, [{ type: 'guess', word: 'PLANET' }]);

    const tldr = (await deal(t, { gameId: 4 }, eve.cookie)).json().playId;
    await illegal(tldr, [{ type: 'guess', word: 'PLANT' }]);
    await illegal(tldr, [{ type: 'guess', word: 'PLAN3T' }]);
    await illegal(tldr, [{ type: 'guess', text: 'PLANET' }]);
    // A word the dictionary does not hold is answered, and uses no attempt.
    const unknown = await move(t, tldr, [{ type: 'guess', word: 'QQQQQQ' }], eve.cookie);
    expect(unknown.json()).toMatchObject({
      status: 'ready',
      reveals: [{ kind: 'refused', reason: 'not-in-word-list' }],
      view: { rows: [] },
    });

    // Moves go as they are played: a few to a request at most, never a whole game.
    const tooMany = await move(
      t,
      memory,
      Array.from({ length: MAX_MOVES_PER_REQUEST + 1 }, () => ({ type: 'turn', card: 1 })),
      eve.cookie,
    );
    expect(tooMany.statusCode).toBe(400);
  });

  it('refuse a Memory Match turn while a pair shows, and take it once the pair is resolved', async () => {
    // The clock stands still, so that only the test moves it.
    t.clock.advance(0);
    const { playId } = (await deal(t, { gameId: 1 }, eve.cookie)).json();
    const layout: { symbol: string }[] = (await secretState(t, playId)).game.cards;
    const other = layout.findIndex((card, index) => index > 0 && card.symbol !== layout[0]?.symbol);
    await move(t, playId, [{ type: 'turn', card: 0 }], eve.cookie);
    const pair = await move(t, playId, [{ type: 'turn', card: other }], eve.cookie);
    expect(pair.json().reveals[0]).toMatchObject({ type: 'pair', outcome: 'mismatch' });
    t.clock.advance(MISMATCH_DELAY_MS - 1);
    await illegal(playId, [{ type: 'turn', card: 5 }], 'PAIR_SHOWING');
    t.clock.advance(1);
    const next = await move(t, playId, [{ type: 'turn', card: 5 }], eve.cookie);
    expect(next.statusCode).toBe(200);
    expect(next.json().view.cards.filter((card: { isFlipped: boolean }) => card.isFlipped)).toHaveLength(1);
  });

  it("answer another player's game with 403, a finished one with PLAY_OVER and an expired one with PLAY_EXPIRED", async () => {
    const fay = await signUp(t.app);
    const { playId } = (await deal(t, { gameId: 1 }, eve.cookie)).json();
    const foreign = await move(t, playId, [{ type: 'turn', card: 0 }], fay.cookie);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('PLAY_NOT_YOURS');
    expect((await move(t, playId, [{ type: 'turn', card: 0 }])).statusCode).toBe(403);
    expect((await readPlay(t, playId, fay.cookie)).statusCode).toBe(403);
    expect((await readPlay(t, playId)).statusCode).toBe(403);
    expect((await readPlay(t, 'AAAAAAAAAAAAAAAAAAAAAA')).json().code).toBe('PLAY_NOT_FOUND');

    // A guest's game answers whoever holds its id.
    const guest = (await deal(t, { gameId: 1 })).json().playId;
    expect((await move(t, guest, [{ type: 'turn', card: 0 }], fay.cookie)).statusCode).toBe(200);

    const finished = await playGame(injectSender(t.app), {
      gameId: 2,
      cookie: eve.cookie,
      wait: (ms) => t.clock.advance(ms),
    });
    const over = await move(t, finished.playId, [{ type: 'tile', index: 14 }], eve.cookie);
    expect(over.json().code).toBe('PLAY_OVER');

    const stale = (await deal(t, { gameId: 1 }, eve.cookie)).json().playId;
    t.clock.advance(24 * HOUR);
    const expired = await move(t, stale, [{ type: 'turn', card: 0 }], eve.cookie);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().code).toBe('PLAY_EXPIRED');
    expect((await readPlay(t, stale, eve.cookie)).json().code).toBe('PLAY_EXPIRED');
  });

  it('deal a difficulty only to the games that have one', async () => {
    for (const body of [
      { gameId: 2 },
      { gameId: 3 },
      { gameId: 1, difficulty: 'easy' },
      { gameId: 4, difficulty: 'hard' },
      { gameId: 5 },
    ]) {
      const response = await deal(t, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('INVALID_REQUEST');
    }
    const hard = await deal(t, { gameId: 2, difficulty: 'hard' });
    expect(hard.statusCode).toBe(201);
    expect(hard.json()).toMatchObject({
      gameId: 2,
      status: 'ready',
      view: { difficulty: 'hard', moves: 0, solved: false },
    });
    expect(hard.json().playId).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('delete expired unsubmitted games, and keep submitted ones as the record of their score', async () => {
    const gus = await signUp(t.app);
    const kept = await playAndSubmit(t, gus, { gameId: 2, timeSeconds: 20 });
    expect(kept.response.statusCode).toBe(201);
    const dropped = (await deal(t, { gameId: 1 }, gus.cookie)).json().playId;
    const fresh = (await deal(t, { gameId: 1 }, gus.cookie)).json().playId;
    await t.database.handle.query(
      `UPDATE plays SET expires_at = now() - interval '1 second' WHERE id = ANY($1)`,
      [[dropped, kept.body.playId]],
    );
    await t.app.runRetention(new Date());
    const left = await t.database.handle.query('SELECT id, score_id FROM plays WHERE id = ANY($1)', [
      [dropped, fresh, kept.body.playId],
    ]);
    expect(left.rows.map((row) => row.id).sort()).toEqual([fresh, kept.body.playId].sort());
    expect(left.rows.find((row) => row.id === kept.body.playId)?.score_id).toBe(kept.response.json().id);
  });
});

describe('nothing secret before the end', () => {
  let t: TestApp;
  let hal: Session;
  beforeAll(async () => {
    t = await startTestApp();
    hal = await signUp(t.app);
  });
  afterAll(async () => t.close());

  it('no answer of an unfinished Memory Match holds the symbol of a card not yet turned', async () => {
    const play = await playGame(injectSender(t.app), {
      gameId: 1,
      cookie: hal.cookie,
      wait: (ms) => t.clock.advance(ms),
    });
    const layout: { symbol: string }[] = (await secretState(t, play.playId)).game.cards;
    const turned = new Set<number>();
    const requests = play.requests;
    play.answers.forEach((answer, index) => {
      const card = (requests[index] as { moves?: { card: number }[] } | undefined)?.moves?.[0]?.card;
      if (card !== undefined) turned.add(card);
      for (const shown of symbolsIn(answer)) {
        expect(turned.has(shown.id), `card ${shown.id} shown before it was turned`).toBe(true);
        expect(shown.symbol).toBe(layout[shown.id]?.symbol);
      }
    });
    expect(turned.size).toBe(16);
  });

  it('no answer of an unfinished Word Scramble holds the word in play or a later one', async () => {
    const play = await playGame(injectSender(t.app), {
      gameId: 3,
      difficulty: 'medium',
      cookie: hal.cookie,
      wait: (ms) => t.clock.advance(ms),
    });
    const words: string[] = (await secretState(t, play.playId)).game.words.map(
      (entry: { word: string }) => entry.word,
    );
    play.answers.forEach((answer, index) => {
      const text = JSON.stringify(answer);
      // Before move `index`, `index` words were solved: the rest must not be named.
      for (const word of words.slice(index)) expect(text, `answer ${index}`).not.toContain(`"${word}"`);
    });
  });

  it('no answer of an unfinished TL;DR holds the answer, which comes with the end', async () => {
    const day = pacificDay(t.clock.current());
    const answer = tldrAnswerOf(TEST_GAME_SECRET, day, hal.user.id);
    const wrong = TLDR_ANSWERS.filter((word) => word !== answer).slice(0, 6);
    const started = (await deal(t, { gameId: 4 }, hal.cookie)).json();
    const seen = [started, (await readPlay(t, started.playId, hal.cookie)).json()];
    for (const word of wrong.slice(0, 5))
      seen.push((await move(t, started.playId, [{ type: 'guess', word }], hal.cookie)).json());
    // A reload the same day resumes the same game.
    const again = await deal(t, { gameId: 4 }, hal.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json().playId).toBe(started.playId);
    expect(again.json().view.rows).toHaveLength(5);
    seen.push(again.json());
    const today = await t.app.inject(`/api/plays/tldr/answers/${day}`);
    expect(today.statusCode).toBe(404);
    seen.push(today.json());
    for (const body of seen) expect(JSON.stringify(body)).not.toContain(answer);
    const lost = await move(t, started.playId, [{ type: 'guess', word: wrong[5] }], hal.cookie);
    expect(lost.json()).toMatchObject({ status: 'over', view: { status: 'lost', answer } });
    // Once the day is over, the archive gives the day's shared word, never a player's ranked one.
    t.clock.advance(24 * HOUR);
    const shared = tldrAnswerOf(TEST_GAME_SECRET, day, null);
    expect((await t.app.inject(`/api/plays/tldr/answers/${day}`)).json()).toEqual({
      day,
      answer: shared,
      meaning: (await readTldrMeanings()).get(shared),
    });
  });

  it('takes moves sent at the same moment one after another, losing none', async () => {
    const ivy = await signUp(t.app);
    const answer = tldrAnswerOf(TEST_GAME_SECRET, pacificDay(t.clock.current()), null);
    const wrong = TLDR_ANSWERS.filter((word) => word !== answer).slice(0, 5);
    const started = (await deal(t, { gameId: 4 }, ivy.cookie)).json();
    const answers = await Promise.all(
      wrong.map((word) => move(t, started.playId, [{ type: 'guess', word }], ivy.cookie)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // Each was played on the game as the others had left it: the rows grew one at a time.
    expect(answers.map((answer) => answer.json().view.rows.length).sort()).toEqual([1, 2, 3, 4, 5]);
    const stored = (await readPlay(t, started.playId, ivy.cookie)).json();
    expect(stored.view.rows.map((row: { guess: string }) => row.guess).sort()).toEqual([...wrong].sort());
  });

  it("deals guests a fresh TL;DR each time, and a player's Word Scramble the next five words of their day", async () => {
    const first = (await deal(t, { gameId: 4 })).json().playId;
    const second = (await deal(t, { gameId: 4 })).json().playId;
    expect(first).not.toBe(second);

    const ivy = await signUp(t.app);
    const solved: string[] = [];
    for (let game = 0; game < 2; game += 1) {
      const play = await playGame(injectSender(t.app), {
        gameId: 3,
        difficulty: 'easy',
        cookie: ivy.cookie,
        wait: (ms) => t.clock.advance(ms),
      });
      for (const answer of play.answers as { reveals?: { kind: string; word?: string }[] }[]) {
        for (const reveal of answer.reveals ?? [])
          if (reveal.kind === 'correct') solved.push(reveal.word as string);
      }
    }
    const day = pacificDay(t.clock.current());
    const order = dailyWordOrder(TEST_GAME_SECRET, playerSeedKey(ivy.user.id), day, 'easy');
    expect(solved).toEqual(order.slice(0, 10).map((entry) => entry.word));
    expect(new Set(solved).size).toBe(10);
    // Another secret gives another order.
    const other = dailyWordOrder('another-secret-0123456789', playerSeedKey(ivy.user.id), day, 'easy');
    expect(other.map((entry) => entry.word)).not.toEqual(order.map((entry) => entry.word));
  });
});

/** Every card with its symbol that an answer shows (in the view or a reveal). */
function symbolsIn(value: unknown): { id: number; symbol: string }[] {
  if (Array.isArray(value)) return value.flatMap(symbolsIn);
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const own =
    typeof record.id === 'number' && typeof record.symbol === 'string'
      ? [{ id: record.id, symbol: record.symbol }]
      : [];
  return [...own, ...Object.values(record).flatMap(symbolsIn)];
}

describe('two instances on one database', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let closeSecondHandle: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    a = await startTestApp({ database });
    // On a PostgreSQL server the second instance has connections of its own; the embedded engine
    // lives in one process, where both instances use its one connection.
    if (onPostgresServer() && database.url) {
      const handle = openPostgres(database.url, { poolSize: 4 });
      closeSecondHandle = () => handle.close();
      b = await startTestApp({ database: { ...database, handle } });
    } else {
      b = await startTestApp({ database });
    }
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await closeSecondHandle();
    await database?.drop();
  });

  it('share one game: dealt on A, played on B, read and submitted on A', async () => {
    const player = await signUp(a.app);
    const onA = injectSender(a.app);
    const onB = injectSender(b.app);
    const send: Send = (request) => (request.url === '/api/plays' ? onA(request) : onB(request));
    const both = (ms: number) => {
      a.clock.advance(ms);
      b.clock.set(a.clock.current().toISOString());
    };
    both(0);
    const play = await playGame(send, { gameId: 1, cookie: player.cookie, wait: both });
    const fromA = await a.app.inject({
      url: `/api/plays/${play.playId}`,
      headers: { cookie: player.cookie },
    });
    expect(fromA.json()).toMatchObject({ status: 'over', view: { pairsFound: 8 } });
    both(60_000);
    const claim = {
      gameId: 1,
      timeSeconds: play.result.timeSeconds,
      score: play.result.score,
      playId: play.playId,
    };
    const submitted = await submitScore(a.app, player, claim);
    expect(submitted.statusCode).toBe(201);
    const again = await submitScore(b.app, player, claim);
    expect(again.json().code).toBe('PLAY_SUBMITTED');
  });
});

describe('the game secret', () => {
  it('is made in the data folder, readable by its owner only, when GAME_SECRET is unset, and picks the words', async () => {
    const t = await startTestApp({ env: { GAME_SECRET: '' } });
    try {
      const file = path.join(t.config.dataDir, 'game-secret');
      const secret = (await readFile(file, 'utf8')).trim();
      expect(secret).toMatch(/^[A-Za-z0-9_-]{32,}$/);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const today = pacificDay(t.clock.current());
      const dealt = await deal(t, { gameId: 4 });
      t.clock.set(new Date(t.clock.current().getTime() + 24 * HOUR).toISOString());
      const shared = tldrAnswerOf(secret, today, null);
      expect((await t.app.inject(`/api/plays/tldr/answers/${today}`)).json()).toEqual({
        day: today,
        answer: shared,
        meaning: (await readTldrMeanings()).get(shared),
      });
      expect(dealt.statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });

  it('must be at least 16 characters when set', () => {
    expect(() => loadConfig({ GAME_SECRET: 'too-short' })).toThrow(
      /GAME_SECRET: must be at least 16 characters/,
    );
  });
});

describe('the 25-hour Pacific day of the autumn clock change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it("keeps a ranked TL;DR dealt in the day's first hour until the day ends, then lets it expire", async () => {
    const player = await signUp(t.app);
    // 00:30 PDT on Sunday 1 November 2026; the day ends at midnight PST, 25 hours after it began.
    t.clock.set('2026-11-01T07:30:00.000Z');
    const dealt = await deal(t, { gameId: 4 }, player.cookie);
    expect(dealt.statusCode).toBe(201);
    const { playId, expiresAt } = dealt.json();
    expect(new Date(expiresAt).getTime()).toBeGreaterThanOrEqual(Date.parse('2026-11-02T08:00:00.000Z'));

    // 23:45 PST, 24 h 15 min after the deal and still the same Pacific day.
    t.clock.set('2026-11-02T07:45:00.000Z');
    expect(pacificDay(t.clock.current())).toBe('2026-11-01');
    const read = await readPlay(t, playId, player.cookie);
    expect(read.statusCode, read.body).toBe(200);
    const moved = await move(t, playId, [{ type: 'guess', word: TLDR_ANSWERS[0] }], player.cookie);
    expect(moved.statusCode, moved.body).toBe(200);
    // The day's one ranked game resumes: it is not dealt again (with the same word) as a fresh one.
    const again = await deal(t, { gameId: 4 }, player.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json().playId).toBe(playId);

    // Once the day is over, it has expired.
    t.clock.set('2026-11-02T08:00:00.000Z');
    expect((await readPlay(t, playId, player.cookie)).json().code).toBe('PLAY_EXPIRED');
  });

  it('keeps a game dealt on any other day for 24 hours', async () => {
    t.clock.set('2026-11-02T08:30:00.000Z');
    const dealt = (await deal(t, { gameId: 1 })).json();
    expect(dealt.expiresAt).toBe('2026-11-03T08:30:00.000Z');
  });
});
