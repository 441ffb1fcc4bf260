import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../shared/api/common.ts';
import { scoreSubmissionSchema, submittedScoreSchema } from '../../../shared/api/scores.ts';
import { GAME_IDS_TEXT, isGameId } from '../../../shared/games/catalog.ts';
import { implausibleScoreReason } from '../../../shared/games/plausibility.ts';
import { fixedError, HttpError } from '../../errors.ts';
import { SESSION_COOKIE } from '../../plugins/session.ts';
import { recordScore } from './queries.ts';

/** Finished games (under /api/scores). */
export const scoreRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = app.rateLimits.scores;
  app.post(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      config: {
        // Limited per signed-in browser (falling back to the address), at the pace a person finishes games.
        rateLimit: limit && {
          ...limit,
          keyGenerator: (request) => {
            const token = request.cookies[SESSION_COOKIE];
            // Hashed, so that a shared counter store never holds a usable session token.
            return token ? createHash('sha256').update(token).digest('base64url') : request.ip;
          },
        },
      },
      preHandler: app.requireUser,
      schema: {
        tags: ['scores'],
        summary: 'Submit a finished game for the signed-in user',
        body: scoreSubmissionSchema,
        response: {
          201: submittedScoreSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          409: errorSchema,
          422: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { userId, gameId, timeSeconds, score } = request.body;
      if (request.user.id !== userId)
        throw new HttpError(403, 'NOT_YOUR_ACCOUNT', 'You can only submit scores for yourself');
      if (!isGameId(gameId)) throw new HttpError(422, 'UNKNOWN_GAME', `gameId must be ${GAME_IDS_TEXT}`);
      const reason = implausibleScoreReason(gameId, timeSeconds, score);
      if (reason) throw new HttpError(422, 'IMPLAUSIBLE_SCORE', reason);
      const recorded = await recordScore(app.database, { userId, gameId, timeSeconds, score }, app.now());
      if (!recorded) throw fixedError(409, 'DUPLICATE_SCORE');
      if (recorded.boardChanged) app.boardCache?.invalidate(gameId);
      return reply.code(201).send(recorded.score);
    },
  );
};
