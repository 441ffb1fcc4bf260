import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signUpRequestSchema } from '../../../shared/api/auth.ts';
import { errorSchema, idSchema, messageSchema } from '../../../shared/api/common.ts';
import {
  availabilitySchema,
  usernameParamsSchema,
  userSchema,
  userScoresSchema,
} from '../../../shared/api/users.ts';
import { HttpError, unauthorized } from '../../lib/errors.ts';
import { profiledUsername } from '../../lib/usernames/identifier-profile.ts';
import { backfillUsernameSkeletons, createUser, isUsernameAvailable, userScores } from './queries.ts';

const signUpBody = signUpRequestSchema.extend({ username: profiledUsername });
const usernameParams = usernameParamsSchema.extend({ username: profiledUsername });

/** Accounts (under /api/users). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const filled = await backfillUsernameSkeletons(app.database);
  if (filled > 0) app.log.info({ accounts: filled }, 'gave existing usernames their look-alike keys');
  app.get(
    '/check/:username',
    {
      config: { rateLimit: app.rateLimits.checks },
      schema: {
        tags: ['users'],
        summary:
          'Whether a username is still free (in any case, and with no existing name that looks the same)',
        params: usernameParams,
        response: { 200: availabilitySchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => ({ available: await isUsernameAvailable(app.database, request.params.username) }),
  );

  app.post(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      config: { rateLimit: app.rateLimits.signIn },
      schema: {
        tags: ['users'],
        summary: 'Create an account (passwordless), sign it in and remember this browser for it',
        body: signUpBody,
        response: { 201: userSchema, 400: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await createUser(app.database, request.body.username, request.body.email);
      await app.sessions.start(reply, user.id, { at: app.now(), lang: request.body.lang });
      await app.deviceCredentials.issue(request, reply, user.id);
      return reply.code(201).send(user);
    },
  );

  app.delete(
    '/me',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: "Delete the signed-in user's account and everything kept of it",
        description:
          'Deletes, in one transaction, the user, their sessions, device credentials, sign-in codes, ' +
          'games, scores, leaderboard entries and statistics, and takes them out of the site totals; ' +
          'cached boards are dropped on every instance. Clears the session and device cookies. ' +
          'Answers 401 when the session is gone, also when the account was deleted meanwhile.',
        response: { 200: messageSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const deleted = await app.accounts.delete(request.user.id);
      await app.sessions.end(request, reply);
      app.deviceCredentials.clear(request, reply);
      if (!deleted) throw unauthorized();
      return { message: 'Your account has been deleted.' };
    },
  );

  app.get(
    '/:userId/scores',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: "The signed-in user's games played and best time per game",
        params: z.strictObject({ userId: idSchema }),
        response: { 200: userScoresSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      if (request.user.id !== request.params.userId)
        throw new HttpError(403, 'NOT_YOUR_ACCOUNT', 'You can only see your own scores');
      return userScores(app.database, request.user.id, app.games.ids);
    },
  );
};
