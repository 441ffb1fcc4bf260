import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** JSON bodies as Fastify parses them, except that an empty body (a POST that carries nothing) is no body. */
const jsonBody: FastifyPluginAsync = async (app) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });
};

export const jsonBodyPlugin = fp(jsonBody, { name: 'json-body', fastify: '5.x' });
