import { afterEach, describe, expect, it, vi } from 'vitest';
import { userAnswer } from './answers/users.ts';
import { ApiError, apiGet, apiGetOrNullWhenSignedOut, UnexpectedAnswerError } from './api.ts';

function answer(status: number, body: string, contentType = 'application/json') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'content-type': contentType } })),
  );
}

const USER = { id: 7, username: 'ada', email: null, createdAt: '2025-01-01T00:00:00.000Z' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the API client', () => {
  it('gives an answer of the expected shape, fields it does not know included', async () => {
    answer(200, JSON.stringify({ ...USER, extra: true }));
    await expect(apiGet('/api/auth/me', userAnswer)).resolves.toEqual({ ...USER, extra: true });
  });

  it('turns an answer of the wrong shape into a clear error', async () => {
    answer(200, JSON.stringify({ id: 'seven' }));
    const failure = apiGet('/api/auth/me', userAnswer);
    await expect(failure).rejects.toBeInstanceOf(UnexpectedAnswerError);
    await expect(failure).rejects.toThrow('does not match the expected shape');
  });

  it('turns a body that is not JSON into a clear error', async () => {
    answer(200, '<html>proxy</html>', 'text/html');
    await expect(apiGet('/api/auth/me', userAnswer)).rejects.toThrow('the body is not JSON');
  });

  it('reads the code and message of an API error', async () => {
    const body = JSON.stringify({ code: 'USER_NOT_FOUND', message: 'User not found.' });
    answer(404, body);
    const error = await apiGet('/api/auth/me', userAnswer).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'USER_NOT_FOUND',
      serverMessage: 'User not found.',
      message: `404: ${body}`,
    });
  });

  it('keeps an error that is not one of the API errors without a code', async () => {
    answer(502, '<html>Bad gateway</html>', 'text/html');
    const error = await apiGet('/api/auth/me', userAnswer).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, code: undefined, serverMessage: undefined });
  });

  it('answers null for a session the server does not know', async () => {
    answer(401, JSON.stringify({ code: 'SIGN_IN_REQUIRED', message: 'Please sign in first' }));
    await expect(apiGetOrNullWhenSignedOut('/api/auth/me', userAnswer)).resolves.toBeNull();
  });
});
