import type { ErrorDetails } from '../../shared/api/common.ts';
import { type ErrorCode, FIXED_ERROR_MESSAGES } from '../../shared/api/errors.ts';

type FixedCode = keyof typeof FIXED_ERROR_MESSAGES;

/**
 * An error that becomes a JSON `{ message, code }` response with its status, and the details its
 * message names as fields of their own (`ErrorDetails`, in the shared error schema): clients write
 * an error from its code and those fields, never from the message's words.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly headers: Record<string, string>;
  /** Fields the answer carries beside `code` and `message`, which the shared error schema describes. */
  readonly fields: ErrorDetails;

  constructor(
    statusCode: number,
    code: ErrorCode,
    message: string,
    headers: Record<string, string> = {},
    fields: ErrorDetails = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.headers = headers;
    this.fields = fields;
  }
}

/** An error whose words never vary: its message is the one `shared/api/errors.ts` gives its code. */
export function fixedError(statusCode: number, code: FixedCode, headers?: Record<string, string>): HttpError {
  return new HttpError(statusCode, code, FIXED_ERROR_MESSAGES[code], headers);
}

export const unauthorized = () => fixedError(401, 'SIGN_IN_REQUIRED');

/** PostgreSQL's unique_violation, with the name of the index that refused the row. */
export function uniqueViolation(error: unknown): string | null {
  if (error && typeof error === 'object' && (error as { code?: string }).code === '23505') {
    return (error as { constraint?: string }).constraint ?? '';
  }
  return null;
}

/** PostgreSQL's foreign_key_violation: a row points at one that is gone (a user deleted meanwhile). */
export function foreignKeyViolation(error: unknown): boolean {
  return Boolean(error && typeof error === 'object' && (error as { code?: string }).code === '23503');
}
