/** An error that becomes a JSON `{ message }` response with its status. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.statusCode = statusCode;
    this.headers = headers;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please sign in first') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unprocessable = (message: string) => new HttpError(422, message);
export const unavailable = (message: string) => new HttpError(503, message);

/** PostgreSQL's unique_violation, with the name of the index that refused the row. */
export function uniqueViolation(error: unknown): string | null {
  if (error && typeof error === 'object' && (error as { code?: string }).code === '23505') {
    return (error as { constraint?: string }).constraint ?? '';
  }
  return null;
}
