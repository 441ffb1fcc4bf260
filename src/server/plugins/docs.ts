import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ADMIN_KEY_HEADER } from '../../shared/api/admin.ts';
import { SESSION_COOKIE } from './session.ts';

/** The OpenAPI document, built from the routes' zod schemas, and its viewer at /api/docs. */
const docs: FastifyPluginAsync = async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Brain training site API',
        description: 'Accounts, scores, leaderboards, statistics, contact, donations and administration.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          adminKey: { type: 'apiKey', in: 'header', name: ADMIN_KEY_HEADER },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
};

export const docsPlugin = fp(docs, { name: 'docs', fastify: '5.x' });
