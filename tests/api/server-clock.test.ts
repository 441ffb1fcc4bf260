// The attacks of an audit with the API docs in hand, each recreated: refused, or, at a person's pace,
// stored at or above the floor and listed for the admin. And honest play that must stay ranked.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTldrMeanings } from '../../src/server/lib/tldr-meanings.ts';
import { tldrAnswerOf } from '../../src/server/modules/plays/daily.ts';
import { ADMIN_KEY_HEADER, MAX_MOVES_PER_REQUEST } from '../../src/shared/api/limits.ts';
import { HUMAN_PACE } from '../../src/shared/games/human-pace.ts';
import { MEMORY_MOVES_PER_PLAY } from '../../src/shared/games/memory-match/scoring.ts';
import { TLDR_ANSWERS } from '../../src/shared/games/tldr/answers.ts';
import { TLDR_MOVES_PER_PLAY } from '../../src/shared/games/tldr/scoring.ts';
import { nextPacificMidnight, pacificDay } from '../../src/shared/time.ts';
import {
  type Session,
  signUp,
  startTestApp,
  submitScore,
  TEST_ADMIN_KEY,
  TEST_GAME_SECRET,
  type TestApp,
} from '../helpers/app.ts';
import { playGame, unscramble } from '../helpers/play-game.ts';
import { dealPlay as deal, injectSender, sendMoves as move } from '../helpers/plays.ts';
import { solvePuzzle } from '../helpers/puzzle-solver.ts';

/** Solves a dealt Number Puzzle a slide a request, `msPerSlide` apart on the app's clock. */
async function slideThrough(t: TestApp, session: Session, msPerSlide: number) {
  const dealt = (await deal(t, { gameId: 2, difficulty: 'easy' }, session.cookie)).json();
  const squares = solvePuzzle(dealt.view.board);
  // biome-ignore lint/suspicious/noExplicitAny: the answer as JSON
  let last: any;
  for (const [index, square] of squares.entries()) {
    if (index > 0) t.clock.advance(msPerSlide);
    last = (await move(t, dealt.playId, [{ type: 'tile', index: square }], session.cookie)).json();
  }
  return { playId: dealt.playId as string, slides: squares.length, result: last.result };
}

describe('a ranked game is timed by the server', () => {
  let t: TestApp;
  let ann: Session;
  beforeAll(async () => {
    t = await startTestApp();
    t.clock.set('2026-11-24T20:00:00Z');
    ann = await signUp(t.app);
  });
  afterAll(async () => t.close());

  it("refuses a claimed time more than 2 s below the server's, and stores the server's own time", async () => {
    // The audit: a Memory Match the server clocked at 10 s was accepted as 6 s.
    const play = await playGame(injectSender(t.app), {
      gameId: 1,
      cookie: ann.cookie,
      timeSeconds: 10,
      wait: (ms) => t.clock.advance(ms),
    });
    t.clock.advance(1000);
    const server = play.result;
    expect(server.timeSeconds).toBeGreaterThanOrEqual(10);
    const claim = { gameId: 1, playId: play.playId };
    const forged = await submitScore(t.app, ann, {
      ...claim,
      timeSeconds: 6,
      score: play.scoreFor(6),
    });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().code).toBe('TIME_MISMATCH');
    // Within the allowance, the claim is taken, but the server stores its own time and score.
    const close = await submitScore(t.app, ann, {
      ...claim,
      timeSeconds: server.timeSeconds - 2,
      score: play.scoreFor(server.timeSeconds - 2),
    });
    expect(close.statusCode).toBe(201);
    expect(close.json()).toMatchObject({ timeSeconds: server.timeSeconds, score: server.score });
  });

  it('refuses a whole Number Puzzle solution in one request', async () => {
    let dealt = (await deal(t, { gameId: 2, difficulty: 'easy' }, ann.cookie)).json();
    let squares = solvePuzzle(dealt.view.board);
    // A short shuffle may land a few slides from solved: deal until the solution is longer than a request.
    while (squares.length <= MAX_MOVES_PER_REQUEST) {
      dealt = (await deal(t, { gameId: 2, difficulty: 'easy' }, ann.cookie)).json();
      squares = solvePuzzle(dealt.view.board);
    }
    const whole = await move(
      t,
      dealt.playId,
      squares.map((index) => ({ type: 'tile', index })),
      ann.cookie,
    );
    expect(whole.statusCode).toBe(400);
    expect(whole.json().message).toMatch(/at most 5 moves/);
  });

  it('refuses a puzzle slid faster than a person can, and lists one slid 20 times a second for the admin', async () => {
    // A script at machine speed: a slide every 5 ms.
    const script = await slideThrough(t, ann, 5);
    expect(script.result).toMatchObject({ ranked: false, unranked: 'below-floor' });
    const refused = await submitScore(t.app, ann, {
      gameId: 2,
      playId: script.playId,
      timeSeconds: script.result.timeSeconds,
      score: script.result.score,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'BELOW_FLOOR',
      message: expect.stringMatching(/needs at least/),
    });

    // 20 slides a second is within what the fastest solvers on record reach: stored, and listed.
    const fast = await slideThrough(t, ann, 50);
    expect(fast.result.elapsedMs).toBeGreaterThanOrEqual((fast.slides - 1) * HUMAN_PACE.tileSlideMs);
    const stored = await submitScore(t.app, ann, {
      gameId: 2,
      playId: fast.playId,
      timeSeconds: fast.result.timeSeconds,
      score: fast.result.score,
    });
    expect(stored.statusCode).toBe(201);
    const outliers = await t.app.inject({
      url: '/api/admin/outliers',
      headers: { [ADMIN_KEY_HEADER]: TEST_ADMIN_KEY },
    });
    const listed = outliers.json().find((row: { scoreId: number }) => row.scoreId === stored.json().id);
    expect(listed).toMatchObject({
      reasons: expect.arrayContaining(['floor']),
      elapsedMs: fast.result.elapsedMs,
    });
  });

  it('refuses a Word Scramble answered by a script within a second', async () => {
    const dealt = (await deal(t, { gameId: 3, difficulty: 'easy' }, ann.cookie)).json();
    let word = dealt.view.word;
    // biome-ignore lint/suspicious/noExplicitAny: the answer as JSON
    let last: any = (await move(t, dealt.playId, [{ type: 'start' }], ann.cookie)).json();
    while (word) {
      t.clock.advance(150);
      last = (
        await move(t, dealt.playId, [{ type: 'guess', text: unscramble(word.scrambled, 'easy') }], ann.cookie)
      ).json();
      word = last.view.word;
    }
    expect(last.result.elapsedMs).toBeLessThanOrEqual(1000);
    expect(last.result).toMatchObject({ ranked: false, unranked: 'below-floor' });
    const refused = await submitScore(t.app, ann, {
      gameId: 3,
      playId: dealt.playId,
      timeSeconds: last.result.timeSeconds,
      score: last.result.score,
    });
    expect(refused.json().code).toBe('BELOW_FLOOR');
  });

  it('shows the admin how many submissions each refusal turned away, per game and day', async () => {
    // Refusals of its own, counted against the list before them: the tests above add theirs too.
    const refusals = async () => {
      const response = await t.app.inject({
        url: '/api/admin/refusals?days=7',
        headers: { [ADMIN_KEY_HEADER]: TEST_ADMIN_KEY },
      });
      expect(response.statusCode).toBe(200);
      return response.json() as Array<{ day: string; gameId: number; code: string; count: number }>;
    };
    const day = pacificDay(t.clock.current());
    const countOf = (list: Awaited<ReturnType<typeof refusals>>, gameId: number, code: string) =>
      list.find((row) => row.day === day && row.gameId === gameId && row.code === code)?.count ?? 0;
    const before = await refusals();

    // Two Memory Match claims 4 s below the server's time, and a Word Scramble answered by a script.
    for (let i = 0; i < 2; i += 1) {
      const play = await playGame(injectSender(t.app), {
        gameId: 1,
        cookie: ann.cookie,
        timeSeconds: 10,
        wait: (ms) => t.clock.advance(ms),
      });
      t.clock.advance(1000);
      const claimed = play.result.timeSeconds - 4;
      const forged = await submitScore(t.app, ann, {
        gameId: 1,
        playId: play.playId,
        timeSeconds: claimed,
        score: play.scoreFor(claimed),
      });
      expect(forged.json().code).toBe('TIME_MISMATCH');
    }
    const dealt = (await deal(t, { gameId: 3, difficulty: 'easy' }, ann.cookie)).json();
    let word = dealt.view.word;
    // biome-ignore lint/suspicious/noExplicitAny: the answer as JSON
    let last: any = (await move(t, dealt.playId, [{ type: 'start' }], ann.cookie)).json();
    while (word) {
      t.clock.advance(150);
      last = (
        await move(t, dealt.playId, [{ type: 'guess', text: unscramble(word.scrambled, 'easy') }], ann.cookie)
      ).json();
      word = last.view.word;
    }
    const script = await submitScore(t.app, ann, {
      gameId: 3,
      playId: dealt.playId,
      timeSeconds: last.result.timeSeconds,
      score: last.result.score,
    });
    expect(script.json().code).toBe('BELOW_FLOOR');

    const after = await refusals();
    expect(countOf(after, 1, 'TIME_MISMATCH')).toBe(countOf(before, 1, 'TIME_MISMATCH') + 2);
    expect(countOf(after, 3, 'BELOW_FLOOR')).toBe(countOf(before, 3, 'BELOW_FLOOR') + 1);
    expect(countOf(after, 2, 'BELOW_FLOOR')).toBe(countOf(before, 2, 'BELOW_FLOOR'));
  });

  it('caps the moves of a play, refused and wrong ones included', async () => {
    // A TL;DR of words not in the list: each is a move, and none uses an attempt.
    const guest = (await deal(t, { gameId: 4 })).json();
    for (let index = 0; index < TLDR_MOVES_PER_PLAY; index += 1) {
      expect((await move(t, guest.playId, [{ type: 'guess', word: 'QQQQQQ' }])).statusCode).toBe(200);
    }
    const over = await move(t, guest.playId, [{ type: 'guess', word: 'QQQQQQ' }]);
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe('TOO_MANY_MOVES');

    // 10,000 moves at a Memory Match: refused turns count too, and the cap comes long before.
    const memory = (await deal(t, { gameId: 1 })).json();
    let answered = 0;
    for (let index = 0; index < 10_000; index += 1) {
      const response = await move(t, memory.playId, [{ type: 'turn', card: 16 }]);
      if (response.json().code === 'TOO_MANY_MOVES') break;
      answered += 1;
    }
    expect(answered).toBe(MEMORY_MOVES_PER_PLAY);
    const legal = await move(t, memory.playId, [{ type: 'turn', card: 0 }]);
    expect(legal.json().code).toBe('TOO_MANY_MOVES');
  }, 60_000);
});

describe("TL;DR's ranked word", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    t.clock.set('2026-11-24T20:00:00Z');
  });
  afterAll(async () => t.close());

  it("is a signed-in player's own: a guest's revealed word of the day, or a second account's, tells nothing", async () => {
    const day = pacificDay(t.clock.current());
    // A guest loses and is shown the word of the day.
    const guest = (await deal(t, { gameId: 4 })).json();
    expect(guest.ranked).toBe(false);
    const wrong = TLDR_ANSWERS.filter((word) => word !== tldrAnswerOf(TEST_GAME_SECRET, day, null)).slice(
      0,
      6,
    );
    // biome-ignore lint/suspicious/noExplicitAny: the answer as JSON
    let lost: any;
    for (const word of wrong) lost = (await move(t, guest.playId, [{ type: 'guess', word }])).json();
    const shared: string = lost.view.answer;
    expect(shared).toBe(tldrAnswerOf(TEST_GAME_SECRET, day, null));

    // A signed-in player's ranked game is another word: the shared one does not win it.
    const ann = await signUp(t.app);
    const ranked = (await deal(t, { gameId: 4 }, ann.cookie)).json();
    expect(ranked.ranked).toBe(true);
    await move(t, ranked.playId, [{ type: 'start' }], ann.cookie);
    t.clock.advance(2000);
    const tried = (await move(t, ranked.playId, [{ type: 'guess', word: shared }], ann.cookie)).json();
    expect(tried.reveals[0].verdict).toBe('wrong');
    expect(tried.status).toBe('playing');

    // A second account's ranked word is its own too.
    const bob = await signUp(t.app);
    const bobs = tldrAnswerOf(TEST_GAME_SECRET, day, bob.user.id);
    expect(bobs).not.toBe(tldrAnswerOf(TEST_GAME_SECRET, day, ann.user.id));
    expect(bobs).not.toBe(shared);

    // The word of the day, played unranked by a signed-in player, cannot be submitted.
    const daily = (await deal(t, { gameId: 4, word: 'daily' }, ann.cookie)).json();
    expect(daily.ranked).toBe(false);
    await move(t, daily.playId, [{ type: 'start' }], ann.cookie);
    t.clock.advance(3000);
    const won = (await move(t, daily.playId, [{ type: 'guess', word: shared }], ann.cookie)).json();
    expect(won.result).toMatchObject({ ranked: false, unranked: 'word-of-the-day' });
    const refused = await submitScore(t.app, ann, {
      gameId: 4,
      playId: daily.playId,
      timeSeconds: won.result.timeSeconds,
      score: won.result.score,
    });
    expect(refused.json().code).toBe('PLAY_UNRANKED');
    // The ranked game of the day is still the same one, unfinished.
    const again = await deal(t, { gameId: 4 }, ann.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json().playId).toBe(ranked.playId);
  });

  it('answers the archive only for real days that are over, since the first stored word of the day', async () => {
    const today = pacificDay(t.clock.current());
    for (const day of ['2026-11-31', '2026-02-29', '2026-13-01', '2026-00-10', 'yesterday']) {
      const response = await t.app.inject(`/api/plays/tldr/answers/${day}`);
      expect(response.statusCode, day).toBe(400);
      expect(response.json().code).toBe('INVALID_REQUEST');
    }
    const ask = (day: string) => t.app.inject(`/api/plays/tldr/answers/${day}`);
    // A guest's game stores the word of the day (unless a test before this one already did).
    expect((await deal(t, { gameId: 4 })).statusCode).toBe(201);
    expect((await ask(today)).statusCode).toBe(404);
    expect((await ask('2026-12-25')).statusCode).toBe(404);
    // Before the first day a word of the day was stored.
    expect((await ask('2026-11-01')).statusCode).toBe(404);
    // The archive's range starts at the first stored word of the day, which is today's or earlier.
    const range = await t.app.inject('/api/plays/tldr/archive');
    expect(range.statusCode).toBe(200);
    const { firstDay } = range.json() as { firstDay: string };
    const stored = await t.database.handle.query<{ day: string }>(
      'SELECT min(day)::text AS day FROM tldr_daily_words',
    );
    expect(firstDay).toBe(stored.rows[0]?.day);
    expect(firstDay <= today).toBe(true);
    // A minute before midnight Pacific the day is not over yet; at midnight it is.
    t.clock.set(new Date(nextPacificMidnight(t.clock.current()).getTime() - 60_000).toISOString());
    expect((await ask(today)).statusCode).toBe(404);
    t.clock.advance(60_000);
    const past = await ask(today);
    expect(past.statusCode).toBe(200);
    const answer = tldrAnswerOf(TEST_GAME_SECRET, today, null);
    // With the word's meaning, as extracted for every answer (null for a word that has none).
    expect(past.json()).toEqual({
      day: today,
      answer,
      meaning: (await readTldrMeanings()).get(answer) ?? null,
    });
    // And the day that begins then is not given.
    expect((await ask(pacificDay(t.clock.current()))).statusCode).toBe(404);
    // The stored word stays the day's, whatever the list or the secret later pick.
    await t.database.handle.query("UPDATE tldr_daily_words SET answer = 'GARDEN' WHERE day = $1", [today]);
    expect((await ask(today)).json()).toMatchObject({ day: today, answer: 'GARDEN' });
  });
});

describe('honest play stays ranked', () => {
  let t: TestApp;
  let ann: Session;
  beforeAll(async () => {
    t = await startTestApp();
    t.clock.set('2026-11-24T20:00:00Z');
    ann = await signUp(t.app);
  });
  afterAll(async () => t.close());

  async function submitResult(
    gameId: number,
    playId: string,
    result: { timeSeconds: number; score: number },
  ) {
    return submitScore(t.app, ann, { gameId, playId, timeSeconds: result.timeSeconds, score: result.score });
  }

  it('a game whose first request was held 3 s on its way', async () => {
    // The player's clock started 3 s before the server heard of the first move: the browser submits
    // the server's time, which the answer to the last move gives it.
    const play = await playGame(injectSender(t.app), {
      gameId: 1,
      cookie: ann.cookie,
      wait: (ms) => t.clock.advance(ms),
    });
    t.clock.advance(1000);
    // The player's own clock read 3 s more than the server's: that claim would be refused...
    const own = play.result.timeSeconds + 3;
    const claimed = await submitScore(t.app, ann, {
      gameId: 1,
      playId: play.playId,
      timeSeconds: own,
      score: play.scoreFor(own),
    });
    expect(claimed.json().code).toBe('TIME_MISMATCH');
    // ...so the browser submits the server's time and score, which are ranked.
    const response = await submitResult(1, play.playId, play.result);
    expect(response.statusCode).toBe(201);
    expect(response.json().timeSeconds).toBe(play.result.timeSeconds);
  });

  it('a game whose last request was held 3 s on its way', async () => {
    const dealt = (await deal(t, { gameId: 2, difficulty: 'easy' }, ann.cookie)).json();
    const squares = solvePuzzle(dealt.view.board);
    // biome-ignore lint/suspicious/noExplicitAny: the answer as JSON
    let last: any;
    for (const [index, square] of squares.entries()) {
      t.clock.advance(index === squares.length - 1 ? 3000 + 400 : 400);
      last = (await move(t, dealt.playId, [{ type: 'tile', index: square }], ann.cookie)).json();
    }
    expect(last.result.ranked).toBe(true);
    const response = await submitResult(2, dealt.playId, last.result);
    expect(response.statusCode).toBe(201);
  });

  it('a TL;DR whose first letter came 20 s before its first guess', async () => {
    const day = pacificDay(t.clock.current());
    const dealt = (await deal(t, { gameId: 4 }, ann.cookie)).json();
    await move(t, dealt.playId, [{ type: 'start' }], ann.cookie);
    t.clock.advance(20_000);
    const won = (
      await move(
        t,
        dealt.playId,
        [{ type: 'guess', word: tldrAnswerOf(TEST_GAME_SECRET, day, ann.user.id) }],
        ann.cookie,
      )
    ).json();
    expect(won.result).toMatchObject({ timeSeconds: 20, ranked: true, unranked: null });
    const response = await submitResult(4, dealt.playId, won.result);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ timeSeconds: 20, score: 1000 + 5 * 200 + 280 });
  });
});

describe('the moves and reads of games in play', () => {
  it('are limited per address, with the limits from the configuration', async () => {
    const t = await startTestApp({
      env: { RATE_LIMIT: 'on', RATE_LIMIT_MOVES_PER_MINUTE: '3', RATE_LIMIT_PLAY_READS_PER_MINUTE: '2' },
    });
    try {
      const { playId } = (await deal(t, { gameId: 4 })).json();
      const moves = [];
      for (let index = 0; index < 4; index += 1)
        moves.push((await move(t, playId, [{ type: 'start' }])).statusCode);
      expect(moves).toEqual([200, 200, 200, 429]);
      const reads = [];
      for (let index = 0; index < 3; index += 1)
        reads.push((await t.app.inject(`/api/plays/${playId}`)).statusCode);
      expect(reads).toEqual([200, 200, 429]);
    } finally {
      await t.close();
    }
  });
});
