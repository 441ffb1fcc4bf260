import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, test } from 'vitest';
import { type FetchStub, stubFetch } from '../../../../tests/helpers/web-fetch.ts';
import { USER_STORAGE_KEY } from '../../lib/user-store.ts';
import { useSubmitScore } from './use-submit-score.ts';

const GAME = {
  playId: '00000000-0000-4000-8000-000000000001',
  gameId: 2,
  timeSeconds: 40,
  score: 4200,
} as const;
const stored = { id: 7, username: 'tester', email: 'tester@example.com', createdAt: '2026-11-01T00:00:00Z' };
const storedScore = { id: 1, userId: 7, ...GAME, completedAt: '2026-11-28T18:00:00Z' };

let server: FetchStub;

beforeEach(() => {
  server = stubFetch();
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(stored));
});

/** The hook after a finished game's score was handed to it, with the request it sent. */
async function submitted() {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;
  const hook = renderHook(() => useSubmitScore(), { wrapper });
  act(() => {
    expect(hook.result.current.submitScore({ ...GAME })).toBe(true);
  });
  const request = await server.next();
  expect(request).toMatchObject({ method: 'POST', path: '/api/scores', body: { userId: 7, ...GAME } });
  return { ...hook, request };
}

/** Lets every answer and state change settle, then counts the requests sent so far. */
async function requestsAfterSettling(): Promise<number> {
  for (let round = 0; round < 5; round += 1) await act(() => Promise.resolve());
  return server.requests.length;
}

describe('a ranked score that could not be sent', () => {
  test('is kept for Send again after a lost connection, never sent again by itself, and sent once per press', async () => {
    const { result, request } = await submitted();
    await act(async () => request.fail());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.canSendAgain).toBe(true);
    expect(await requestsAfterSettling()).toBe(1);

    // Two presses before the answer: one request.
    act(() => {
      result.current.sendAgain();
      result.current.sendAgain();
    });
    const again = await server.next();
    expect(again).toMatchObject({ method: 'POST', path: '/api/scores', body: { userId: 7, ...GAME } });
    expect(await requestsAfterSettling()).toBe(2);
    expect(result.current.canSendAgain).toBe(false);

    await act(async () => again.reply(201, storedScore));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.canSendAgain).toBe(false);
  });

  test('is kept for Send again after a server error, and again when sending again fails', async () => {
    const { result, request } = await submitted();
    await act(async () => request.reply(503, { message: 'The database is unavailable', code: 'INTERNAL' }));
    await waitFor(() => expect(result.current.canSendAgain).toBe(true));
    act(() => result.current.sendAgain());
    const again = await server.next();
    await act(async () => again.fail());
    await waitFor(() => expect(result.current.canSendAgain).toBe(true));
    expect(await requestsAfterSettling()).toBe(2);
  });

  test.each([
    [409, 'ALREADY_SUBMITTED'],
    [422, 'SCORE_MISMATCH'],
  ])('is not offered again after a %i refusal, which sending again cannot change', async (status, code) => {
    const { result, request } = await submitted();
    await act(async () => request.reply(status, { message: 'Refused', code }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.canSendAgain).toBe(false);
    act(() => result.current.sendAgain());
    expect(await requestsAfterSettling()).toBe(1);
  });
});
