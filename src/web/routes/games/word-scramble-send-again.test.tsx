import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, test, vi } from 'vitest';
// The page composes the leaderboard's submitter with the game's screen; so does this test.
import { type FetchStub, stubFetch } from '../../../../tests/helpers/web-fetch.ts';
import { playResult } from '../../../../tests/helpers/web-plays.ts';
import type { ScoreSubmitter } from '../../components/game/score-submitter.ts';
import type { WordScramblePlay } from '../../features/games/word-scramble/use-word-scramble.ts';
import { WordScrambleScreen } from '../../features/games/word-scramble/word-scramble-screen.tsx';
import { useSubmitScore } from '../../features/leaderboard/use-submit-score.ts';
import { USER_STORAGE_KEY } from '../../lib/user-store.ts';

const PLAY_ID = '00000000-0000-4000-8000-0000000000aa';
const RESULT = playResult(30, 7450, true);
const stored = { id: 7, username: 'tester', email: 'tester@example.com', createdAt: '2026-11-01T00:00:00Z' };

/** A ranked game that has just ended, whose score is handed to the leaderboard once, as the real hook does. */
function useFinishedGame(scores: ScoreSubmitter): WordScramblePlay {
  // biome-ignore lint/correctness/useExhaustiveDependencies: submitted once, when the game ends
  useEffect(() => {
    scores.submitScore({ playId: PLAY_ID, gameId: 3, timeSeconds: RESULT.timeSeconds, score: RESULT.score });
  }, []);
  return {
    difficulty: 'easy',
    dealtId: 1,
    view: {
      difficulty: 'easy',
      word: null,
      solved: ['ONE', 'TWO', 'SIX', 'TEN', 'CAR'],
      total: 5,
      streak: 5,
    },
    result: { timeSeconds: 30, score: 7450, streak: 5, server: RESULT, offline: false },
    seconds: 30,
    score: 7450,
    signedIn: true,
    sent: true,
    dealing: false,
    dealFailed: false,
    needsConnection: false,
    connection: 'ok',
    retryDeal: vi.fn(),
    changeDifficulty: vi.fn(),
    playAgain: vi.fn(),
    typed: vi.fn(),
    guess: vi.fn(),
    shuffleAgain: vi.fn(),
  };
}

function Ranked() {
  const scores = useSubmitScore();
  return <WordScrambleScreen usePlayed={useFinishedGame} setup={scores} scores={scores} modeSwitch={null} />;
}

let server: FetchStub;

beforeEach(() => {
  server = stubFetch();
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(stored));
});

async function finished() {
  render(
    <MemoryRouter initialEntries={['/games/word-scramble']}>
      <Ranked />
    </MemoryRouter>,
  );
  const sent = await server.next();
  expect(sent).toMatchObject({ method: 'POST', path: '/api/scores', body: { playId: PLAY_ID, score: 7450 } });
  return sent;
}

const sendAgain = () => screen.queryByRole('button', { name: 'Send again' });

describe('the result panel of a ranked game whose score could not be sent', () => {
  test('keeps Send again, sends nothing by itself, and sends once per press', async () => {
    const sent = await finished();
    await act(async () => sent.fail());
    await waitFor(() => expect(sendAgain()).not.toBeNull());
    expect(screen.getByText('Your score could not be submitted.')).toBeTruthy();
    expect(screen.getByText('Your score is kept on this page until you send it again.')).toBeTruthy();
    expect(server.requests).toHaveLength(1);

    act(() => sendAgain()?.click());
    const again = await server.next();
    expect(again).toMatchObject({
      method: 'POST',
      path: '/api/scores',
      body: { playId: PLAY_ID, score: 7450 },
    });
    expect(sendAgain()).toBeNull();
    await act(async () => again.fail());
    await waitFor(() => expect(sendAgain()).not.toBeNull());
    expect(server.requests).toHaveLength(2);
  });

  test('has no Send again after a refusal that sending again cannot change', async () => {
    const sent = await finished();
    await act(async () => sent.reply(422, { message: 'Time differs', code: 'TIME_MISMATCH' }));
    await waitFor(() => expect(screen.getByText(/Your score could not be submitted:/)).toBeTruthy());
    expect(sendAgain()).toBeNull();
  });
});
