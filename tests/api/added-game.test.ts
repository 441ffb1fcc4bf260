// A fifth game, defined in its own folder only (tests/fixtures/games/number-guess) and given to the
// server at start-up: the server lists it, deals it, plays it, verifies its score, ranks it on its
// boards, counts it in the player's summary, re-scores it at start-up, and keeps it once a day by the
// play's column, with no migration and no change outside that folder. The four shipped games are
// served as a server without it serves them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RESCORE_MIGRATION } from '../../src/server/modules/scores/rescore.ts';
import { GAME_REGISTRY } from '../../src/shared/games/registry.ts';
import { numberGuess } from '../fixtures/games/number-guess/definition.ts';
import { type Session, signUp, startTestApp, submitScore, type TestApp } from '../helpers/app.ts';
import { dealPlay, sendMoves } from '../helpers/plays.ts';

const GAME_ID = numberGuess.identity.id;
const GAMES = [...GAME_REGISTRY, numberGuess] as const;
const SHIPPED_IDS = GAME_REGISTRY.map((game) => game.identity.id);

// Each test has a server with the game on a database of its own, so that it passes alone and in any order.
let t: TestApp;

beforeEach(async () => {
  t = await startTestApp({ games: GAMES });
});
afterEach(async () => t?.close());

/** Runs `use` on a second server on the same database: the site as shipped, or with the games given. */
async function withServer<T>(games: typeof GAMES | undefined, use: (server: TestApp) => Promise<T>) {
  const server = await startTestApp({ database: t.database, games });
  try {
    return await use(server);
  } finally {
    await server.close();
  }
}

/** GET /api/users/:id/scores: the player's games played and best time per game. */
async function summaryOf(server: TestApp, session: Session) {
  const answer = await server.app.inject({
    url: `/api/users/${session.user.id}/scores`,
    headers: { cookie: session.cookie },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

const NOT_PLAYED = { gamesPlayed: 0, bestTime: null };

/** Plays a dealt game to the end by halving, a second between guesses: the last answer. */
async function playToTheEnd(playId: string, cookie?: string) {
  let [low, high] = [1, 100];
  for (;;) {
    const value = Math.floor((low + high) / 2);
    const answer = await sendMoves(t, playId, [{ type: 'guess', value }], cookie);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    const [reveal] = body.reveals;
    if (reveal.verdict === 'right') return body;
    if (reveal.verdict === 'higher') low = value + 1;
    else high = value - 1;
    t.clock.advance(1000);
  }
}

/** A new player who plays the game to the end on the given Pacific day and stores its score. */
async function playerWithAScore(name: string, at: string) {
  t.clock.set(at);
  const player = await signUp(t.app, name);
  const { playId } = (await dealPlay(t, { gameId: GAME_ID }, player.cookie)).json();
  const { timeSeconds, score } = (await playToTheEnd(playId, player.cookie)).result;
  const stored = await submitScore(t.app, player, { gameId: GAME_ID, timeSeconds, score, playId });
  expect(stored.statusCode).toBe(201);
  return player;
}

describe('a game added at start-up', () => {
  it('is listed by GET /api/games after the four shipped games, listed as without it, and in the OpenAPI document', async () => {
    const listed = await t.app.inject('/api/games');
    expect(listed.statusCode).toBe(200);
    const shipped = await withServer(undefined, async (site) => (await site.app.inject('/api/games')).json());
    expect(shipped.map((game: { id: number }) => game.id)).toEqual(SHIPPED_IDS);
    const { id, slug, name, description } = numberGuess.identity;
    expect(listed.json()).toEqual([...shipped, { id, slug, name, description }]);
    // The OpenAPI document describes its moves and reveals among the others'.
    const moves = async (server: TestApp) =>
      JSON.stringify((await server.app.inject('/api/docs/json')).json().paths['/api/plays/{playId}/moves']);
    expect(await moves(t)).toContain('"higher"');
    expect(await withServer(undefined, moves)).not.toContain('"higher"');
  });

  it('is dealt to guests and players, played, verified, ranked and counted in the summary', async () => {
    t.clock.set('2026-11-24T18:00:00Z');
    const guest = await dealPlay(t, { gameId: GAME_ID });
    expect(guest.statusCode).toBe(201);
    expect(guest.json()).toMatchObject({
      gameId: GAME_ID,
      status: 'ready',
      ranked: false,
      view: { guesses: [] },
    });
    // A move the game does not know is refused as any game's is.
    const odd = await sendMoves(t, guest.json().playId, [{ type: 'turn', card: 0 }]);
    expect(odd.statusCode).toBe(422);
    expect(odd.json().code).toBe('ILLEGAL_MOVE');

    const ada = await signUp(t.app, 'Ada');
    const dealt = await dealPlay(t, { gameId: GAME_ID }, ada.cookie);
    expect(dealt.statusCode).toBe(201);
    const { playId } = dealt.json();
    const over = await playToTheEnd(playId, ada.cookie);
    expect(over).toMatchObject({ gameId: GAME_ID, status: 'over', view: { found: true } });
    expect(over.result).toMatchObject({ ranked: true, unranked: null });
    const { timeSeconds, score } = over.result;

    // A wrong score is refused by the server's own scoring of the game.
    const wrong = await submitScore(t.app, ada, { gameId: GAME_ID, timeSeconds, score: score + 1, playId });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('SCORE_MISMATCH');
    const stored = await submitScore(t.app, ada, { gameId: GAME_ID, timeSeconds, score, playId });
    expect(stored.statusCode).toBe(201);
    expect(stored.json()).toMatchObject({ gameId: GAME_ID, timeSeconds, score });

    const entry = expect.objectContaining({ rank: 1, username: 'Ada', score, bestTime: timeSeconds });
    for (const period of ['month', 'all']) {
      const board = await t.app.inject(`/api/leaderboard/${GAME_ID}?period=${period}`);
      expect(board.statusCode).toBe(200);
      expect(board.json()).toEqual([entry]);
      const own = await t.app.inject({
        url: `/api/leaderboard/${GAME_ID}/me?period=${period}`,
        headers: { cookie: ada.cookie },
      });
      expect(own.json()).toEqual({ period, entry });
    }
    // The shipped games' boards are there as before, empty.
    const shippedBoard = await t.app.inject(`/api/leaderboard/${SHIPPED_IDS[0]}?period=all`);
    expect(shippedBoard.statusCode).toBe(200);
    expect(shippedBoard.json()).toEqual([]);

    // The player's summary counts it beside the shipped games.
    expect(await summaryOf(t, ada)).toEqual({
      ...Object.fromEntries(SHIPPED_IDS.map((shippedId) => [String(shippedId), NOT_PLAYED])),
      [GAME_ID]: { gamesPlayed: 1, bestTime: timeSeconds },
    });
  });

  it('keeps it once a day by the column, with no migration of its own', async () => {
    t.clock.set('2026-11-25T18:00:00Z');
    const bea = await signUp(t.app, 'Bea');
    const first = await dealPlay(t, { gameId: GAME_ID }, bea.cookie);
    expect(first.statusCode).toBe(201);
    // A second deal the same day is the same play, as TL;DR's is.
    const again = await dealPlay(t, { gameId: GAME_ID }, bea.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json().playId).toBe(first.json().playId);
    const over = await playToTheEnd(first.json().playId, bea.cookie);
    const submitted = await submitScore(t.app, bea, {
      gameId: GAME_ID,
      timeSeconds: over.result.timeSeconds,
      score: over.result.score,
      playId: first.json().playId,
    });
    expect(submitted.statusCode).toBe(201);
    const rows = await t.database.handle.query(
      `SELECT (SELECT once_a_day FROM plays WHERE id = $1) AS play, (SELECT once_a_day FROM scores WHERE id = $2) AS score`,
      [first.json().playId, submitted.json().id],
    );
    expect(rows.rows[0]).toEqual({ play: true, score: true });
    // The next Pacific day deals a new game.
    t.clock.set('2026-11-26T18:00:00Z');
    const tomorrow = await dealPlay(t, { gameId: GAME_ID }, bea.cookie);
    expect(tomorrow.statusCode).toBe(201);
    expect(tomorrow.json().playId).not.toBe(first.json().playId);
  });

  it('is re-scored at start-up as the shipped games are, and left as it is by a server without it', async () => {
    const ada = await playerWithAScore('Ada', '2026-11-24T18:00:00Z');
    await playerWithAScore('Bea', '2026-11-25T18:00:00Z');
    const db = t.database.handle;
    const stored = 'SELECT id, time_seconds, score FROM scores WHERE game_id = $1 ORDER BY id';
    const honest = (await db.query(stored, [GAME_ID])).rows;
    expect(honest).toHaveLength(2);
    // Stored as the old server stored them: with the time the browser claimed, and ranked so.
    await db.query('UPDATE scores SET time_seconds = time_seconds + 7, score = 1 WHERE game_id = $1', [
      GAME_ID,
    ]);
    await db.query('UPDATE best_scores SET time_seconds = time_seconds + 7, score = 1 WHERE game_id = $1', [
      GAME_ID,
    ]);
    const notedRescore = async () =>
      (await db.query('SELECT summary FROM data_migrations WHERE name = $1', [RESCORE_MIGRATION])).rows[0];

    await db.query('DELETE FROM data_migrations WHERE name = $1', [RESCORE_MIGRATION]);
    await withServer(undefined, async () => undefined);
    expect(await notedRescore()).toEqual({ summary: expect.stringMatching(/^checked 0 verified scores/) });
    expect((await db.query(stored, [GAME_ID])).rows).not.toEqual(honest);

    await db.query('DELETE FROM data_migrations WHERE name = $1', [RESCORE_MIGRATION]);
    await withServer(GAMES, async (server) => {
      expect(await notedRescore()).toEqual({
        summary: expect.stringMatching(/^checked 2 verified scores: 2 took the server's time, 0 /),
      });
      expect((await db.query(stored, [GAME_ID])).rows).toEqual(honest);
      // Its boards and the player's counters are made again from the scores.
      const board = await server.app.inject(`/api/leaderboard/${GAME_ID}?period=all`);
      expect(board.json()[0]).toMatchObject({ username: 'Ada', score: honest[0]?.score });
      expect((await summaryOf(server, ada))[GAME_ID]).toEqual({
        gamesPlayed: 1,
        bestTime: honest[0]?.time_seconds,
      });
    });
  });

  it('leaves the site without it: the registry alone knows four games', async () => {
    const ada = await playerWithAScore('Ada', '2026-11-24T18:00:00Z');
    await withServer(undefined, async (site) => {
      const refused = await dealPlay(site, { gameId: GAME_ID });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/gameId must be 1, 2, 3 or 4/);
      const board = await site.app.inject(`/api/leaderboard/${GAME_ID}`);
      expect(board.statusCode).toBe(400);
      // The player's summary names the site's games alone, though a score of the other is stored.
      expect(Object.keys(await summaryOf(site, ada))).toEqual(SHIPPED_IDS.map(String));
    });
    // The server with it names every game in the messages of what it refuses.
    const refused = await dealPlay(t, { gameId: 96 });
    expect(refused.json().message).toMatch(/gameId must be 1, 2, 3, 4 or 95/);
  });
});
