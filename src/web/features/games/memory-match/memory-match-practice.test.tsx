import { act, render, screen, waitFor } from '@testing-library/react';
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
    ['en', 'The timer starts with your first card.', 'Untimed: no clock runs and no score is counted.'],
    [
      'es',
      'El cronómetro arranca con la primera carta.',
      'Sin tiempo: no corre el reloj ni se cuenta la puntuación.',
    ],
  ] as const)('speak of no timer when untimed (%s)', async (lang, timerStarts, untimedPlay) => {
    await openPractice(lang);
    expect(document.body.textContent).toContain(timerStarts);
    expect(document.body.textContent).not.toContain(untimedPlay);

    act(() => screen.getByRole('switch').click());
    await waitFor(() => expect(localStorage.getItem(UNTIMED_KEY)).toBe('1'));
    await waitFor(() => expect(document.body.textContent).not.toMatch(TIMER_TEXT));
    expect(document.body.textContent).toContain(untimedPlay);
  });
});
