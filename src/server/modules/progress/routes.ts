import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../shared/api/common.ts';
import {
  historyQuerySchemaOf,
  historySchema,
  progressParamsSchema,
  progressSchema,
} from '../../../shared/api/progress.ts';
import { gameIdSchemaOf } from '../../../shared/api/scores.ts';
import { statsFromRankedDays, withWinPercent } from '../../../shared/games/tldr/stats.ts';
import { pacificDay } from '../../../shared/time.ts';
import { HttpError } from '../../lib/errors.ts';
import { readGameProgress, readHistory, readRankedDays } from './queries.ts';

const notYours = () => new HttpError(403, 'NOT_YOUR_ACCOUNT', 'You can only see your own progress');

/** A signed-in player's own progress and history (under /api/users). */
export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  // The statistics of guesses, win rate and streaks belong to the once-a-day game of guesses (TL;DR).
  const dailyGuesses = app.games.list.find((game) => game.capabilities.onceADay && game.outcome);
  const historyQuery = historyQuerySchemaOf(gameIdSchemaOf(app.games.ids));

  app.get(
    '/:userId/progress',
    {
      preHandler: app.requireUser,
      config: { rateLimit: app.rateLimits.general },
      schema: {
        tags: ['users'],
        summary: "The signed-in player's statistics per game, scores over time and where they stand",
        description:
          'From verified games only. Per game: games played, best score and time, total points, the ' +
          'best score of each of the last 90 Pacific days with the number of games behind it, the games ' +
          "of each of the last 13 weeks, and where the player's best of this month stands among this " +
          "month's games of the same game and difficulty (with their number). TL;DR: played, win %, " +
          'streaks (Pacific days) and guess distribution of the ranked games, one a day.',
        params: progressParamsSchema,
        response: {
          200: progressSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      if (request.user.id !== request.params.userId) throw notYours();
      const today = pacificDay(app.now());
      const [games, rankedDays] = await Promise.all([
        readGameProgress(app.database, request.user.id, app.games.ids, today),
        dailyGuesses ? readRankedDays(app.database, request.user.id, dailyGuesses.identity.id) : [],
      ]);
      return {
        today,
        month: today.slice(0, 7),
        games,
        tldr: withWinPercent(statsFromRankedDays(rankedDays, today)),
      };
    },
  );

  app.get(
    '/:userId/history',
    {
      preHandler: app.requireUser,
      config: { rateLimit: app.rateLimits.general },
      schema: {
        tags: ['users'],
        summary: "The signed-in player's games, newest first, a page at a time",
        description:
          'Optionally one game (`gameId`) and a range of Pacific days (`from`, `to`, inclusive, ' +
          'YYYY-MM-DD). `limit` rows a page (1 to 100, 50 unless given); pass the `next` of a page as ' +
          '`before` for the one after it.',
        params: progressParamsSchema,
        querystring: historyQuery,
        response: {
          200: historySchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      if (request.user.id !== request.params.userId) throw notYours();
      return readHistory(app.database, request.user.id, request.query);
    },
  );
};
