import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, messageSchema } from '../../shared/api/common.ts';
import { loginBodySchema, userSchema } from '../../shared/api/users.ts';
import type { Deps } from '../deps.ts';
import { fixedError } from '../errors.ts';
import { findUserByEmail } from '../services/users.ts';

export const authRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.post(
    '/api/auth/login',
    {
      config: { rateLimit: deps.limits.signIn },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with the e-mail address of an account',
        body: loginBodySchema,
        response: { 200: userSchema, 400: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await findUserByEmail(deps.database, request.body.email);
      if (!user) throw fixedError(404, 'USER_NOT_FOUND');
      await deps.sessions.start(reply, user.id);
      return user;
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], summary: 'Sign out of this browser', response: { 200: messageSchema } } },
    async (request, reply) => {
      await deps.sessions.end(request, reply);
      return { message: 'Signed out' };
    },
  );

  app.get(
    '/api/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user of this session',
        response: { 200: userSchema, 401: errorSchema },
      },
    },
    async (request) => deps.sessions.requireUser(request),
  );
};
