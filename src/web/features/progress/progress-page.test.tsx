import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  emptyProgressFixture,
  historyFixture,
  progressFixture,
} from '../../../../tests/helpers/progress-fixture.ts';
import { stubFetch } from '../../../../tests/helpers/web-fetch.ts';
import type { History } from '../../../shared/api/progress.ts';
import { GAME_IDENTITIES } from '../../../shared/games/identities.ts';
import { tldrIdentity } from '../../../shared/games/tldr/identity.ts';
import { emptyStats, recordGame } from '../../../shared/games/tldr/stats.ts';
import { statsKey } from '../../../shared/games/tldr/storage.ts';
import { USER_STORAGE_KEY } from '../../lib/user-store.ts';
import { ProgressPage } from './progress-page.tsx';

// Each test signs in a player of its own: the site's reads are kept per page by player, and one test's
// answer must not stand in for the next one's.
let lastId = 0;
const USER = { id: 0, username: 'ada', email: 'ada@example.com', createdAt: '2026-01-01T00:00:00.000Z' };
const [FIRST, SECOND] = GAME_IDENTITIES;

function showAt(address: string, { signedIn = true } = {}) {
  lastId += 1;
  USER.id = lastId;
  if (signedIn) localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(USER));
  const renderDialog = vi.fn(() => <div role="dialog" aria-label="Sign in" />);
  render(
    <MemoryRouter initialEntries={[address]}>
      <ProgressPage signInDialog={{ preload: () => undefined, render: renderDialog }} />
    </MemoryRouter>,
  );
  return { renderDialog };
}

/** Answers the page's reads: its progress, then the first page of its history. */
async function answer(
  fetch: ReturnType<typeof stubFetch>,
  progress: unknown,
  history: History | null = historyFixture(3, 90, null),
) {
  const read = await fetch.next();
  expect(read.path).toBe(`/api/users/${USER.id}/progress`);
  read.reply(200, progress);
  if (history === null) return;
  const page = await fetch.next();
  expect(page.path).toBe(`/api/users/${USER.id}/history`);
  page.reply(200, history);
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the progress page', () => {
  it('tells a guest what signing up keeps and opens the sign-in dialog', () => {
    const fetch = stubFetch();
    const { renderDialog } = showAt('/progress', { signedIn: false });
    expect(screen.getByText(/your best score in every game, a chart of your progress/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In / Sign Up' }));
    expect(renderDialog).toHaveBeenCalledWith(true, expect.any(Function));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(fetch.requests).toHaveLength(0);
  });

  it('shows a guest the TL;DR statistics this browser kept, and that signing up does not add them', async () => {
    let guest = emptyStats();
    guest = recordGame(guest, '2026-10-01', true, 3);
    localStorage.setItem(statsKey(null), JSON.stringify(guest));
    stubFetch();
    showAt('/progress', { signedIn: false });
    const browser = within(await screen.findByRole('region', { name: 'Recorded on this browser' }));
    expect(
      browser.getByText(/played on this browser as a guest\. This browser keeps them on its own/),
    ).toBeTruthy();
    expect(browser.getByText('Won in 3: 1')).toBeTruthy();
    expect(browser.queryByRole('heading', { name: 'Played signed in, kept by this browser' })).toBeNull();
  });

  it('says it is loading until the progress arrives', async () => {
    const fetch = stubFetch();
    showAt('/progress');
    expect(screen.getByRole('status').textContent).toBe('Loading your progress…');
    await answer(fetch, progressFixture);
    expect(await screen.findByRole('region', { name: FIRST.name })).toBeTruthy();
    expect(screen.queryByText('Loading your progress…')).toBeNull();
  });

  it('shows a player without games what will appear, with a link to each game', async () => {
    const fetch = stubFetch();
    showAt('/progress');
    await answer(fetch, emptyProgressFixture, null);
    expect(await screen.findByText(/You have not finished a game while signed in yet/)).toBeTruthy();
    for (const game of GAME_IDENTITIES) {
      expect(screen.getByRole('link', { name: `Play ${game.name}` }).getAttribute('href')).toBe(game.path);
    }
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows each game’s figures, charts with their summaries and tables, and where the month stands', async () => {
    const fetch = stubFetch();
    showAt('/progress');
    await answer(fetch, progressFixture);
    const first = await screen.findByRole('region', { name: FIRST.name });
    // What the figures mean, and what they do not.
    expect(
      screen.getByText(
        'These figures show how you do at these puzzles and how that changes as you practise; they are not a measure of your brain, your memory or your intelligence.',
      ),
    ).toBeTruthy();
    const figures = within(first);
    expect(figures.getByText('1,240', { selector: 'dd' })).toBeTruthy();
    expect(figures.getByText('1:15', { selector: 'dd' })).toBeTruthy();
    expect(figures.getByText('31', { selector: 'dd' })).toBeTruthy();
    expect(figures.getByText('27,500', { selector: 'dd' })).toBeTruthy();

    const charts = figures.getAllByRole('img');
    expect(charts.map((chart) => chart.getAttribute('aria-label'))).toEqual([
      `Best score of ${FIRST.name} per day over the last 90 days: 14 days played, highest 1,240 on 3 November.`,
      `Games of ${FIRST.name} per week over the last 13 weeks: 30 games, the most 5 in the week of 23 November.`,
    ]);
    // Each point says how many games its best came from.
    expect(charts[0]?.querySelectorAll('circle')).toHaveLength(14);
    expect(charts[0]?.querySelector('circle title')?.textContent).toBe('2 September: best 610 of 1 game');

    const [daysTable, weeksTable] = figures.getAllByRole('table');
    const rows = within(daysTable as HTMLElement).getAllByRole('row');
    expect(rows).toHaveLength(15);
    expect(rows[9]?.textContent).toBe('3 November 20261,2403');
    expect(within(weeksTable as HTMLElement).getAllByRole('row')).toHaveLength(14);
    expect(figures.getAllByText('Show the data as a table')).toHaveLength(2);

    expect(
      figures.getByText(
        'Your best this month, 1,240, scored higher than 62% of the 214 games played at Medium this month.',
      ),
    ).toBeTruthy();
    expect(figures.queryByText(/Few games were played/)).toBeNull();

    // Few games to compare with: the figure is given with a plain warning.
    const second = within(section(SECOND.name));
    expect(
      second.getByText(
        /^Your best this month, 3,200, scored higher than 67% of the 6 games played at Easy this month\. Few games were played at this level this month, so this figure means little/,
      ),
    ).toBeTruthy();

    // A game not played yet says so and links to it.
    const unplayed = progressFixture.games.find((game) => game.gamesPlayed === 0);
    const name = GAME_IDENTITIES.find((game) => game.id === unplayed?.gameId)?.name ?? '';
    expect(within(section(name)).getByText(`You have not played ${name} while signed in yet.`)).toBeTruthy();

    // TL;DR's statistics, from the account.
    const tldr = within(section(tldrIdentity.name));
    expect(tldr.getByRole('heading', { name: `${tldrIdentity.name} statistics` })).toBeTruthy();
    expect(tldr.getByText('89%', { selector: 'dd' })).toBeTruthy();
    expect(tldr.getByText('Won in 3: 3')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Recorded on this browser' })).toBeNull();
    // No figure adds the games together.
    expect(screen.queryByText(/overall|combined/i)).toBeNull();
  });

  it('lists the recent games page by page, and of one game when asked', async () => {
    const fetch = stubFetch();
    showAt('/progress');
    await answer(fetch, progressFixture, historyFixture(2, 90, 88));
    const history = within(await screen.findByRole('region', { name: 'Your recent games' }));
    expect(await history.findAllByRole('row')).toHaveLength(3);
    // A game of this year is dated without the year.
    expect(history.getAllByRole('row')[1]?.textContent).toBe(`28 November${FIRST.name}Medium1,0001:10—`);
    fireEvent.click(history.getByRole('button', { name: 'Show more' }));
    const more = await fetch.next();
    expect(more.path).toBe(`/api/users/${USER.id}/history?before=88`);
    more.reply(200, historyFixture(1, 88, null));
    await vi.waitFor(() => expect(history.getAllByRole('row')).toHaveLength(4));
    expect(history.queryByRole('button', { name: 'Show more' })).toBeNull();

    fireEvent.change(history.getByLabelText('Game'), { target: { value: String(SECOND.id) } });
    const filtered = await fetch.next();
    expect(filtered.path).toBe(`/api/users/${USER.id}/history?gameId=${SECOND.id}`);
    const [lastYear] = historyFixture(1, 5, null).scores;
    filtered.reply(200, { scores: [{ ...lastYear, gameId: SECOND.id, day: '2025-12-30' }], next: null });
    // A game of another year keeps its year.
    expect(await history.findByText('30 December 2025')).toBeTruthy();
    expect(history.getAllByRole('row')).toHaveLength(2);

    fireEvent.change(history.getByLabelText('Game'), { target: { value: '' } });
    const all = await fetch.next();
    expect(all.path).toBe(`/api/users/${USER.id}/history`);
    all.reply(200, { scores: [], next: null });
    expect(await history.findByText('No game to show.')).toBeTruthy();
  });

  it('lists the games between the days chosen, and says so in words when the first day is after the last', async () => {
    const fetch = stubFetch();
    showAt('/progress');
    await answer(fetch, progressFixture, historyFixture(2, 90, null));
    const history = within(await screen.findByRole('region', { name: 'Your recent games' }));
    expect(await history.findAllByRole('row')).toHaveLength(3);
    expect(history.getByText('Days are counted in Pacific time, as on the leaderboards.')).toBeTruthy();

    fireEvent.change(history.getByLabelText('From'), { target: { value: '2026-11-01' } });
    const since = await fetch.next();
    expect(since.path).toBe(`/api/users/${USER.id}/history?from=2026-11-01`);
    since.reply(200, historyFixture(1, 90, null));
    await vi.waitFor(() => expect(history.getAllByRole('row')).toHaveLength(2));

    fireEvent.change(history.getByLabelText('To'), { target: { value: '2026-11-15' } });
    const between = await fetch.next();
    expect(between.path).toBe(`/api/users/${USER.id}/history?from=2026-11-01&to=2026-11-15`);
    between.reply(200, { scores: [], next: null });
    expect(await history.findByText('No game to show.')).toBeTruthy();

    // A first day after the last: said in words, and nothing is read until it is mended.
    const sent = fetch.requests.length;
    fireEvent.change(history.getByLabelText('From'), { target: { value: '2026-11-20' } });
    expect((await history.findByRole('alert')).textContent).toBe(
      'The first day is after the last one: choose a first day on or before 15 November 2026.',
    );
    expect(history.getByLabelText('From').getAttribute('aria-invalid')).toBe('true');
    expect(history.queryByRole('table')).toBeNull();
    expect(fetch.requests).toHaveLength(sent);
    fireEvent.change(history.getByLabelText('To'), { target: { value: '' } });
    const mended = await fetch.next();
    expect(mended.path).toBe(`/api/users/${USER.id}/history?from=2026-11-20`);
    mended.reply(200, historyFixture(1, 90, null));
    await vi.waitFor(() => expect(history.getAllByRole('row')).toHaveLength(2));
  });

  it('says the progress could not be loaded and reads it again on Try again', async () => {
    const fetch = stubFetch();
    showAt('/progress');
    (await fetch.next()).fail();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your progress could not be loaded. Please check your connection and try again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await answer(fetch, progressFixture);
    expect(await screen.findByRole('region', { name: FIRST.name })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('signs this browser out when the server no longer knows the session, and shows the guest view', async () => {
    const fetch = stubFetch();
    showAt('/progress');
    (await fetch.next()).reply(401, { code: 'UNAUTHORIZED', message: 'Not signed in' });
    expect(await screen.findByRole('button', { name: 'Sign In / Sign Up' })).toBeTruthy();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('shows the TL;DR statistics this browser kept apart from the account’s, and says they are not part of them', async () => {
    let guest = emptyStats();
    for (const day of ['2026-10-01', '2026-10-02']) guest = recordGame(guest, day, true, 4);
    guest = recordGame(guest, '2026-10-03', false, 6);
    localStorage.setItem(statsKey(null), JSON.stringify(guest));
    const fetch = stubFetch();
    showAt('/progress');
    await answer(fetch, progressFixture);
    const browser = within(await screen.findByRole('region', { name: 'Recorded on this browser' }));
    expect(
      browser.getByText(/games played on this browser, as a guest or before the site kept statistics/),
    ).toBeTruthy();
    expect(browser.getByText(/not part of your account’s statistics/)).toBeTruthy();
    expect(browser.getByRole('heading', { name: 'Played as a guest' })).toBeTruthy();
    expect(browser.getByText('67%', { selector: 'dd' })).toBeTruthy();
    expect(browser.getByText('Won in 4: 2')).toBeTruthy();
    // The account's own figures are unchanged by them.
    expect(within(section(tldrIdentity.name)).getByText('89%', { selector: 'dd' })).toBeTruthy();
  });

  it('reads in Spanish on the Spanish page, the percentile with its count and the few-games warning', async () => {
    const fetch = stubFetch();
    showAt('/progress?lang=es');
    await answer(fetch, progressFixture);
    const first = within(await screen.findByRole('region', { name: FIRST.name }));
    expect(first.getByText('Mejor puntuación', { selector: 'dt' })).toBeTruthy();
    expect(first.getByText('1240', { selector: 'dd' })).toBeTruthy();
    // Spanish puts a no-break space before the per cent sign, which the text matchers would fold.
    expect(first.getAllByRole('listitem').map((item) => item.textContent)).toContain(
      'Tu mejor puntuación de este mes, 1240, supera al 62\u00a0% de las 214 partidas jugadas en dificultad Media este mes.',
    );
    expect(first.getAllByRole('img')[0]?.getAttribute('aria-label')).toBe(
      `Mejor puntuación de ${FIRST.name} por día en los últimos 90 días: 14 días con partidas, la más alta 1240 el 3 de noviembre.`,
    );
    expect(first.getAllByText('Ver los datos en una tabla')).toHaveLength(2);
    expect(within(section(SECOND.name)).getByText(/así que esta cifra dice poco/)).toBeTruthy();
    expect(screen.getByText(/no miden tu cerebro, tu memoria ni tu inteligencia/)).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Tus últimas partidas' })).toBeTruthy();
  });

  it('tells a guest in Spanish what signing up keeps', async () => {
    stubFetch();
    showAt('/progress?lang=es', { signedIn: false });
    expect(await screen.findByRole('button', { name: 'Iniciar sesión / Registrarse' })).toBeTruthy();
    expect(
      screen.getByText(/estadísticas y rachas de TL;DR que te acompañan en cualquier navegador/),
    ).toBeTruthy();
  });
});
