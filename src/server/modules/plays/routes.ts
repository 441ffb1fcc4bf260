import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../shared/api/common.ts';
import {
  type movesRequestSchema,
  type movesResponseSchema,
  playParamsSchema,
  type playSchema,
  type startPlaySchema,
  tldrArchiveSchema,
  tldrPastAnswerSchema,
  tldrPastDayParamsSchema,
} from '../../../shared/api/plays.ts';
import type { AnyGameDefinition } from '../../../shared/games/define-game.ts';
import { dayNumber } from '../../../shared/games/tldr/words.ts';
import { pacificDay } from '../../../shared/time.ts';
import { fixedError, HttpError } from '../../lib/errors.ts';
import { readTldrMeanings } from '../../lib/tldr-meanings.ts';
import { dailyWordPick } from './daily.ts';
import { playDealer } from './dealing.ts';
import { playMover } from './moves.ts';
import { checkAccess, gameOf, playAnswer } from './play-view.ts';
import { dailyWord, firstStoredDay, readPlay } from './queries.ts';

/** Room for a few moves in one request, with space to spare for a long (refused) guess. */
const MOVES_BODY_LIMIT_BYTES = 4 * 1024;

/** Server-dealt games (under /api/plays): deal, resume, play move by move. */
export const playRoutes: FastifyPluginAsyncZod = async (app) => {
  const { schemas } = app.games;
  // Only the meanings extracted from the dictionary, read once: never the dictionary itself.
  const meanings = await readTldrMeanings();
  const deal = playDealer(app, meanings);
  const movePlay = await playMover(app);
  /** TL;DR's shared word of the day of a Pacific day: the stored one, or the pick, stored now. */
  const sharedWord = (day: string) => dailyWord(app.database, day, dailyWordPick(app.serverSecret, day));

  app.post(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      config: { rateLimit: app.rateLimits.plays },
      preHandler: app.identifyUser,
      schema: {
        tags: ['plays'],
        summary:
          "Deal a game (guests too); a signed-in player's ranked TL;DR of the day is dealt once and then resumed",
        body: schemas.startPlay as typeof startPlaySchema,
        response: {
          200: schemas.play as typeof playSchema,
          201: schemas.play as typeof playSchema,
          400: errorSchema,
          401: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { gameId, difficulty, word } = request.body;
      const viewer = request.viewer?.id ?? null;
      if (viewer === null && word === 'ranked') throw fixedError(401, 'SIGN_IN_REQUIRED');
      const game = app.games.byId(gameId) as AnyGameDefinition;
      const { play, resumed } = await deal(game, difficulty, viewer, word ?? 'ranked');
      return reply.code(resumed ? 200 : 201).send(playAnswer(game, play, app.now()));
    },
  );

  app.get(
    '/:playId',
    {
      // A game is read and played at a person's pace; a flood from one address is cut before any lookup.
      config: { rateLimit: app.rateLimits.playReads },
      preHandler: app.identifyUser,
      schema: {
        tags: ['plays'],
        summary: 'A play as its player may see it, to resume it',
        params: playParamsSchema,
        response: {
          200: schemas.play as typeof playSchema,
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request) => {
      const now = app.now();
      const play = checkAccess(await readPlay(app.database, request.params.playId), request.viewer, now);
      return playAnswer(gameOf(app.games, play), play, now);
    },
  );

  app.post(
    '/:playId/moves',
    {
      bodyLimit: MOVES_BODY_LIMIT_BYTES,
      config: { rateLimit: app.rateLimits.moves },
      preHandler: app.identifyUser,
      schema: {
        tags: ['plays'],
        summary: "Play moves of the game, in order, at the server's clock",
        params: playParamsSchema,
        body: schemas.movesRequest as typeof movesRequestSchema,
        response: {
          200: schemas.movesResponse as typeof movesResponseSchema,
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request) => movePlay(request.params.playId, request.body.moves, request.viewer),
  );

  app.get(
    '/tldr/archive',
    {
      config: { rateLimit: app.rateLimits.general },
      schema: {
        tags: ['plays'],
        summary: 'The first day of the TL;DR practice archive: the first stored word of the day',
        response: { 200: tldrArchiveSchema },
      },
    },
    async () => ({ firstDay: await firstStoredDay(app.database) }),
  );

  app.get(
    '/tldr/answers/:day',
    {
      config: { rateLimit: app.rateLimits.general },
      schema: {
        tags: ['plays'],
        summary: "A past Pacific day's TL;DR word of the day and its meaning, for the practice archive",
        params: tldrPastDayParamsSchema,
        response: { 200: tldrPastAnswerSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { day } = request.params;
      const today = pacificDay(app.now());
      const first = await firstStoredDay(app.database);
      // Days are compared as days: the schema took only real calendar days.
      if (first === null || dayNumber(day) >= dayNumber(today) || dayNumber(day) < dayNumber(first)) {
        throw new HttpError(
          404,
          'NOT_FOUND',
          'The word of a day is given once that day is over, for the days since the first word of the day',
        );
      }
      const answer = await sharedWord(day);
      return { day, answer, meaning: meanings.get(answer) ?? null };
    },
  );
};
