import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { databaseErrorCode, isDatabaseUnavailable } from '../db/database.ts';
import { HttpError } from '../errors.ts';

const DB_DOWN_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.';

/**
 * PostgreSQL data exceptions caused by the values a client sent (text it cannot encode, a value too
 * long or out of range for its column): the request is at fault, not the server.
 */
const CLIENT_DATA_ERRORS = new Set(['22001', '22003', '22021', '22P02', '22P05', '22025', '2201B']);

function isClientDataError(error: unknown): boolean {
  return CLIENT_DATA_ERRORS.has(databaseErrorCode(error) ?? '');
}

function describeValidation(error: FastifyError): string {
  const issues = (error.validation ?? []) as Array<{
    instancePath?: string;
    message?: string;
    params?: { issue?: { path?: unknown[] } };
  }>;
  const context = error.validationContext ?? 'request';
  const parts = issues.slice(0, 5).map((issue) => {
    const path = issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') ?? '';
    return path ? `${path}: ${issue.message}` : `${issue.message}`;
  });
  return `Invalid ${context}: ${parts.join('; ') || 'not accepted'}`;
}

/** Every error leaves the server as JSON `{ message }` with a fitting status; nothing internal leaks. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return reply.code(error.statusCode).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ message: describeValidation(error) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn(
        { err: { message: error.message, code: (error as { code?: string }).code } },
        'database unavailable',
      );
      reply.header('retry-after', '5');
      return reply.code(503).send({ message: DB_DOWN_MESSAGE });
    }
    if (isClientDataError(error)) {
      // The values themselves stay out of the log: they may hold personal data.
      request.log.warn(
        { err: { code: (error as { code?: string }).code } },
        'database refused a value from the request',
      );
      return reply.code(400).send({ message: 'The request holds a value that cannot be stored' });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send({ message: 'Internal server error' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'Malformed JSON in request body'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'Request body is too large'
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Unsupported content type: send JSON'
              : error.message;
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error' });
  });
}
