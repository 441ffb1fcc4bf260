import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  codeRequiredSchema,
  SIGN_IN_CODE_SENT,
  signInCodeErrorSchema,
  verifyBodySchema,
} from '../../../shared/api/auth.ts';
import { errorSchema, messageSchema } from '../../../shared/api/common.ts';
import { loginBodySchema, userSchema } from '../../../shared/api/users.ts';
import { fixedError } from '../../errors.ts';
import { findUserByEmail } from './queries.ts';
import { SignInCodes } from './sign-in-codes.ts';

/** Signing in and out (under /api/auth). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const codes = new SignInCodes(app);

  app.post(
    '/login',
    {
      config: { rateLimit: app.rateLimits.signIn },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with the e-mail address of an account',
        description:
          'From a browser holding a device credential of the account, signs in at once (200). From any ' +
          'other browser, e-mails a one-time code and answers 202; POST /api/auth/verify then signs in.',
        body: loginBodySchema,
        response: {
          200: userSchema,
          202: codeRequiredSchema,
          400: errorSchema,
          404: errorSchema,
          429: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await findUserByEmail(app.database, request.body.email);
      if (!user) throw fixedError(404, 'USER_NOT_FOUND');
      if (await app.deviceCredentials.recognizes(request, reply, user.id)) {
        await app.sessions.start(reply, user.id);
        return user;
      }
      await codes.send(request, { id: user.id, email: request.body.email });
      return reply.code(202).send({ codeRequired: true, message: SIGN_IN_CODE_SENT });
    },
  );

  app.post(
    '/verify',
    {
      config: { rateLimit: app.rateLimits.signIn },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with the one-time code e-mailed by POST /api/auth/login',
        description: 'Starts a session and leaves a device credential in this browser.',
        body: verifyBodySchema,
        response: { 200: userSchema, 400: signInCodeErrorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await findUserByEmail(app.database, request.body.email);
      // An unknown address has no code waiting, as login already says of it.
      if (!user) throw fixedError(400, 'SIGN_IN_CODE_NOT_SENT');
      await codes.verify(user.id, request.body.code);
      await app.sessions.start(reply, user.id);
      await app.deviceCredentials.issue(request, reply, user.id);
      return user;
    },
  );

  app.post(
    '/logout',
    { schema: { tags: ['auth'], summary: 'Sign out of this browser', response: { 200: messageSchema } } },
    async (request, reply) => {
      // The device credential stays: it belongs to the browser, not to the session.
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
