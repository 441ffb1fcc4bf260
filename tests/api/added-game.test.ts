// A fifth game, defined in its own folder only (tests/fixtures/games/number-guess) and given to the
// server at start-up: the server deals it, plays it, verifies its score and ranks it, and keeps it once
// a day by the play's column, with no migration and no change outside that folder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_REGISTRY } from '../../src/shared/games/registry.ts';
import { numberGuess } from '../fixtures/games/number-guess/definition.ts';
import { signUp, startTestApp, submitScore, type TestApp } from '../helpers/app.ts';
import { dealPlay, sendMoves } from '../helpers/plays.ts';

const GAME_ID = numberGuess.identity.id;

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ games: [...GAME_REGISTRY, numberGuess] });
});
afterAll(async () => t?.close());

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

describe('a game added at start-up', () => {
  it('is dealt to guests and players, played, verified and ranked', async () => {
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

    const board = await t.app.inject({ method: 'GET', url: `/api/leaderboard/${GAME_ID}?period=all` });
    expect(board.statusCode).toBe(200);
    expect(board.json()).toEqual([
      expect.objectContaining({ rank: 1, username: 'Ada', score, bestTime: timeSeconds }),
    ]);
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

  it('leaves the site without it: the registry alone knows four games', async () => {
    const site = await startTestApp({ database: t.database });
    try {
      const refused = await dealPlay(site, { gameId: GAME_ID });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/gameId must be 1, 2, 3 or 4/);
    } finally {
      await site.close();
    }
  });
});
