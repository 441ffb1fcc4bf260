import type { z } from 'zod';
import { errorSchema } from '../../shared/api/common.ts';
import type { ErrorCode } from '../../shared/api/errors.ts';

/**
 * The site's API client. Reads are GET requests sent with credentials; writes send JSON. Every answer
 * is parsed with its schema from src/shared/api. Any non-success response becomes an ApiError whose
 * message is '<status>: <body text or status text>', as the specification says; when the body is one
 * of the API's errors, `code` says which and `serverMessage` holds the server's words.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly serverMessage: string | undefined;
  /** The answer's JSON body as it came, for errors that carry more than their code and message. */
  readonly body: unknown;

  constructor(status: number, text: string, body?: { code: ErrorCode; message: string }, raw?: unknown) {
    super(`${status}: ${text}`);
    this.status = status;
    this.code = body?.code;
    this.serverMessage = body?.message;
    this.body = raw;
  }
}

/** A successful answer whose body is not what its schema describes (a proxy's page, an older server). */
export class UnexpectedAnswerError extends Error {
  constructor(path: string, detail: string) {
    super(`Unexpected answer from ${path}: ${detail}`);
  }
}

/** Turns a non-success response into an ApiError; for callers that need more of the response than its body. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: not one of the API's errors, and the text itself is the message.
  }
  const parsed = errorSchema.safeParse(body);
  throw new ApiError(response.status, text, parsed.success ? parsed.data : undefined, body);
}

/** The body of a successful response, parsed with `schema`. */
export async function parseAnswer<Schema extends z.ZodType>(
  response: Response,
  schema: Schema,
): Promise<z.output<Schema>> {
  const path = new URL(response.url, 'http://localhost').pathname;
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    throw new UnexpectedAnswerError(path, 'the body is not JSON');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') || 'the body';
    throw new UnexpectedAnswerError(path, `${where} does not match the expected shape`);
  }
  return parsed.data;
}

export async function apiGet<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  options: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<z.output<Schema>> {
  const response = await fetch(path, {
    credentials: 'include',
    headers: options.headers,
    signal: options.signal,
  });
  await throwIfNotOk(response);
  return parseAnswer(response, schema);
}

/** A read that answers null when the server does not know the session (401) instead of failing. */
export async function apiGetOrNullWhenSignedOut<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
): Promise<z.output<Schema> | null> {
  const response = await fetch(path, { credentials: 'include' });
  if (response.status === 401) return null;
  await throwIfNotOk(response);
  return parseAnswer(response, schema);
}

export async function apiSend<Schema extends z.ZodType>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  schema: Schema,
  body?: unknown,
  options: { signal?: AbortSignal } = {},
): Promise<z.output<Schema>> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
  await throwIfNotOk(response);
  return parseAnswer(response, schema);
}
