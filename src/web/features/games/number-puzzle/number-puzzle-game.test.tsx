import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { type FetchStub, stubFetch } from '../../../../../tests/helpers/web-fetch.ts';
import { UNTIMED_KEY } from '../../../components/game/play-mode.ts';
import type { ScoreSubmitter } from '../../../components/game/score-submitter.ts';
import { loadSpanish } from '../../../i18n/catalog.ts';
import { NumberPuzzleGame } from './number-puzzle-game.tsx';

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

let server: FetchStub;

beforeAll(() => loadSpanish());
beforeEach(() => {
  server = stubFetch();
});

function open(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <NumberPuzzleGame scores={guest()} />
    </MemoryRouter>,
  );
}

const board = () => screen.findByRole('group', { name: /^Puzzle board, blank at/ });
const practiceOption = () => screen.getByRole('radio', { name: 'Practice' });
const timeShown = () => screen.queryByTestId('game-time') !== null;

describe('Number Puzzle’s practice', () => {
  test('opens from the address, labelled, dealt in the browser without a request', async () => {
    open('/games/number-puzzle?mode=practice');
    await board();
    expect(practiceOption()).toHaveProperty('checked', true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Practice: not ranked');
    expect(screen.getAllByRole('button', { name: /^Tile \d+/ })).toHaveLength(15);
    // A tile next to the blank slides at once; still nothing asked of the server.
    const movable = screen.getAllByRole('button', { name: /^Tile \d+, movable/ })[0];
    act(() => movable?.click());
    expect(screen.getByTestId('game-counter').textContent).toBe('1');
    expect(server.requests).toEqual([]);
  });

  test('keeps a puzzle in progress for a reload of the tab, and a solved or new one replaces it', async () => {
    open('/games/number-puzzle?mode=practice');
    const before = await board();
    const movable = screen.getAllByRole('button', { name: /^Tile \d+, movable/ })[0];
    act(() => movable?.click());
    const tiles = () => screen.getAllByRole('button', { name: /^Tile \d+/ }).map((tile) => tile.textContent);
    const played = { name: before.getAttribute('aria-label'), tiles: tiles() };
    expect(sessionStorage.getItem('brain-training:practice:number-puzzle')).toContain('"moves":1');

    cleanup();
    open('/games/number-puzzle?mode=practice');
    await board();
    expect(screen.getByTestId('game-counter').textContent).toBe('1');
    expect({ name: (await board()).getAttribute('aria-label'), tiles: tiles() }).toEqual(played);

    act(() => screen.getByRole('button', { name: 'New Puzzle' }).click());
    await waitFor(() => expect(screen.getByTestId('game-counter').textContent).toBe('0'));
    expect(sessionStorage.getItem('brain-training:practice:number-puzzle')).toContain('"moves":0');
    expect(server.requests).toEqual([]);
  });

  test('resumes a reloaded puzzle’s clock from the time played, not counting the time the page was away', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2026-11-29T10:00:00Z');
    vi.setSystemTime(start);
    open('/games/number-puzzle?mode=practice');
    await board();
    act(() => screen.getAllByRole('button', { name: /^Tile \d+, movable/ })[0]?.click());
    // Seven seconds of play, then the page goes away (a reload) and comes back ten minutes later.
    vi.setSystemTime(start + 7_000);
    window.dispatchEvent(new Event('pagehide'));
    cleanup();
    vi.setSystemTime(start + 607_000);
    open('/games/number-puzzle?mode=practice');
    await board();
    expect(screen.getByTestId('game-counter').textContent).toBe('1');
    expect(screen.getByTestId('game-time').textContent).toBe('00:07');
    // The clock runs on from there, at its next tick.
    vi.setSystemTime(start + 610_000);
    await waitFor(() => expect(screen.getByTestId('game-time').textContent).toBe('00:10'), { timeout: 3000 });
  });

  test('ignores a kept puzzle that is not one', async () => {
    sessionStorage.setItem(
      'brain-training:practice:number-puzzle',
      JSON.stringify({
        keptAt: Date.now(),
        value: { game: { difficulty: 'easy', board: [1, 1], moves: 3, status: 'playing' }, clock: {} },
      }),
    );
    open('/games/number-puzzle?mode=practice');
    await board();
    expect(screen.getAllByRole('button', { name: /^Tile \d+/ })).toHaveLength(15);
    expect(screen.getByTestId('game-counter').textContent).toBe('0');
  });

  test('has an untimed switch that hides the clock and is remembered in this browser', async () => {
    open('/games/number-puzzle?mode=practice');
    await board();
    expect(timeShown()).toBe(true);
    const untimed = screen.getByRole('switch', { name: /Untimed/ });
    act(() => untimed.click());
    expect(timeShown()).toBe(false);
    expect(screen.queryByTestId('game-score')).toBeNull();
    expect(localStorage.getItem(UNTIMED_KEY)).toBe('1');
    act(() => untimed.click());
    expect(timeShown()).toBe(true);
    expect(localStorage.getItem(UNTIMED_KEY)).toBeNull();
  });

  test('keeps a game untimed once its clock ran with the switch on, until the next puzzle', async () => {
    localStorage.setItem(UNTIMED_KEY, '1');
    open('/games/number-puzzle?mode=practice');
    await board();
    const untimed = await screen.findByRole('switch', { name: /Untimed/ });
    await waitFor(() => expect(untimed).toHaveProperty('checked', true));
    act(() => screen.getAllByRole('button', { name: /^Tile \d+, movable/ })[0]?.click());
    act(() => untimed.click());
    expect(timeShown()).toBe(false);
    act(() => screen.getByRole('button', { name: 'New Puzzle' }).click());
    await waitFor(() => expect(timeShown()).toBe(true));
  });

  test.each([
    ['en', '', 'The timer starts with your first move.', 'Untimed: no clock runs and no score is counted.'],
    [
      'es',
      '&lang=es',
      'El cronómetro arranca con tu primer movimiento.',
      'Sin tiempo: no corre el reloj ni se cuenta la puntuación.',
    ],
  ] as const)('speaks of no timer when untimed (%s)', async (_lang, query, timerStarts, untimedPlay) => {
    open(`/games/number-puzzle?mode=practice${query}`);
    await screen.findByRole('group', { name: /^(Puzzle board|Tablero), / });
    expect(document.body.textContent).toContain(timerStarts);
    act(() => screen.getByRole('switch').click());
    await waitFor(() =>
      expect(document.body.textContent).not.toMatch(/timer|cronómetro|points a second|puntos por segundo/i),
    );
    expect(document.body.textContent).toContain(untimedPlay);
  });

  test('starts untimed when the browser remembers the choice', async () => {
    localStorage.setItem(UNTIMED_KEY, '1');
    open('/games/number-puzzle?mode=practice');
    await board();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: /Untimed/ })).toHaveProperty('checked', true),
    );
    expect(timeShown()).toBe(false);
  });
});

describe('Number Puzzle’s ranked game', () => {
  test('says it needs a connection when the server cannot be reached, and offers practice', async () => {
    open('/games/number-puzzle');
    expect(screen.getByRole('radio', { name: 'Ranked' })).toHaveProperty('checked', true);
    const deal = await server.next();
    expect(deal).toMatchObject({ method: 'POST', path: '/api/plays' });
    await act(async () => deal.fail());
    const alert = await screen.findByText(/Ranked games need a connection/);
    expect(alert).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Play practice' }).click());
    await board();
    expect(practiceOption()).toHaveProperty('checked', true);
    expect(server.requests).toHaveLength(1);
  });

  test('shows no such notice for a refusal by the server', async () => {
    open('/games/number-puzzle');
    const deal = await server.next();
    await act(async () => deal.reply(429, { message: 'Too many requests', code: 'RATE_LIMITED' }));
    await screen.findByRole('alert');
    expect(screen.queryByText(/Ranked games need a connection/)).toBeNull();
  });
});
