import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../shared/api/common.ts';
import { scoreSubmissionSchema, submittedScoreSchema } from '../../../shared/api/scores.ts';
import type { AnyGameDefinition } from '../../../shared/games/define-game.ts';
import { pacificDay } from '../../../shared/time.ts';
import { fixedError, HttpError } from '../../lib/errors.ts';
import { verifiedScore } from '../../lib/game-rules.ts';
import { rescoreOnce } from './rescore.ts';

/** Finished games (under /api/scores): only the verified result of a play of the player's own. */
export const scoreRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scores stored before the server timed games itself take its time once (docs/verified-games.md).
  const rescored = await rescoreOnce(app.database, app.games.list);
  if (rescored) {
    app.log.info(rescored, "re-scored the stored verified games with the server's own time");
    if (rescored.changed + rescored.removed > 0) app.boardsChanged(app.games.ids);
  }
  const perUser = app.rateLimits.scores;
  app.post(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      // Every submission from one address is counted before its session is looked up, so that
      // made-up cookies cost no more than one address's allowance; the player's own pace is
      // counted per user once the session says who it is, however many sessions they hold.
      config: { rateLimit: app.rateLimits.scoresPerAddress },
      preHandler: [
        // The play is read while the session is checked: a submission waits for one, not both.
        (request, _reply, done) => {
          const { playId } = request.body;
          if (playId !== undefined) app.scores.readPlayEarly(request, playId);
          done();
        },
        app.requireUser,
        (request) => app.enforceLimit('scores-user', String(request.user.id), perUser),
      ],
      schema: {
        tags: ['scores'],
        summary: "Submit the score of the signed-in user's finished play",
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
      const { userId, gameId, timeSeconds, score, playId } = request.body;
      if (request.user.id !== userId)
        throw new HttpError(403, 'NOT_YOUR_ACCOUNT', 'You can only submit scores for yourself');
      const game = app.games.byId(gameId);
      if (!game) throw new HttpError(422, 'UNKNOWN_GAME', `gameId must be ${app.games.idsText}`);
      try {
        return await submit(game);
      } catch (error) {
        // The admin sees how many submissions each refusal turned away, per game and day.
        if (error instanceof HttpError && (error.statusCode === 422 || error.statusCode === 409)) {
          await app.scores
            .countRefusal(pacificDay(app.now()), gameId, error.code)
            .catch((failure: unknown) =>
              request.log.warn({ err: failure }, 'a refused submission could not be counted'),
            );
        }
        throw error;
      }
      async function submit(game: AnyGameDefinition) {
        if (playId === undefined) throw fixedError(422, 'PLAY_REQUIRED');
        const now = app.now();
        // The play is read unlocked: once over, its state never changes. The statement that stores the
        // score claims the play (locking its row) unless it was submitted meanwhile: it scores once.
        const play = await app.scores.submittedPlay(request, playId);
        if (!play) throw fixedError(422, 'PLAY_NOT_FOUND');
        if (play.userId !== userId) throw fixedError(422, 'PLAY_NOT_YOURS');
        // A suspended player still plays, but nothing of theirs is stored or ranked.
        if (play.ownerSuspended) throw fixedError(403, 'ACCOUNT_SUSPENDED');
        if (play.submittedAt !== null) throw fixedError(422, 'PLAY_SUBMITTED');
        if (play.expiresAt.getTime() <= now.getTime()) throw fixedError(422, 'PLAY_EXPIRED');
        if (play.gameId !== gameId) throw fixedError(422, 'PLAY_GAME_MISMATCH');
        const verified = verifiedScore(game, play, { timeSeconds, score }, now);
        // A once-a-day game (TL;DR) counts for the Pacific day of its deal, also when it ends after midnight.
        const day = play.onceADay ? play.day : pacificDay(now);
        const difficulty = typeof play.options.difficulty === 'string' ? play.options.difficulty : null;
        const outcome = game.outcome?.(play.state) ?? null;
        const recorded = await app.scores.record({
          userId,
          gameId,
          ...verified,
          day,
          playId,
          at: now,
          difficulty,
          outcome,
        });
        if (recorded.kind === 'play-submitted') throw fixedError(422, 'PLAY_SUBMITTED');
        if (recorded.kind === 'day-taken') throw fixedError(409, 'DUPLICATE_SCORE');
        if (recorded.boardChanged) app.boardsChanged([gameId]);
        return reply.code(201).send(recorded.score);
      }
    },
  );
};
