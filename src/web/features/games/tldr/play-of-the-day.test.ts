import { describe, expect, it } from 'vitest';
import { playIdOf, playResult, tldrPlay } from '../../../../../tests/helpers/web-plays.ts';
import { ApiError } from '../../../lib/api.ts';
import { alreadyApplied, dealsAnew, keepsRecord, rankedScore, screenView } from './play-of-the-day.ts';

const deal = { playId: playIdOf('playOfTheDay'), day: '2026-11-28', answer: 'PLANET' };
const empty = tldrPlay(deal).view;
const oneRow = tldrPlay({ ...deal, guesses: ['CASTLE'] }).view;

describe("TL;DR's play of the day", () => {
  it('shows the play, the game finished before the page opened, or why it did not load', () => {
    expect(screenView({ dealError: null, view: null }, false)).toEqual({ kind: 'loading' });
    // A network error: ranked games need a connection, which the screen says.
    expect(screenView({ dealError: new TypeError('Failed to fetch'), view: empty }, false)).toEqual({
      kind: 'failed',
      offline: true,
    });
    const serverError = new ApiError(500, 'failed', { code: 'INTERNAL', message: 'Failed.' });
    expect(screenView({ dealError: serverError, view: null }, false)).toEqual({
      kind: 'failed',
      offline: false,
    });
    expect(screenView({ dealError: null, view: empty }, false)).toEqual({ kind: 'game', view: empty });
    expect(screenView({ dealError: null, view: oneRow }, true)).toEqual({ kind: 'completed', view: oneRow });
  });

  it('takes a guess whose answer was lost as applied when the play has a row more, never a start', () => {
    const guess = [{ type: 'guess' }];
    expect(alreadyApplied(oneRow, guess, empty)).toBe(true);
    expect(alreadyApplied(empty, guess, empty)).toBe(false);
    expect(alreadyApplied(oneRow, [{ type: 'start' }], empty)).toBe(false);
  });

  it("keeps a guest's play and a signed-in player's ranked play, not their word of the day", () => {
    expect(keepsRecord(null, 'daily')).toBe(true);
    expect(keepsRecord(7, 'ranked')).toBe(true);
    expect(keepsRecord(7, 'daily')).toBe(false);
  });

  it('deals anew when the kept play is gone, not without a connection or with the server failing', () => {
    const refused = (status: number) =>
      new ApiError(status, 'refused', { code: 'PLAY_NOT_FOUND', message: 'This game was not found.' });
    expect(dealsAnew(refused(404))).toBe(true);
    expect(dealsAnew(refused(403))).toBe(true);
    expect(dealsAnew(refused(500))).toBe(false);
    expect(dealsAnew(new ApiError(502, 'Bad gateway'))).toBe(false);
    expect(dealsAnew(new TypeError('Failed to fetch'))).toBe(false);
  });

  it("sends a signed-in player's ranked game only, with the server's time and score", () => {
    const ranked = playResult(40, 3200, true);
    expect(rankedScore(7, deal.playId, ranked)).toEqual({
      playId: deal.playId,
      gameId: 4,
      timeSeconds: 40,
      score: 3200,
    });
    expect(rankedScore(null, deal.playId, ranked)).toBeNull();
    expect(rankedScore(7, deal.playId, playResult(40, 3200, false))).toBeNull();
    expect(rankedScore(7, deal.playId, null)).toBeNull();
  });
});
