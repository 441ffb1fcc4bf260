import { describe, expect, it } from 'vitest';
import type { ErrorDetails } from '../../shared/api/common.ts';
import { ERROR_CODES, type ErrorCode, FIXED_ERROR_MESSAGES } from '../../shared/api/errors.ts';
import { ApiError } from '../lib/api.ts';
import { apiErrorMessages } from './api-errors/messages.ts';
import { apiErrorText, errorTextIn } from './api-errors.ts';
import { textIn } from './catalog.ts';

const error = (code: ErrorCode, message: string, details: ErrorDetails = {}) =>
  new ApiError(400, JSON.stringify({ code, message }), { code, message, ...details });

describe('API error texts', () => {
  it('have a text for every error code of the API, in English and in Spanish', () => {
    for (const code of ERROR_CODES) {
      for (const lang of ['en', 'es'] as const) {
        const text = errorTextIn(code, {}, lang);
        expect(text, `${code} in ${lang}`).toMatch(/\p{L}{2}/u);
        expect(text, `${code} in ${lang}`).not.toMatch(/[{}]/);
      }
      expect(textIn(apiErrorMessages, 'es', code), code).not.toBe(textIn(apiErrorMessages, 'en', code));
    }
  });

  it('are the server’s own words in English for the fixed errors', () => {
    for (const [code, message] of Object.entries(FIXED_ERROR_MESSAGES)) {
      expect(apiErrorMessages.en[code as keyof typeof FIXED_ERROR_MESSAGES]).toBe(message);
    }
  });

  it('are looked up by code in both languages, never taken from the server’s message', () => {
    const mismatch = error(
      'TIME_MISMATCH',
      'The server timed this game at 14 seconds; more than 2 is refused',
    );
    expect(apiErrorText(mismatch, 'en')).toBe("This time is not the server's time of the game.");
    expect(apiErrorText(mismatch, 'es')).toBe('Este tiempo no es el que el servidor midió para la partida.');
    const taken = error('EMAIL_TAKEN', 'Someone else’s words');
    expect(apiErrorText(taken, 'en')).toBe(FIXED_ERROR_MESSAGES.EMAIL_TAKEN);
    expect(apiErrorText(taken, 'es')).toBe(
      'Ya existe una cuenta con este correo electrónico. Inicia sesión.',
    );
  });

  it('count a wrong code’s tries left, one and many', () => {
    const wrong = (triesLeft: number) =>
      error('SIGN_IN_CODE_WRONG', 'This code is not right.', { triesLeft });
    expect(apiErrorText(wrong(1), 'en')).toBe('This code is not right: 1 try left.');
    expect(apiErrorText(wrong(4), 'en')).toBe('This code is not right: 4 tries left.');
    expect(apiErrorText(wrong(1), 'es')).toBe('El código no es correcto: te queda 1 intento.');
    expect(apiErrorText(wrong(4), 'es')).toBe('El código no es correcto: te quedan 4 intentos.');
    // Without the count (an older server), the code's own text.
    expect(apiErrorText(error('SIGN_IN_CODE_WRONG', 'x'), 'en')).toBe(
      'This code is not right. Please check it and try again.',
    );
  });

  it('say how long a limit asks to wait, in seconds, minutes or hours as the server rounds it', () => {
    const limited = (retryAfterSeconds: number) => error('RATE_LIMITED', 'x', { retryAfterSeconds });
    expect(apiErrorText(limited(1), 'en')).toBe('Too many requests. Please try again in 1 second.');
    expect(apiErrorText(limited(42), 'en')).toBe('Too many requests. Please try again in 42 seconds.');
    expect(apiErrorText(limited(61), 'en')).toBe('Too many requests. Please try again in 2 minutes.');
    expect(apiErrorText(limited(3600), 'es')).toBe(
      'Demasiadas peticiones. Inténtalo de nuevo dentro de 1 hora.',
    );
    expect(apiErrorText(error('RATE_LIMITED', 'x'), 'en')).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
  });

  it('name the field a refused request got wrong, by the name the form gives it', () => {
    const invalid = (details: ErrorDetails) =>
      error('INVALID_REQUEST', 'Invalid body: name: Name is required', details);
    expect(apiErrorText(invalid({ field: 'name', problem: 'required' }), 'en')).toBe(
      'Please fill in the Name field.',
    );
    expect(apiErrorText(invalid({ field: 'name', problem: 'required' }), 'es')).toBe(
      'Rellena el campo «Nombre».',
    );
    expect(apiErrorText(invalid({ field: 'subject', problem: 'tooLong', limit: 200 }), 'en')).toBe(
      'The Subject field takes at most 200 characters.',
    );
    expect(apiErrorText(invalid({ field: 'message', problem: 'tooLong', limit: 5000 }), 'es')).toBe(
      'El campo «Mensaje» admite como mucho 5000 caracteres.',
    );
    expect(apiErrorText(invalid({ field: 'email', problem: 'invalid' }), 'en')).toBe(
      'Please check the Email field.',
    );
    expect(apiErrorText(invalid({ field: 'username', problem: 'invalid' }), 'en')).toMatch(
      /^This username is not allowed\./,
    );
    // A field no form fills in, or none named: the code's text.
    expect(apiErrorText(invalid({ field: 'moves.0', problem: 'invalid' }), 'en')).toBe(
      'The request is not valid.',
    );
    expect(apiErrorText(invalid({ field: 'constructor', problem: 'invalid' }), 'en')).toBe(
      'The request is not valid.',
    );
    expect(apiErrorText(invalid({}), 'es')).toBe(
      'La petición no es válida. Revisa los datos e inténtalo de nuevo.',
    );
  });

  it('leave failures that are not API errors to the caller', () => {
    expect(apiErrorText(new TypeError('Failed to fetch'), 'en')).toBeUndefined();
    expect(apiErrorText(new ApiError(502, 'Bad gateway'), 'es')).toBeUndefined();
  });
});
