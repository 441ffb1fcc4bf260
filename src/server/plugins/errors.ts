import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorDetails } from '../../shared/api/common.ts';
import { type ErrorCode, FIXED_ERROR_MESSAGES } from '../../shared/api/errors.ts';
import { DatabaseUnavailableError, databaseErrorCode } from '../db/database.ts';
import { HttpError } from '../lib/errors.ts';

/**
 * PostgreSQL data exceptions caused by the values a client sent (text it cannot encode, a value too
 * long or out of range for its column): the request is at fault, not the server.
 */
const CLIENT_DATA_ERRORS = new Set(['22001', '22003', '22021', '22P02', '22P05', '22025', '2201B']);

function isClientDataError(error: unknown): boolean {
  return CLIENT_DATA_ERRORS.has(databaseErrorCode(error) ?? '');
}

interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { origin?: unknown; minimum?: unknown; maximum?: unknown };
}

const issuesOf = (error: FastifyError) => (error.validation ?? []) as ValidationIssue[];
const fieldOf = (issue: ValidationIssue) => issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') ?? '';

function describeValidation(error: FastifyError): string {
  const context = error.validationContext ?? 'request';
  const parts = issuesOf(error)
    .slice(0, 5)
    .map((issue) => {
      const path = fieldOf(issue);
      return path ? `${path}: ${issue.message}` : `${issue.message}`;
    });
  return `Invalid ${context}: ${parts.join('; ') || 'not accepted'}`;
}

/**
 * The first refused field and what is wrong with it, as the error's own fields: missing or empty
 * (`required`), a text or list shorter or longer than its `limit`, or a value it does not take.
 */
function validationDetails(error: FastifyError): ErrorDetails {
  const [first] = issuesOf(error);
  const field = first ? fieldOf(first) : '';
  if (!first || !field) return {};
  const sized = first.params?.origin === 'string' || first.params?.origin === 'array';
  const minimum = Number(first.params?.minimum);
  const maximum = Number(first.params?.maximum);
  if (sized && first.keyword === 'too_small' && Number.isInteger(minimum)) {
    return minimum <= 1 ? { field, problem: 'required' } : { field, problem: 'tooShort', limit: minimum };
  }
  if (sized && first.keyword === 'too_big' && Number.isInteger(maximum)) {
    return { field, problem: 'tooLong', limit: maximum };
  }
  return { field, problem: 'invalid' };
}

function fixed(code: keyof typeof FIXED_ERROR_MESSAGES): { code: ErrorCode; message: string } {
  return { code, message: FIXED_ERROR_MESSAGES[code] };
}

/** Fastify's own refusals of a request, in the same shape as ours. */
function clientError(error: FastifyError): { code: ErrorCode; message: string } {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
    return fixed('MALFORMED_JSON');
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return fixed('BODY_TOO_LARGE');
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return fixed('UNSUPPORTED_MEDIA_TYPE');
  if (error.statusCode === 429) return { code: 'RATE_LIMITED', message: error.message };
  return { code: 'INVALID_REQUEST', message: error.message };
}

/**
 * Errors of the connection before a request reaches Fastify (Node's request and header timeouts,
 * malformed HTTP), answered in the same JSON as every other error before the connection closes.
 */
export function connectionErrors(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let status = 400;
  let body: { code: ErrorCode; message: string } = {
    code: 'INVALID_REQUEST',
    message: 'Malformed HTTP request',
  };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    body = fixed('REQUEST_TIMEOUT');
  } else if (error.code === 'HPE_HEADER_OVERFLOW') {
    status = 431;
    body = { code: 'INVALID_REQUEST', message: 'Request headers are too large' };
  }
  // An answer already under way cannot take another status line.
  const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !answering?.headersSent) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}

/** Errors found before routing (such as a broken escape in the path) answer like every other error. */
export function frameworkErrors(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  reply.code(400).send(fixed('MALFORMED_URL'));
}

/** Every error leaves the server as JSON `{ code, message }` with a fitting status; nothing internal leaks. */
const errors: FastifyPluginAsync = async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return reply.code(error.statusCode).send({ ...error.fields, code: error.code, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .code(400)
        .send({ ...validationDetails(error), code: 'INVALID_REQUEST', message: describeValidation(error) });
    }
    if (error instanceof DatabaseUnavailableError) {
      request.log.warn(
        { err: { message: error.message, code: (error.cause as { code?: string } | undefined)?.code } },
        'database unavailable',
      );
      reply.header('retry-after', '5');
      return reply.code(503).send(fixed('DATABASE_UNAVAILABLE'));
    }
    if (request.raw.complete === false && request.raw.socket?.destroyed === true) {
      // The client hung up (or was cut off by the request timeout) before its body was whole; nobody
      // is left to answer.
      request.log.info(
        { err: { message: error.message } },
        'client closed the connection before its request was complete',
      );
      return reply.code(400).send(clientError(error));
    }
    if (isClientDataError(error)) {
      // The values themselves stay out of the log: they may hold personal data.
      request.log.warn(
        { err: { code: (error as { code?: string }).code } },
        'database refused a value from the request',
      );
      return reply.code(400).send(fixed('UNSTORABLE_VALUE'));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send(fixed('INTERNAL'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send(clientError(error));
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(fixed('INTERNAL'));
  });
};

export const errorsPlugin = fp(errors, { name: 'errors', fastify: '5.x' });
