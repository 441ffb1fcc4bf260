import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, messageSchema } from '../../../shared/api/common.ts';
import { loginBodySchema, userSchema } from '../../../shared/api/users.ts';
import { fixedError } from '../../errors.ts';
import { findUserByEmail } from './queries.ts';

/** Signing in and out (under /api/auth). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: { rateLimit: app.rateLimits.signIn },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with the e-mail address of an account',
        body: loginBodySchema,
        response: { 200: userSchema, 400: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await findUserByEmail(app.database, request.body.email);
      if (!user) throw fixedError(404, 'USER_NOT_FOUND');
      await app.sessions.start(reply, user.id);
      return user;
    },
  );

  app.post(
    '/logout',
    { schema: { tags: ['auth'], summary: 'Sign out of this browser', response: { 200: messageSchema } } },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      return { message: 'Signed out' };
    },
  );

  app.get(
    '/me',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user of this session',
        response: { 200: userSchema, 401: errorSchema },
      },
    },
    async (request) => request.user,
  );
};
