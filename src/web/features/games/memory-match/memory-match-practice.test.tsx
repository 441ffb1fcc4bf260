import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { stubFetch } from '../../../../../tests/helpers/web-fetch.ts';
import { UNTIMED_KEY } from '../../../components/game/play-mode.ts';
import type { ScoreSubmitter } from '../../../components/game/score-submitter.ts';
import { loadSpanish } from '../../../i18n/catalog.ts';
import { MemoryMatchGame } from './memory-match-game.tsx';

const guest = (): ScoreSubmitter => ({
  playerId: null,
  isPending: false,
  isSuccess: false,
  isError: false,
  errorStatus: null,
  error: null,
  submitScore: vi.fn(() => false),
  canSendAgain: false,
  sendAgain: vi.fn(),
});

beforeAll(() => loadSpanish());
beforeEach(() => {
  stubFetch();
});

async function openPractice(lang: 'en' | 'es') {
  render(
    <MemoryRouter initialEntries={[`/games/memory-match?mode=practice${lang === 'es' ? '&lang=es' : ''}`]}>
      <MemoryMatchGame scores={guest()} />
    </MemoryRouter>,
  );
  await screen.findByRole('list', { name: lang === 'es' ? 'Cartas' : 'Cards' });
}

// What a timed game's texts say of its clock: a timer that starts, a score falling by the second.
const TIMER_TEXT = /timer|cronómetro|points a second|puntos por segundo/i;

describe('Memory Match practice’s texts', () => {
  test.each([
    [
      'en',
      'The timer starts with your first card.',
      'Untimed: no clock runs and no score is counted.',
      'The final score, the one a ranked game sends to the leaderboard, is',
    ],
    [
      'es',
      'El cronómetro arranca con la primera carta.',
      'Sin tiempo: no corre el reloj ni se cuenta la puntuación.',
      'La puntuación final, la que una partida clasificatoria envía a la clasificación, es',
    ],
  ] as const)('speak of no timer when untimed (%s)', async (lang, timerStarts, untimedPlay, finalScore) => {
    await openPractice(lang);
    expect(document.body.textContent).toContain(timerStarts);
    // Timed practice counts its final score as a ranked game does, and never sends it.
    expect(document.body.textContent).toContain(finalScore);
    expect(document.body.textContent).not.toContain(untimedPlay);

    act(() => screen.getByRole('switch').click());
    await waitFor(() => expect(localStorage.getItem(UNTIMED_KEY)).toBe('1'));
    await waitFor(() => expect(document.body.textContent).not.toMatch(TIMER_TEXT));
    expect(document.body.textContent).toContain(untimedPlay);
  });
});

describe('Memory Match practice kept for a reload', () => {
  test('resumes its clock and its pair pause from where they stood, not counting the time away', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2026-11-29T10:00:00Z');
    vi.setSystemTime(start);
    await openPractice('en');
    act(() => screen.getByRole('button', { name: 'Card 1, hidden' }).click());
    vi.setSystemTime(start + 4_000);
    act(() => screen.getByRole('button', { name: 'Card 2, hidden' }).click());
    // The page goes away with the pair still showing, and comes back ten minutes later.
    window.dispatchEvent(new Event('pagehide'));
    cleanup();
    vi.setSystemTime(start + 604_000);
    await openPractice('en');
    expect(screen.getByTestId('game-time').textContent).toBe('00:04');
    expect(screen.getByTestId('game-counter').textContent).toBe('1');
    // The pair shows for the rest of its pause, then is settled.
    expect(screen.getByRole('button', { name: /^Card 2, \w[\w ]*, face up$/ })).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Card 2, \w[\w ]*, face up$/ })).toBeNull(),
    );
  });
});
