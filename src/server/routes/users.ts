import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idSchema } from '../../shared/api/common.ts';
import {
  availabilitySchema,
  signUpBodySchema,
  usernameParamsSchema,
  userSchema,
  userScoresSchema,
} from '../../shared/api/users.ts';
import type { Deps } from '../deps.ts';
import { HttpError } from '../errors.ts';
import { userScores } from '../services/scores.ts';
import { createUser, isUsernameAvailable } from '../services/users.ts';

export const userRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/api/users/check/:username',
    {
      config: { rateLimit: deps.limits.checks },
      schema: {
        tags: ['users'],
        summary: 'Whether a username is still free (case-insensitive)',
        params: usernameParamsSchema,
        response: { 200: availabilitySchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => ({ available: await isUsernameAvailable(deps.database, request.params.username) }),
  );

  app.post(
    '/api/users',
    {
      config: { rateLimit: deps.limits.signIn },
      schema: {
        tags: ['users'],
        summary: 'Create an account (passwordless) and sign it in',
        body: signUpBodySchema,
        response: { 201: userSchema, 400: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await createUser(deps.database, request.body.username, request.body.email);
      await deps.sessions.start(reply, user.id);
      return reply.code(201).send(user);
    },
  );

  app.get(
    '/api/users/:userId/scores',
    {
      schema: {
        tags: ['users'],
        summary: "The signed-in user's games played and best time per game",
        params: z.strictObject({ userId: idSchema }),
        response: { 200: userScoresSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const user = await deps.sessions.requireUser(request);
      if (user.id !== request.params.userId)
        throw new HttpError(403, 'NOT_YOUR_ACCOUNT', 'You can only see your own scores');
      return userScores(deps.database, user.id);
    },
  );
};
