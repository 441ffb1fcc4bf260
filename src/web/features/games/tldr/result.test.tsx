import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { scoreGuess } from '../../../../shared/games/tldr/clues.ts';
import type { WordMeaning } from '../../../../shared/games/word-meaning.ts';
import { currentToast } from '../../../components/ui/toast-store.ts';
import { loadSpanish } from '../../../i18n/catalog.ts';
import { ApiError } from '../../../lib/api.ts';
import { TldrResult } from './result.tsx';
import type { useTldrGame } from './use-tldr-game.ts';

const ANSWER = 'ERASED';
const rows = ['SPEEDS', 'EEEEEE', 'ERASER', ANSWER].map((guess) => ({
  guess,
  states: scoreGuess(guess, ANSWER),
}));

/** A guest's finished word of the day, with only what the result panel reads. */
const guestGame = (hardMode: boolean) =>
  ({
    signedIn: false,
    word: 'daily',
    restored: null,
    now: '2026-11-29T18:00:00.000Z',
    seconds: 95,
    score: 0,
    result: null,
    offline: false,
    canSendScore: false,
    highContrast: false,
    hardMode,
    submission: { isPending: false, isSuccess: false, isError: false, errorStatus: null, error: null },
    playAgain: vi.fn(),
  }) as unknown as ReturnType<typeof useTldrGame>;

function show({
  path = '/tldr',
  hardMode = false,
  meaning = null,
}: {
  path?: string;
  hardMode?: boolean;
  meaning?: WordMeaning | null;
} = {}) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <TldrResult
        tldr={guestGame(hardMode)}
        rows={rows}
        answer={ANSWER}
        meaning={meaning}
        day="2026-11-29"
        won
      />
    </MemoryRouter>,
  );
}

function copiedOnClick(name: string): Promise<string> {
  const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  fireEvent.click(screen.getByRole('button', { name }));
  return waitFor(() => {
    expect(writeText).toHaveBeenCalledOnce();
    return writeText.mock.calls[0]?.[0] as string;
  });
}

describe("TL;DR's Share as text", () => {
  test('copies one line per guess that a screen reader reads well, and says it is copied', async () => {
    show();
    const text = await copiedOnClick('Share as text');
    expect(text).toBe(
      [
        'TL;DR 2026-11-29 (word of the day) 4/6',
        '',
        'Row 1: 0 letters in place, 4 in the word elsewhere',
        'Row 2: 2 letters in place, 0 in the word elsewhere',
        'Row 3: 5 letters in place, 0 in the word elsewhere',
        'Row 4: all 6 letters in place',
      ].join('\n'),
    );
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Copied to clipboard',
        description: 'Your result, told row by row, is ready to paste.',
      }),
    );
  });

  test('keeps the grid of squares on Share, beside it', async () => {
    show();
    expect(await copiedOnClick('Share')).toMatch(
      /^TL;DR 2026-11-29 \(word of the day\) 4\/6\n\n🟨⬛🟨🟨🟨⬛\n/,
    );
  });

  test('hands the text to the Web Share API where the browser has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    show({ hardMode: true });
    fireEvent.click(screen.getByRole('button', { name: 'Share as text' }));
    await waitFor(() => expect(share).toHaveBeenCalledOnce());
    expect(share.mock.calls[0]?.[0].text).toMatch(/4\/6\*\n\nRow 1: 0 letters in place/);
  });

  test('speaks Spanish on the Spanish page', async () => {
    await loadSpanish();
    show({ path: '/tldr?lang=es' });
    const text = await copiedOnClick('Compartir como texto');
    expect(text.split('\n').slice(2)).toEqual([
      'Fila 1: 0 letras en su sitio, 4 en otro lugar de la palabra',
      'Fila 2: 2 letras en su sitio, 0 en otro lugar de la palabra',
      'Fila 3: 5 letras en su sitio, 0 en otro lugar de la palabra',
      'Fila 4: las 6 letras en su sitio',
    ]);
  });
});

describe("TL;DR's result panel", () => {
  test("shows the word's meaning under the word", () => {
    show({ meaning: { partOfSpeech: 'verb', definition: 'remove by rubbing', baseForm: 'erase' } });
    const summary = screen.getByTestId('tldr-summary');
    expect(summary.textContent).toBe('You found ERASED in 4 of 6.');
    const meaning = screen.getByTestId('word-meaning');
    expect(summary.compareDocumentPosition(meaning) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(meaning.textContent).toContain('verb, form of ERASE: remove by rubbing');
  });
});

/** A signed-in player's ranked game just finished, whose score the leaderboard refused with `error`. */
const refusedRankedGame = (error: unknown, retrySubmission: () => void) =>
  ({
    ...guestGame(false),
    signedIn: true,
    word: 'ranked',
    canSendScore: true,
    submission: {
      isPending: false,
      isSuccess: false,
      isError: true,
      errorStatus: error instanceof ApiError ? error.status : null,
      error,
    },
    retrySubmission,
  }) as unknown as ReturnType<typeof useTldrGame>;

function showRefused(error: unknown, path = '/tldr') {
  const retrySubmission = vi.fn();
  render(
    <MemoryRouter initialEntries={[path]}>
      <TldrResult
        tldr={refusedRankedGame(error, retrySubmission)}
        rows={rows}
        answer={ANSWER}
        meaning={null}
        day="2026-11-29"
        won
      />
    </MemoryRouter>,
  );
  return retrySubmission;
}

describe("TL;DR's ranked score that could not be sent", () => {
  test.each([
    ['a lost connection', new TypeError('Failed to fetch')],
    [
      'a server error',
      new ApiError(503, 'Service Unavailable', { code: 'DATABASE_UNAVAILABLE', message: 'down' }),
    ],
  ])('after %s is kept with Send again, as in every game, and sent once per press', (_, error) => {
    const retrySubmission = showRefused(error);
    expect(screen.getByText(/^Your score could not be submitted/)).toBeTruthy();
    expect(screen.getByText('Your score is kept on this page until you send it again.')).toBeTruthy();
    expect(retrySubmission).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(retrySubmission).toHaveBeenCalledOnce();
  });

  test.each([
    [401, 'SIGN_IN_REQUIRED'],
    [403, 'NOT_YOUR_ACCOUNT'],
    [409, 'PLAY_SUBMITTED'],
    [422, 'SCORE_MISMATCH'],
  ] as const)('after a %i refusal, which sending again cannot change, has no Send again', (status, code) => {
    showRefused(new ApiError(status, 'Refused', { code, message: 'Refused' }));
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
    expect(screen.queryByText('Your score is kept on this page until you send it again.')).toBeNull();
  });

  test('offers Enviar de nuevo on the Spanish page', async () => {
    await loadSpanish();
    showRefused(new TypeError('Failed to fetch'), '/tldr?lang=es');
    expect(screen.getByRole('button', { name: 'Enviar de nuevo' })).toBeTruthy();
    expect(
      screen.getByText('Tu puntuación se guarda en esta página hasta que la envíes de nuevo.'),
    ).toBeTruthy();
  });
});
