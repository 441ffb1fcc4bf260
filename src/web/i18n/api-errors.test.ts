import { describe, expect, it } from 'vitest';
import { ERROR_CODES, FIXED_ERROR_MESSAGES } from '../../shared/api/errors.ts';
import { ApiError } from '../lib/api.ts';
import { apiErrorMessages } from './api-errors/messages.ts';
import { apiErrorText } from './api-errors.ts';
import { textIn } from './catalog.ts';

const error = (code: (typeof ERROR_CODES)[number], message: string) =>
  new ApiError(400, JSON.stringify({ code, message }), { code, message });

describe('API error texts', () => {
  it('have a text for every code in both languages', () => {
    for (const code of ERROR_CODES) {
      expect(apiErrorMessages.en[code]).toBeTruthy();
      expect(textIn(apiErrorMessages, 'es', code)).toBeTruthy();
    }
  });

  it('are the server’s own words in English for the fixed errors', () => {
    for (const [code, message] of Object.entries(FIXED_ERROR_MESSAGES)) {
      expect(apiErrorMessages.en[code as keyof typeof FIXED_ERROR_MESSAGES]).toBe(message);
    }
  });

  it('show the server’s message word for word in English, and the code’s text in Spanish', () => {
    const invalid = error('INVALID_REQUEST', 'Username must be at least 3 characters long');
    expect(apiErrorText(invalid, 'en')).toBe('Username must be at least 3 characters long');
    expect(apiErrorText(invalid, 'es')).toBe(textIn(apiErrorMessages, 'es', 'INVALID_REQUEST'));
    const taken = error('EMAIL_TAKEN', FIXED_ERROR_MESSAGES.EMAIL_TAKEN);
    expect(apiErrorText(taken, 'es')).toBe(
      'Ya existe una cuenta con este correo electrónico. Inicia sesión.',
    );
  });

  it('leave failures that are not API errors to the caller', () => {
    expect(apiErrorText(new TypeError('Failed to fetch'), 'en')).toBeUndefined();
    expect(apiErrorText(new ApiError(502, 'Bad gateway'), 'es')).toBeUndefined();
  });
});
