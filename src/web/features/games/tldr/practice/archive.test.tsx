import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { type FetchStub, stubFetch } from '../../../../../../tests/helpers/web-fetch.ts';
import { ARCHIVE_KEY, readArchive } from '../../../../../shared/games/tldr/practice-storage.ts';
import { PATHS } from '../../../../lib/paths.ts';
import { practiceOf } from '../tldr-screen.tsx';
import { choiceLabel } from './archive-picker.tsx';
import { TldrPractice } from './practice-screen.tsx';
import { archiveChoices } from './use-archive.ts';

const GARDEN_MEANING = {
  partOfSpeech: 'noun',
  definition: 'a plot of ground where plants are cultivated',
  baseForm: null,
} as const;

// 10:00 on 28 November, Pacific time: the archive runs to 27 November.
const NOW = new Date('2026-11-28T18:00:00Z');
let server: FetchStub;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  server = stubFetch();
});
afterEach(() => vi.useRealTimers());

function openPractice(search: string) {
  const params = new URLSearchParams(search);
  const mode = practiceOf(params, 'en');
  if (!mode) throw new Error(`no practice in ${search}`);
  return render(
    <MemoryRouter initialEntries={[`${PATHS.tldr}${search}`]}>
      <Routes>
        <Route path={PATHS.tldr} element={<TldrPractice mode={mode} />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function answerRange(firstDay: string | null) {
  const request = await server.next();
  expect(request).toMatchObject({ method: 'GET', path: '/api/plays/tldr/archive' });
  request.reply(200, { firstDay });
}

const options = () =>
  within(screen.getByRole('combobox', { name: 'Past day' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the address of TL;DR practice', () => {
  test('a day opens the archive at that day; practice=spanish is the Spanish site’s alone', () => {
    expect(practiceOf(new URLSearchParams('day=2026-11-20'), 'en')).toEqual({
      kind: 'archive',
      day: '2026-11-20',
    });
    expect(practiceOf(new URLSearchParams('practice=archive'), 'en')).toEqual({ kind: 'archive', day: null });
    expect(practiceOf(new URLSearchParams('practice=spanish'), 'es')).toEqual({ kind: 'spanish' });
    expect(practiceOf(new URLSearchParams('practice=spanish'), 'en')).toEqual({ kind: 'archive', day: null });
    expect(practiceOf(new URLSearchParams('lang=es'), 'es')).toBeNull();
  });
});

describe('the archive picker', () => {
  test('lists every past day since the first, newest first, never today, saying which are done and play offline', async () => {
    localStorage.setItem(
      ARCHIVE_KEY,
      JSON.stringify({
        firstDay: null,
        days: {
          '2026-11-26': { answer: 'GARDEN', guesses: ['PLANET', 'GARDEN'], hardMode: false, done: 'won' },
          '2026-11-25': { answer: 'PLANET', guesses: ['GARDEN'], hardMode: false, done: null },
        },
      }),
    );
    openPractice('?practice=archive');
    await answerRange('2026-11-24');
    await waitFor(() => expect(options()).toHaveLength(4));
    expect(options()).toEqual([
      '2026-11-27',
      '2026-11-26 · solved · plays offline',
      '2026-11-25 · started · plays offline',
      '2026-11-24',
    ]);
    expect(screen.getByTestId('archive-note').textContent).toBe('1 of 4 days done; 2 play offline.');
    // The newest day not done is the one offered first.
    expect((screen.getByRole('combobox', { name: 'Past day' }) as HTMLSelectElement).value).toBe(
      '2026-11-27',
    );
    // The first day heard is remembered for a visit without a connection.
    expect(readArchive(localStorage).firstDay).toBe('2026-11-24');
  });

  test('without a connection, lists the days kept in this browser and says why', async () => {
    localStorage.setItem(
      ARCHIVE_KEY,
      JSON.stringify({
        firstDay: null,
        days: { '2026-11-20': { answer: 'GARDEN', guesses: [], hardMode: false } },
      }),
    );
    openPractice('?practice=archive');
    (await server.next()).fail();
    await waitFor(() => expect(screen.getByTestId('archive-note').textContent).toMatch(/needs a connection/));
    expect(options()).toEqual(['2026-11-20 · plays offline']);
  });

  test('without a connection, runs from the first day this browser last heard of', async () => {
    localStorage.setItem(
      ARCHIVE_KEY,
      JSON.stringify({
        firstDay: '2026-11-26',
        days: { '2026-11-26': { answer: 'GARDEN', guesses: [], hardMode: false } },
      }),
    );
    openPractice('?practice=archive');
    (await server.next()).fail();
    await waitFor(() => expect(options()).toEqual(['2026-11-27', '2026-11-26 · plays offline']));
    expect(screen.getByTestId('archive-note').textContent).toBe('0 of 2 days done; 1 plays offline.');
  });

  test('words each day’s state in the page’s language', () => {
    const record = {
      firstDay: '2026-11-26',
      days: { '2026-11-27': { answer: 'GARDEN', guesses: [], hardMode: false, done: 'lost' as const } },
    };
    const [latest, first] = archiveChoices(record, ['2026-11-27', '2026-11-26']);
    const spanish = {
      'status.won': 'resuelto',
      'status.lost': 'no encontrada',
      'status.started': 'empezado',
      offline: 'se juega sin conexión',
    };
    expect(latest && choiceLabel(latest, (key) => spanish[key])).toBe(
      '2026-11-27 · no encontrada · se juega sin conexión',
    );
    expect(first && choiceLabel(first, (key) => spanish[key])).toBe('2026-11-26');
  });
});

describe('an archive day', () => {
  test('fetches its answer once, keeps its clues and completion here, and sends nothing', async () => {
    const user = userEvent.setup();
    const view = openPractice('?day=2026-11-27');
    await answerRange('2026-11-01');
    const answer = await server.next();
    expect(answer).toMatchObject({ method: 'GET', path: '/api/plays/tldr/answers/2026-11-27' });
    answer.reply(200, { day: '2026-11-27', answer: 'GARDEN', meaning: GARDEN_MEANING });
    await screen.findByText('Word of the day of 2026-11-27 (practice)');

    await user.keyboard('planet{Enter}');
    await screen.findByRole('img', { name: 'Row 1, letter 1: P, absent' });
    expect(readArchive(localStorage).days['2026-11-27']).toEqual({
      answer: 'GARDEN',
      guesses: ['PLANET'],
      hardMode: false,
      done: null,
      meaning: GARDEN_MEANING,
    });

    // A word that is not in the dictionary is refused and uses no attempt.
    await user.keyboard('xxxxxx{Enter}');
    await waitFor(() => expect(screen.getByTestId('tldr-message').textContent).toBe('Not in word list'));

    // Leaving and coming back: the day's clues are there, and its answer is not fetched again.
    view.unmount();
    openPractice('?day=2026-11-27');
    await answerRange('2026-11-01');
    await screen.findByRole('img', { name: 'Row 1, letter 2: L, absent' });
    for (let index = 0; index < 6; index += 1) await user.keyboard('{Backspace}');
    await user.keyboard('garden{Enter}');
    await screen.findByRole('heading', { name: 'Congratulations!' });
    expect(screen.getByTestId('tldr-summary').textContent).toBe('You found GARDEN in 2 of 6.');
    expect(readArchive(localStorage).days['2026-11-27']?.done).toBe('won');
    // The meaning came with the answer and was kept with it: the panel gives it without asking again.
    expect(screen.getByText(GARDEN_MEANING.definition)).toBeTruthy();
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/plays/tldr/archive',
      'GET /api/plays/tldr/answers/2026-11-27',
      'GET /api/plays/tldr/archive',
    ]);
  });

  test('today and a day that does not exist are refused in words, with the picker, and nothing is fetched for them', async () => {
    const view = openPractice('?day=2026-11-28');
    await answerRange('2026-11-01');
    await screen.findByText(/2026-11-28 is not over yet in Pacific time/);
    expect(options()[0]).toBe('2026-11-27');
    view.unmount();
    openPractice('?day=2026-02-30');
    await answerRange('2026-11-01');
    await screen.findByText(/“2026-02-30” is not a day of the archive/);
    expect(server.requests.every((request) => !request.path.includes('/answers/'))).toBe(true);
  });
});
