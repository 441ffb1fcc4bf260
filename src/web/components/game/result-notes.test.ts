import { describe, expect, it } from 'vitest';
import type { PlayResult } from '../../../shared/api/plays.ts';
import { ApiError } from '../../lib/api.ts';
import { resultNotes } from './result-notes.ts';

const RANKED: PlayResult = {
  timeSeconds: 14,
  score: 4400,
  elapsedMs: 14_210,
  floorMs: 4_420,
  ranked: true,
  unranked: null,
};
const IDLE = { isPending: false, isSuccess: false, isError: false, error: null, canSendAgain: false };

describe('the lines under a finished game', () => {
  it('tells a guest the score was not sent and how to rank', () => {
    const notes = resultNotes({
      result: { ...RANKED, ranked: false, unranked: 'guest' },
      offline: false,
      sent: false,
      submitter: IDLE,
      lang: 'en',
    });
    expect(notes).toEqual([
      'Playing as a guest: this score was not submitted.',
      'Sign in to save your scores to the leaderboard. You can play every game as a guest.',
    ]);
  });

  it('says a game below its floor is not ranked, with the floor in seconds in the page’s language', () => {
    const fast = { ...RANKED, elapsedMs: 900, ranked: false, unranked: 'below-floor' as const };
    const input = { result: fast, offline: false, sent: false, submitter: IDLE };
    expect(resultNotes({ ...input, lang: 'en' })).toEqual([
      'Not ranked: this game was faster than a person can play it. Its moves take a person at least 4.5 s.',
    ]);
    expect(resultNotes({ ...input, lang: 'es' })[0]).toContain('al menos 4,5 s');
  });

  it('follows a ranked score from its submission to the board', () => {
    const input = { result: RANKED, offline: false, sent: true, lang: 'en' as const };
    expect(resultNotes({ ...input, submitter: { ...IDLE, isPending: true } })).toEqual([
      'Submitting your score…',
    ]);
    expect(resultNotes({ ...input, submitter: { ...IDLE, isSuccess: true } })).toEqual([
      'Your score is on the leaderboard.',
    ]);
  });

  it('gives the reason of a refused submission in the page’s language', () => {
    const refusal = new ApiError(422, 'Unprocessable Entity', {
      code: 'TIME_MISMATCH',
      message: 'The server timed this game at 14 seconds; a time more than 2 seconds from it is refused',
    });
    const input = {
      result: RANKED,
      offline: false,
      sent: true,
      submitter: { ...IDLE, isError: true, error: refusal },
    };
    expect(resultNotes({ ...input, lang: 'en' })).toEqual([
      "Your score could not be submitted: This time is not the server's time of the game.",
    ]);
    expect(resultNotes({ ...input, lang: 'es' })).toEqual([
      'No se pudo enviar tu puntuación: Este tiempo no es el que el servidor midió para la partida.',
    ]);
    // No answer at all: no reason to give, and the score waits on the page for Send again.
    const lost = { ...input.submitter, error: new TypeError('Failed to fetch'), canSendAgain: true };
    expect(resultNotes({ ...input, submitter: lost, lang: 'en' })).toEqual([
      'Your score could not be submitted.',
      'Your score is kept on this page until you send it again.',
    ]);
    expect(resultNotes({ ...input, submitter: lost, lang: 'es' })).toEqual([
      'No se pudo enviar tu puntuación.',
      'Tu puntuación se guarda en esta página hasta que la envíes de nuevo.',
    ]);
  });

  it('adds that the time is the server’s when a move waited for the connection', () => {
    const notes = resultNotes({
      result: RANKED,
      offline: true,
      sent: true,
      submitter: { ...IDLE, isSuccess: true },
      lang: 'es',
    });
    expect(notes).toEqual([
      'Tu puntuación está en la clasificación.',
      'Este tiempo es el del servidor: incluye los segundos que tus movimientos tardaron en llegarle mientras no había conexión.',
    ]);
  });
});
