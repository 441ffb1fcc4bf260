import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { advance, until } from '../../../../tests/helpers/web-clock.ts';
import { type FetchStub, stubFetch } from '../../../../tests/helpers/web-fetch.ts';
import {
  playIdOf,
  playResult,
  type TldrDeal,
  tldrMovesAnswer,
  tldrPlay,
} from '../../../../tests/helpers/web-plays.ts';
import { ApiError } from '../../lib/api.ts';
import { usePlay } from './use-play.ts';

// usePlay is shown here on TL;DR (game 4), whose moves and views are the shortest to write.
const deal: TldrDeal = { playId: playIdOf('usePlayTest'), day: '2026-11-28', answer: 'PLANET' };
const movesPath = `/api/plays/${deal.playId}/moves`;
const playPath = `/api/plays/${deal.playId}`;

/** A guess is applied when the play has a row more than before (TL;DR's own rule). */
const alreadyApplied = (current: { rows: unknown[] }, _sent: unknown, before: { rows: unknown[] }) =>
  current.rows.length > before.rows.length;

let server: FetchStub;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-28T18:00:00Z') });
  server = stubFetch();
});

async function dealtPlay(onEnd = vi.fn()) {
  const hook = renderHook(() => usePlay(4, { alreadyApplied, onEnd }));
  let dealt: Promise<unknown> = Promise.resolve();
  act(() => {
    dealt = hook.result.current.deal();
  });
  const request = await server.next();
  expect(request).toMatchObject({ method: 'POST', path: '/api/plays', body: { gameId: 4 } });
  request.reply(201, tldrPlay(deal));
  await act(() => dealt);
  expect(hook.result.current.status).toBe('ready');
  return { ...hook, onEnd };
}

describe('usePlay', () => {
  test('sends one request at a time, and the moves played meanwhile together and in order', async () => {
    const { result } = await dealtPlay();
    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    let third!: Promise<unknown>;
    act(() => {
      first = result.current.send([{ type: 'start' }]);
    });
    const start = await server.next();
    expect(start.body).toEqual({ moves: [{ type: 'start' }] });

    act(() => {
      second = result.current.send([{ type: 'guess', word: 'CASTLE' }]);
      third = result.current.send([{ type: 'guess', word: 'PLANTS' }]);
    });
    await advance();
    // The two guesses wait for the answer to the start.
    expect(server.requests).toHaveLength(2);
    start.reply(200, tldrMovesAnswer(deal, [{ type: 'start' }]));
    expect(await act(() => first)).toMatchObject({ status: 'playing', reveals: [{ kind: 'started' }] });

    const guesses = await server.next();
    expect(guesses.path).toBe(movesPath);
    expect(guesses.body).toEqual({
      moves: [
        { type: 'guess', word: 'CASTLE' },
        { type: 'guess', word: 'PLANTS' },
      ],
    });
    guesses.reply(
      200,
      tldrMovesAnswer(deal, [
        { type: 'guess', word: 'CASTLE' },
        { type: 'guess', word: 'PLANTS' },
      ]),
    );
    expect(await act(() => second)).toMatchObject({ reveals: [{ kind: 'scored', guess: 'CASTLE' }] });
    expect(await act(() => third)).toMatchObject({ reveals: [{ kind: 'scored', guess: 'PLANTS' }] });
    expect(result.current.view?.rows.map((row) => row.guess)).toEqual(['CASTLE', 'PLANTS']);
    expect(server.requests).toHaveLength(3);
  });

  test('a lost connection shows, and the move is sent again once the play is read again', async () => {
    const { result } = await dealtPlay();
    let answered!: Promise<unknown>;
    act(() => {
      answered = result.current.send([{ type: 'guess', word: 'CASTLE' }], { startsClock: false });
    });
    (await server.next()).fail();
    await advance();
    expect(result.current.connection).toBe('lost');
    expect(result.current.offline).toBe(true);

    // Nothing is sent again before the retry is due.
    await advance(1999);
    expect(server.requests).toHaveLength(2);
    await advance(1);
    const read = await server.next();
    expect(read).toMatchObject({ method: 'GET', path: playPath });
    // The guess never reached the server: the play has no row.
    read.reply(200, tldrPlay(deal));

    const again = await server.next();
    expect(again).toMatchObject({ method: 'POST', path: movesPath, body: { moves: [{ type: 'guess' }] } });
    again.reply(200, tldrMovesAnswer(deal, [{ type: 'guess', word: 'CASTLE' }]));
    expect(await act(() => answered)).toMatchObject({
      resynced: false,
      reveals: [{ kind: 'scored', guess: 'CASTLE' }],
    });
    expect(result.current.connection).toBe('ok');
  });

  test('a move whose answer was lost is found applied when the play is read again, and not sent twice', async () => {
    const { result } = await dealtPlay();
    let answered!: Promise<unknown>;
    act(() => {
      answered = result.current.send([{ type: 'guess', word: 'CASTLE' }], { startsClock: false });
    });
    (await server.next()).fail();
    await advance();
    // Back online: the hook tries at once rather than at its next timer.
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    const read = await server.next();
    expect(read.method).toBe('GET');
    read.reply(200, tldrPlay({ ...deal, guesses: ['CASTLE'] }));

    expect(await act(() => answered)).toMatchObject({ resynced: true, reveals: [] });
    expect(result.current.view?.rows).toHaveLength(1);
    expect(result.current.connection).toBe('ok');
    await advance(5000);
    expect(server.requests.filter((request) => request.path === movesPath)).toHaveLength(1);
  });

  test('a busy server is waited out, and the same moves are sent again', async () => {
    const { result } = await dealtPlay();
    let answered!: Promise<unknown>;
    act(() => {
      answered = result.current.send([{ type: 'guess', word: 'CASTLE' }], { startsClock: false });
    });
    (await server.next()).reply(429, { code: 'RATE_LIMITED', message: 'Too many requests.' });
    // The API client reads the error's code before the hook sees it: a retry is then on the clock.
    await until(() => vi.getTimerCount() > 0, 'the retry to be set');
    await advance(999);
    expect(server.requests).toHaveLength(2);
    await advance(1);
    const again = await server.next();
    expect(again).toMatchObject({ path: movesPath, body: { moves: [{ type: 'guess', word: 'CASTLE' }] } });
    again.reply(200, tldrMovesAnswer(deal, [{ type: 'guess', word: 'CASTLE' }]));
    expect(await act(() => answered)).toMatchObject({ reveals: [{ kind: 'scored', guess: 'CASTLE' }] });
    // Busy is not offline: the server's time has no wait for a connection in it.
    expect(result.current.offline).toBe(false);
  });

  test('a refusal rejects the move and those queued after it', async () => {
    const { result } = await dealtPlay();
    let refused!: Promise<unknown>;
    let queued!: Promise<unknown>;
    act(() => {
      refused = result.current.send([{ type: 'guess', word: 'CASTLE' }]);
      queued = result.current.send([{ type: 'guess', word: 'PLANTS' }]);
    });
    refused.catch(() => undefined);
    queued.catch(() => undefined);
    (await server.next()).reply(422, { code: 'ILLEGAL_MOVE', message: 'Not a move of this game' });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 422, code: 'ILLEGAL_MOVE' });
    await expect(queued).rejects.toMatchObject({ code: 'ILLEGAL_MOVE' });
    await advance(5000);
    expect(server.requests).toHaveLength(2);
  });

  test('the local clock ticks from the first move, stops at the end, and gives way to the server time', async () => {
    const { result, onEnd } = await dealtPlay();
    expect(result.current.seconds).toBe(0);
    let start!: Promise<unknown>;
    act(() => {
      start = result.current.send([{ type: 'start' }]);
    });
    // The game is under way here before the server answers.
    expect(result.current.status).toBe('playing');
    (await server.next()).reply(200, tldrMovesAnswer(deal, [{ type: 'start' }]));
    await act(() => start);

    await advance(2999);
    expect(result.current.seconds).toBe(2);
    await advance(1);
    expect(result.current.seconds).toBe(3);
    expect(result.current.timeSeconds).toBeNull();

    let won!: Promise<unknown>;
    act(() => {
      won = result.current.send([{ type: 'guess', word: 'PLANET' }], { startsClock: false });
      expect(result.current.finish()).toBe(3);
    });
    await advance(5000);
    // Stopped: the shown time stays while the last answer is on its way.
    expect(result.current.seconds).toBe(3);
    expect(result.current.status).toBe('over');
    expect(onEnd).not.toHaveBeenCalled();

    (await server.next()).reply(
      200,
      tldrMovesAnswer(deal, [{ type: 'guess', word: 'PLANET' }], playResult(4, 4960)),
    );
    await act(() => won);
    expect(result.current.seconds).toBe(4);
    expect(result.current.timeSeconds).toBe(4);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledWith(
      expect.objectContaining({ playId: deal.playId, offline: false, result: playResult(4, 4960) }),
    );
  });
});
