import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import type { Progress } from '../../../../shared/api/progress.ts';
import { emptyStats, recordGame } from '../../../../shared/games/tldr/stats.ts';
import { loadSpanish } from '../../../i18n/catalog.ts';
import type { AccountStats } from './account-stats.ts';
import { StatsCard } from './stats-card.tsx';

const serverStats: Progress['tldr'] = {
  played: 40,
  wins: 36,
  winPercent: 90,
  currentStreak: 12,
  longestStreak: 21,
  distribution: [0, 3, 10, 15, 6, 2],
  lastWinDay: '2026-11-28',
};
const account = (state: Partial<AccountStats>): AccountStats => ({
  status: 'success',
  data: { today: '2026-11-28', month: '2026-11', games: [], tldr: serverStats },
  refetch: vi.fn(),
  ...state,
});
const browserStats = recordGame(recordGame(emptyStats(), '2026-10-01', true, 3), '2026-10-02', false, 6);

function show(props: Parameters<typeof StatsCard>[0], path = '/tldr') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <StatsCard {...props} />
    </MemoryRouter>,
  );
}

const figure = (label: string) => screen.getByText(label).parentElement?.querySelector('dd')?.textContent;

describe("TL;DR's statistics", () => {
  test("show a signed-in player's figures from the server, and this browser's own apart", () => {
    show({ account: account({}), browser: browserStats, today: '2026-11-28' });
    expect(figure('Played')).toBe('40');
    expect(figure('Win %')).toBe('90');
    expect(figure('Current streak')).toBe('12');
    expect(figure('Longest streak')).toBe('21');
    expect(screen.getByText('Won in 4: 15')).toBeTruthy();
    expect(screen.getByText(/the same on every browser you sign in on/)).toBeTruthy();
    const apart = screen.getByRole('heading', { name: 'Recorded on this browser' })
      .parentElement as HTMLElement;
    expect(within(apart).getByText('2 played, 50% won, longest streak 1')).toBeTruthy();
  });

  test("show a guest this browser's figures, and say what signing up keeps", () => {
    show({ account: null, browser: browserStats, today: '2026-11-28' });
    expect(figure('Played')).toBe('2');
    expect(screen.getByText(/Kept in this browser only. Sign up/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Recorded on this browser' })).toBeNull();
  });

  test('leave out the browser part when this browser recorded nothing', () => {
    show({ account: account({}), browser: emptyStats(), today: '2026-11-28' });
    expect(screen.queryByRole('heading', { name: 'Recorded on this browser' })).toBeNull();
  });

  test('say when the figures could not be read, and read them again on request', () => {
    const refetch = vi.fn();
    show({
      account: account({ status: 'error', data: undefined, refetch }),
      browser: browserStats,
      today: null,
    });
    expect(screen.getByRole('alert').textContent).toBe('Your statistics could not be loaded.');
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(refetch).toHaveBeenCalledOnce();
    expect(screen.queryByText('Played')).toBeNull();
  });

  test('speak Spanish on the Spanish page', async () => {
    await loadSpanish();
    show({ account: account({}), browser: browserStats, today: '2026-11-28' }, '/tldr?lang=es');
    expect(figure('Jugadas')).toBe('40');
    expect(screen.getByText('2 jugadas, 50 % ganadas, mejor racha 1')).toBeTruthy();
  });
});
