import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Pino's options: secrets redacted, and requests logged without their query. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: [
      'req.headers.cookie',
      'req.headers["admin-key"]',
      'req.headers.authorization',
      'res.headers["set-cookie"]',
    ],
    serializers: {
      // A query can hold what a person typed, such as an admin's search for an e-mail address.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: request.url.split('?')[0],
        remoteAddress: request.ip,
      }),
    },
  };
}
