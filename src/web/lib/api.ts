import type { ErrorBody, ErrorDetails } from '../../shared/api/common.ts';
import type { ErrorCode } from '../../shared/api/errors.ts';
import { type AnswerShape, matchesShape } from './answer-shape.ts';

// The shape of the API's errors is fetched with the first answer that is an error; should it fail to
// arrive, the error is kept without its code.
const errorShape = () =>
  import('./error-answer.ts').then(
    (module) => module.errorAnswer,
    () => undefined,
  );

/**
 * The site's API client. Reads are GET requests sent with credentials; writes send JSON. Every answer
 * is checked against the JSON Schema of its zod schema in src/shared/api (answer-shapes.ts), so that
 * pages do not carry zod itself. Any non-success response becomes an ApiError whose
 * message is '<status>: <body text or status text>', as the specification says; when the body is one
 * of the API's errors, `code` says which and `serverMessage` holds the server's words.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly serverMessage: string | undefined;
  /**
   * What the error's message names, as fields of their own (a wrong code's tries left, the wait of a
   * limit, the refused field): the browser writes the error from its code and these.
   */
  readonly details: ErrorDetails;

  constructor(status: number, text: string, body?: ErrorBody) {
    super(`${status}: ${text}`);
    this.status = status;
    this.code = body?.code;
    this.serverMessage = body?.message;
    this.details = body ? detailsOf(body) : {};
  }
}

function detailsOf({ code: _code, message: _message, ...details }: ErrorBody): ErrorDetails {
  return details;
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
  const shape = await errorShape();
  throw new ApiError(response.status, text, shape && isAnswer(shape, body) ? body : undefined);
}

/** Whether a value read from JSON has an answer's shape. */
export function isAnswer<Answer>(shape: AnswerShape<Answer>, value: unknown): value is Answer {
  return matchesShape(shape, value);
}

/** The body of a successful response, checked against the answer's shape. */
export async function parseAnswer<Answer>(response: Response, shape: AnswerShape<Answer>): Promise<Answer> {
  const path = new URL(response.url, 'http://localhost').pathname;
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    throw new UnexpectedAnswerError(path, 'the body is not JSON');
  }
  if (!isAnswer(shape, body))
    throw new UnexpectedAnswerError(path, 'the body does not match the expected shape');
  return body;
}

export async function apiGet<Answer>(
  path: string,
  shape: AnswerShape<Answer>,
  options: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<Answer> {
  const response = await fetch(path, {
    credentials: 'include',
    headers: options.headers,
    signal: options.signal,
  });
  await throwIfNotOk(response);
  return parseAnswer(response, shape);
}

/** A read that answers null when the server does not know the session (401) instead of failing. */
export async function apiGetOrNullWhenSignedOut<Answer>(
  path: string,
  shape: AnswerShape<Answer>,
): Promise<Answer | null> {
  const response = await fetch(path, { credentials: 'include' });
  if (response.status === 401) return null;
  await throwIfNotOk(response);
  return parseAnswer(response, shape);
}

export async function apiSend<Answer>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  shape: AnswerShape<Answer>,
  body?: unknown,
  options: { signal?: AbortSignal } = {},
): Promise<Answer> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
  await throwIfNotOk(response);
  return parseAnswer(response, shape);
}
