import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifiedUserSchema } from '../../../shared/api/account.ts';
import {
  codeRequiredSchema,
  loginRequestSchema,
  SIGN_IN_CODE_SENT,
  signInCodeErrorSchema,
  verifyRequestSchema,
} from '../../../shared/api/auth.ts';
import { errorSchema, messageSchema } from '../../../shared/api/common.ts';
import { userSchema } from '../../../shared/api/users.ts';
import { findUserByEmail } from './queries.ts';
import { SignInCodes } from './sign-in-codes.ts';

/** Signing in and out (under /api/auth). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const codes = new SignInCodes(app);
  /** Codes to e-mail once the login's answer has gone, by request. */
  const codeDue = new WeakMap<FastifyRequest, { id: number; email: string }>();

  app.post(
    '/login',
    {
      config: { rateLimit: app.rateLimits.signIn },
      // The mail goes after the answer, so that the answer neither waits for it nor tells by its time.
      onResponse: async (request) => {
        const user = codeDue.get(request);
        if (user) codes.sendLater(request, user);
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with the e-mail address of an account',
        description:
          'From a browser holding a device credential of the account, signs in at once (200). From any ' +
          'other browser answers 202, the same whether or not the address has an account, and e-mails ' +
          "a one-time code to an account's address after answering; POST /api/auth/verify then signs in.",
        body: loginRequestSchema,
        response: {
          200: userSchema,
          202: codeRequiredSchema,
          400: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await findUserByEmail(app.database, request.body.email);
      if (user && (await app.deviceCredentials.recognizes(request, reply, user.id))) {
        await app.sessions.start(reply, user.id, { at: app.now(), lang: request.body.lang });
        return user;
      }
      await codes.countRequest(request);
      if (user) codeDue.set(request, { id: user.id, email: request.body.email });
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
        description:
          'Starts a session and leaves a device credential in this browser. The first code sign-in of ' +
          'an account whose address was never proven ends every other session and device credential of ' +
          'it first (`signedOutElsewhere: true`): whoever proves the address owns the account. An ' +
          'address without an account is answered as one with no code waiting (SIGN_IN_CODE_NOT_SENT).',
        body: verifyRequestSchema,
        response: { 200: verifiedUserSchema, 400: signInCodeErrorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await findUserByEmail(app.database, request.body.email);
      const signedIn = await codes.verify(request, user, request.body.email, request.body.code);
      const signedOutElsewhere = await app.database.transaction(async (tx) => {
        if (!(await app.accounts.proveEmail(tx, signedIn.id))) return false;
        await app.sessions.endOthers(request, signedIn.id, false, tx);
        await app.deviceCredentials.forgetOthers(request, signedIn.id, false, tx);
        return true;
      });
      await app.sessions.start(reply, signedIn.id, { at: app.now(), lang: request.body.lang });
      await app.deviceCredentials.issue(request, reply, signedIn.id);
      return { ...signedIn, signedOutElsewhere };
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
