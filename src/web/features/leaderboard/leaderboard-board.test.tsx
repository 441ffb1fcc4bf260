import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import type { LeaderboardEntry } from '../../../shared/api/leaderboard.ts';
import { readKeys, setReadData } from '../../lib/reads.ts';
import LeaderboardBoard from './leaderboard-board.tsx';
import { LeaderboardSection } from './leaderboard-section.tsx';
import { tellBoardNews } from './live-news.ts';

const entry = (rank: number, username: string, score: number): LeaderboardEntry => ({
  rank,
  username,
  score,
  bestTime: 75,
  completedAt: `2026-11-0${rank}T10:00:00.000Z`,
});

function page(path = '/') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <LeaderboardSection
        board={(gameId, name) => <LeaderboardBoard gameId={gameId} gameName={name} userId={null} />}
      />
    </MemoryRouter>,
  );
}

/** The rows of a board's table, as their text. */
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('a live board', () => {
  test('shows a row that arrived, highlighted for a moment, reads it out and keeps its room', async () => {
    // No stream in this test: the board's data comes from the test.
    vi.stubGlobal('EventSource', undefined);
    vi.useFakeTimers();
    for (const gameId of [1, 2, 3, 4]) setReadData(readKeys.leaderboard(gameId, 'month'), []);
    setReadData(readKeys.leaderboard(2, 'month'), [entry(1, 'ana', 900)]);
    page();
    const table = screen.getByRole('table', { name: /Number Puzzle/ });
    // One entry, four empty rows of room, the heading's and the note's rows.
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(7);
    const announcer = screen.getByTestId('board-announcer');
    expect(announcer.getAttribute('aria-live')).toBe('polite');
    expect(announcer.textContent).toBe('');

    const arrived = [entry(1, 'zoe', 1234), entry(2, 'ana', 900)];
    act(() => {
      setReadData(readKeys.leaderboard(2, 'month'), arrived);
      tellBoardNews({ gameId: 2, period: 'month', entries: [arrived[0] as LeaderboardEntry] });
    });
    expect(rows(table).some((text) => text?.includes('zoe'))).toBe(true);
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(7);
    const fresh = table.querySelectorAll('tr[data-fresh]');
    expect([...fresh].map((row) => row.textContent?.includes('zoe'))).toEqual([true]);
    expect(announcer.textContent).toBe('New score on the Number Puzzle board: zoe, 1,234 points');
    // Other games' boards say nothing.
    act(() => {
      tellBoardNews({ gameId: 3, period: 'all', entries: [entry(1, 'cy', 5)] });
    });
    expect(announcer.textContent).toBe('New score on the Number Puzzle board: zoe, 1,234 points');
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(table.querySelectorAll('tr[data-fresh]')).toHaveLength(0);
  });

  test('reads the news out in Spanish on a Spanish page', async () => {
    vi.stubGlobal('EventSource', undefined);
    for (const gameId of [1, 2, 3, 4]) setReadData(readKeys.leaderboard(gameId, 'month'), []);
    page('/?lang=es');
    // Once the page's Spanish is there.
    await screen.findByRole('region', { name: 'Clasificaciones' });
    act(() => {
      setReadData(readKeys.leaderboard(1, 'month'), [entry(1, 'ana', 1234)]);
      tellBoardNews({ gameId: 1, period: 'month', entries: [entry(1, 'ana', 1234)] });
    });
    expect(screen.getByTestId('board-announcer').textContent).toMatch(
      /^Nueva puntuación en la clasificación de .+: ana, 1[.\s\u00a0]?234 puntos$/,
    );
  });
});
