/**
 * The site's API client. Reads are GET requests sent with credentials; writes send JSON. Any
 * non-success response becomes an ApiError whose message is '<status>: <body text or status text>',
 * as the specification says; `serverMessage` holds the JSON body's `message` when there is one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;

  constructor(status: number, text: string, serverMessage: string | undefined) {
    super(`${status}: ${text}`);
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

/** Turns a non-success response into an ApiError; for callers that need more of the response than its body. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  let serverMessage: string | undefined;
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string') serverMessage = body.message;
  } catch {
    // Not JSON: the text itself is the message.
  }
  throw new ApiError(response.status, text, serverMessage);
}

export async function apiGet<T>(path: string, options: { on401?: 'throw' | 'returnNull' } = {}): Promise<T> {
  const response = await fetch(path, { credentials: 'include' });
  if (response.status === 401 && options.on401 === 'returnNull') return null as T;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

export async function apiSend<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
