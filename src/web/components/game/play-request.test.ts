import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../tests/helpers/web-fetch.ts';
import { playIdOf, type TldrDeal, tldrMovesAnswer, tldrPlay } from '../../../../tests/helpers/web-plays.ts';
import { ApiError } from '../../lib/api.ts';
import { afterFailure, requestMoves } from './play-request.ts';

const deal: TldrDeal = { playId: playIdOf('playRequestTest'), day: '2026-11-28', answer: 'PLANET' };
const guess = { type: 'guess', word: 'CASTLE' } as const;
const before = tldrPlay(deal).view;
/** TL;DR's rule: a guess is applied when the play has a row more than before. */
const alreadyApplied = (current: { rows: unknown[] }, _sent: unknown, earlier: { rows: unknown[] }) =>
  current.rows.length > earlier.rows.length;

const apiError = (status: number, code: string) =>
  new ApiError(status, code, { code: code as 'INTERNAL', message: code });

describe('what a failed request of moves comes to', () => {
  it('is sent again every 2 s while the connection is lost', () => {
    expect(afterFailure(new TypeError('Failed to fetch'))).toEqual({
      retry: true,
      afterMs: 2000,
      lost: true,
    });
    expect(afterFailure(new DOMException('late', 'TimeoutError'))).toMatchObject({ lost: true });
    expect(afterFailure(new ApiError(502, 'Bad gateway'))).toMatchObject({ lost: true });
  });

  it('waits out a pair still showing and a busy server, which are not a lost connection', () => {
    expect(afterFailure(apiError(422, 'PAIR_SHOWING'))).toEqual({ retry: true, afterMs: 100, lost: false });
    expect(afterFailure(apiError(429, 'RATE_LIMITED'))).toEqual({ retry: true, afterMs: 1000, lost: false });
  });

  it('is refused for good otherwise', () => {
    expect(afterFailure(apiError(422, 'ILLEGAL_MOVE'))).toEqual({ retry: false });
    expect(afterFailure(apiError(404, 'PLAY_NOT_FOUND'))).toEqual({ retry: false });
  });
});

describe('one request of moves', () => {
  it('sends the moves and gives what each revealed', async () => {
    const server = stubFetch();
    const answer = requestMoves(4, deal.playId, [guess], null);
    const sent = await server.next();
    expect(sent).toMatchObject({
      method: 'POST',
      path: `/api/plays/${deal.playId}/moves`,
      body: { moves: [guess] },
    });
    sent.reply(200, tldrMovesAnswer(deal, [guess]));
    expect(await answer).toMatchObject({ status: 'playing', reveals: [{ kind: 'scored', guess: 'CASTLE' }] });
  });

  it('after a lost connection, reads the play first and sends nothing when the moves are there', async () => {
    const server = stubFetch();
    const answer = requestMoves(4, deal.playId, [guess], { before, alreadyApplied });
    const read = await server.next();
    expect(read).toMatchObject({ method: 'GET', path: `/api/plays/${deal.playId}` });
    read.reply(200, tldrPlay({ ...deal, guesses: ['CASTLE'] }));
    expect(await answer).toMatchObject({ reveals: null, view: { rows: [{ guess: 'CASTLE' }] } });
    expect(server.requests).toHaveLength(1);
  });

  it('after a lost connection, sends the moves again when the play does not have them', async () => {
    const server = stubFetch();
    const answer = requestMoves(4, deal.playId, [guess], { before, alreadyApplied });
    (await server.next()).reply(200, tldrPlay(deal));
    const again = await server.next();
    expect(again).toMatchObject({ method: 'POST', body: { moves: [guess] } });
    again.reply(200, tldrMovesAnswer(deal, [guess]));
    expect(await answer).toMatchObject({ reveals: [{ kind: 'scored', guess: 'CASTLE' }] });
  });
});
