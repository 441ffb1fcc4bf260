import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { advance, until } from '../../../../../tests/helpers/web-clock.ts';
import { type FetchStub, type HeldRequest, stubFetch } from '../../../../../tests/helpers/web-fetch.ts';
import {
  playIdOf,
  playResult,
  type TldrDeal,
  tldrMovesAnswer,
  tldrPlay,
} from '../../../../../tests/helpers/web-plays.ts';
import { HARD_MODE_KEY, playKey, statsKey } from '../../../../shared/games/tldr/storage.ts';
import type { ScoreSubmitter } from '../../../components/game/score-submitter.ts';
import { textIn } from '../../../i18n/catalog.ts';
import { tldrMessages } from './messages.ts';
import { useTldrGame } from './use-tldr-game.ts';

// 10:00 in the morning, Pacific time: the guest's word of the day is 28 November's.
const DAY = '2026-11-28';
const deal: TldrDeal = { playId: playIdOf('tldrGuestPlay'), day: DAY, answer: 'PLANET' };
const movesPath = `/api/plays/${deal.playId}/moves`;

const text = (key: keyof (typeof tldrMessages)['en'], values?: Record<string, string | number>) =>
  textIn(tldrMessages, 'en', key, values);

const guest = (): ScoreSubmitter => ({
  playerId: null,
  isPending: false,
  isSuccess: false,
  isError: false,
  errorStatus: null,
  error: null,
  submitScore: vi.fn(() => true),
  canSendAgain: false,
  sendAgain: vi.fn(),
});

let server: FetchStub;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(`${DAY}T18:00:00Z`) });
  server = stubFetch();
});

/** The TL;DR screen's state for a guest, once the play of the day is dealt (or read again). */
async function openGame(answerDeal: (request: HeldRequest) => void) {
  const announce = vi.fn();
  const hook = renderHook(() => useTldrGame(guest(), text, announce));
  answerDeal(await server.next());
  await advance();
  return { ...hook, announce };
}

const dealNew = () =>
  openGame((request) => {
    expect(request).toMatchObject({ method: 'POST', path: '/api/plays', body: { gameId: 4 } });
    request.reply(201, tldrPlay(deal));
  });

/** Types letters and lets the first letter's `start` move be answered. */
async function typeAndStart(result: { current: ReturnType<typeof useTldrGame> }, letters: string) {
  act(() => result.current.type(letters));
  const start = await server.next();
  expect(start).toMatchObject({ path: movesPath, body: { moves: [{ type: 'start' }] } });
  start.reply(200, tldrMovesAnswer(deal, [{ type: 'start' }]));
  await advance();
}

describe('useTldrGame', () => {
  test('typing keeps letters only, and the first letter starts the clock', async () => {
    const { result } = await dealNew();
    expect(result.current.view).toMatchObject({ kind: 'game' });
    await typeAndStart(result, 'c');
    act(() => result.current.type('a-s 1t'));
    expect(result.current.row).toBe('CAST');
    act(() => result.current.backspace());
    expect(result.current.row).toBe('CAS');
    await advance(3000);
    expect(result.current.seconds).toBe(3);
    // One `start` for the whole game.
    expect(server.requests.filter((request) => request.path === movesPath)).toHaveLength(1);
  });

  test('a full row is sent by itself half a second after its sixth letter', async () => {
    const { result, announce } = await dealNew();
    await typeAndStart(result, 'castl');
    act(() => result.current.type('e'));
    await advance(499);
    expect(server.open).toHaveLength(0);
    await advance(1);

    const guess = await server.next();
    expect(guess.body).toEqual({ moves: [{ type: 'guess', word: 'CASTLE' }] });
    guess.reply(200, tldrMovesAnswer(deal, [{ type: 'guess', word: 'CASTLE' }]));
    await advance();
    expect(result.current.row).toBe('');
    const view = result.current.view;
    expect(view.kind === 'game' && view.view.rows.map((row) => row.guess)).toEqual(['CASTLE']);
    expect(announce).toHaveBeenLastCalledWith(
      expect.stringMatching(/^Guess 1 of 6, CASTLE: C absent, A present/),
    );
  });

  test('a word not in the word list is refused, by the browser or by the server', async () => {
    const { result } = await dealNew();
    await typeAndStart(result, 'xqxqxq');
    await advance(500);
    // The word list is fetched with the first letter; the browser checks the row against it.
    await until(() => result.current.message !== null, 'the row to be checked');
    expect(result.current.message).toBe('Not in word list');
    expect(result.current.row).toBe('XQXQXQ');
    expect(server.open).toHaveLength(0);

    act(() => {
      for (let index = 0; index < 6; index += 1) result.current.backspace();
      result.current.type('stream');
    });
    expect(result.current.message).toBeNull();
    await advance(500);
    const guess = await server.next();
    guess.reply(200, {
      ...tldrMovesAnswer(deal, []),
      reveals: [{ kind: 'refused', reason: 'not-in-word-list' }],
    });
    await until(() => result.current.message !== null, 'the refusal');
    expect(result.current.message).toBe('Not in word list');
    expect(result.current.row).toBe('STREAM');
  });

  test('the winning row ends the game with the server time and score, counted in the statistics', async () => {
    const { result, announce } = await dealNew();
    await typeAndStart(result, 'planet');
    await advance(500);
    (await server.next()).reply(
      200,
      tldrMovesAnswer(deal, [{ type: 'guess', word: 'PLANET' }], playResult(2, 4990)),
    );
    await advance();
    expect(result.current).toMatchObject({ over: true, seconds: 2, score: 4990 });
    expect(announce).toHaveBeenCalledWith('Congratulations! You found PLANET in 1 of 6.');
    expect(result.current.stats).toMatchObject({ played: 1, wins: 1 });
    expect(JSON.parse(localStorage.getItem(statsKey(null)) ?? '{}')).toMatchObject({ played: 1, wins: 1 });
    expect(JSON.parse(localStorage.getItem(playKey(DAY, null)) ?? '{}')).toMatchObject({
      ended: { timeSeconds: 2, score: 4990 },
    });
  });

  test('after a reload the game of the day resumes: its rows, and its clock from the first letter', async () => {
    const first = await dealNew();
    await typeAndStart(first.result, 'castle');
    await advance(500);
    (await server.next()).reply(200, tldrMovesAnswer(deal, [{ type: 'guess', word: 'CASTLE' }]));
    await advance(4500);
    first.unmount();

    const again = await openGame((request) => {
      // The browser kept the play's id: it reads that play again instead of dealing a new one.
      expect(request).toMatchObject({ method: 'GET', path: `/api/plays/${deal.playId}` });
      request.reply(200, tldrPlay({ ...deal, guesses: ['CASTLE'] }, true));
    });
    const view = again.result.current.view;
    expect(view.kind === 'game' && view.view.rows.map((row) => row.guess)).toEqual(['CASTLE']);
    expect(again.result.current.seconds).toBe(5);
    // The clock of the server started with the first letter, before the reload: no second start.
    act(() => again.result.current.type('p'));
    await advance();
    expect(server.open).toHaveLength(0);
    expect(again.result.current.row).toBe('P');
  });

  test('hard mode goes with the first guess, and then a guess that leaves out a hint is refused, naming it', async () => {
    const { result } = await dealNew();
    act(() => result.current.setHardMode(true));
    expect(result.current).toMatchObject({ hardMode: true, hardModeLocked: false });
    expect(localStorage.getItem(HARD_MODE_KEY)).toBe('on');
    await typeAndStart(result, 'castle');
    await advance(500);
    const first = await server.next();
    expect(first.body).toEqual({
      moves: [
        { type: 'hard-mode', on: true },
        { type: 'guess', word: 'CASTLE' },
      ],
    });
    const hard = { ...deal, hardMode: true };
    first.reply(200, tldrMovesAnswer(hard, [{ type: 'guess', word: 'CASTLE' }]));
    await advance();
    expect(result.current).toMatchObject({ hardMode: true, hardModeLocked: true });

    // CASTLE at PLANET found A, T, L and E elsewhere: STREAM has no L, and the browser says so.
    act(() => result.current.type('stream'));
    await advance(500);
    await until(() => result.current.message !== null, 'the row to be checked');
    expect(result.current.message).toBe('Guess must contain L');
    expect(server.open).toHaveLength(0);

    // A refusal of the server is worded from its fields.
    act(() => {
      for (let index = 0; index < 6; index += 1) result.current.backspace();
      result.current.type('planet');
    });
    await advance(500);
    (await server.next()).reply(422, {
      code: 'HINT_NOT_USED',
      message: 'The 2nd letter must be R',
      hint: { position: 2, letter: 'R' },
    });
    await until(() => result.current.message !== null, 'the refusal');
    expect(result.current.message).toBe('The 2nd letter must be R');
    const view = result.current.view;
    expect(view.kind === 'game' && view.view.rows).toHaveLength(1);
  });
});
