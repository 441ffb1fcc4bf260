import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../shared/api/common.ts';
import {
  type MovesResponse,
  movesRequestSchema,
  movesResponseSchema,
  type Play,
  playParamsSchema,
  playSchema,
  startPlaySchema,
  tldrPastAnswerSchema,
  tldrPastDayParamsSchema,
} from '../../../shared/api/plays.ts';
import type { User } from '../../../shared/api/users.ts';
import type { GameId } from '../../../shared/games/catalog.ts';
import { parseDictionary } from '../../../shared/games/tldr/dictionary.ts';
import type { Difficulty } from '../../../shared/games/word-scramble/scoring.ts';
import { UNFINISHED_GAME_HOURS } from '../../../shared/retention.ts';
import { pacificDay } from '../../../shared/time.ts';
import type { Queryable } from '../../db/database.ts';
import { fixedError, HttpError } from '../../errors.ts';
import { tldrAnswer } from './daily.ts';
import { applyMoves, dealGame, publicPlay } from './game-rules.ts';
import {
  countDailyPlays,
  deletePlay,
  findDailyTldrPlay,
  insertPlay,
  lockPlay,
  lockPlayer,
  type PlayRow,
  readPlay,
  saveMoves,
} from './queries.ts';

const PLAY_LIFETIME_MS = UNFINISHED_GAME_HOURS * 60 * 60_000;
/** Room for a solved Number Puzzle's whole move list in one request. */
const MOVES_BODY_LIMIT_BYTES = 64 * 1024;
const DICTIONARY = new URL('../../../shared/games/tldr/six-letter-words.txt', import.meta.url);

function newPlayId(): string {
  return randomBytes(16).toString('base64url');
}

function isExpired(play: PlayRow, now: Date): boolean {
  return play.expiresAt.getTime() <= now.getTime();
}

/** A play may be read and moved by its player's session; a guest's play by anyone holding its id. */
function checkAccess(play: PlayRow | null, viewer: User | null, now: Date): PlayRow {
  if (!play) throw fixedError(404, 'PLAY_NOT_FOUND');
  if (play.userId !== null && play.userId !== viewer?.id) throw fixedError(403, 'PLAY_NOT_YOURS');
  if (isExpired(play, now)) throw fixedError(422, 'PLAY_EXPIRED');
  return play;
}

function playAnswer(play: PlayRow, now: Date): Play {
  const { status, view } = publicPlay(play.gameId, play.state, now.getTime());
  return {
    playId: play.id,
    gameId: play.gameId,
    status,
    view,
    expiresAt: play.expiresAt.toISOString(),
  } as Play;
}

/** Server-dealt games (under /api/plays): deal, resume, play move by move. */
export const playRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.serverSecret;
  const dictionary = parseDictionary(await readFile(DICTIONARY, 'utf8'));
  const env = { isWord: (word: string) => dictionary.has(word) };

  /**
   * Applies moves to a play at the server's clock and stores them: the answer, or null when another
   * request moved or submitted the play after it was read (never with `locked`, which reads it with
   * its row locked until the transaction ends).
   */
  async function playMoves(
    db: Queryable,
    playId: string,
    moves: unknown[],
    viewer: User | null,
    locked: boolean,
  ): Promise<MovesResponse | null> {
    const now = app.now();
    const read = locked ? lockPlay : readPlay;
    const play = checkAccess(await read(db, playId), viewer, now);
    if (play.submittedAt !== null) throw fixedError(422, 'PLAY_OVER');
    const applied = applyMoves(play.gameId, play.state, moves, {
      at: now.getTime(),
      moveCount: play.moveCount,
      env,
    });
    const stored = await saveMoves(db, {
      id: play.id,
      fromMoveCount: play.moveCount,
      state: applied.state,
      moves: applied.moves,
      at: now,
      overAt: applied.status === 'over' ? now : null,
    });
    if (!stored) return null;
    const answer = {
      gameId: play.gameId,
      status: applied.status,
      view: applied.view,
      reveals: applied.reveals,
    };
    return answer as MovesResponse;
  }

  /** A new play, or for a signed-in player's TL;DR the day's play already dealt (false: it is new). */
  async function deal(
    gameId: GameId,
    difficulty: Difficulty | undefined,
    userId: number | null,
  ): Promise<{ play: PlayRow; resumed: boolean }> {
    const now = app.now();
    const day = pacificDay(now);
    const fresh = (gamesBefore: number): PlayRow => {
      const { options: playOptions, state } = dealGame(gameId, difficulty, {
        userId,
        day,
        secret,
        gamesBefore,
      });
      return {
        id: newPlayId(),
        gameId,
        userId,
        options: playOptions,
        day,
        state,
        moveCount: 0,
        dealtAt: now,
        overAt: null,
        expiresAt: new Date(now.getTime() + PLAY_LIFETIME_MS),
        submittedAt: null,
      };
    };
    if (userId === null || (gameId !== 3 && gameId !== 4)) {
      const play = fresh(0);
      await insertPlay(app.database, play);
      return { play, resumed: false };
    }
    return app.database.transaction(async (tx) => {
      await lockPlayer(tx, userId);
      if (gameId === 4) {
        const today = await findDailyTldrPlay(tx, userId, day);
        if (today && !(isExpired(today, now) && today.submittedAt === null)) {
          const over =
            today.submittedAt !== null || publicPlay(4, today.state, now.getTime()).status === 'over';
          if (over) throw fixedError(409, 'TLDR_PLAYED_TODAY');
          return { play: today, resumed: true };
        }
        if (today) await deletePlay(tx, today.id);
      }
      const gamesBefore =
        gameId === 3
          ? await countDailyPlays(tx, { userId, gameId, day, difficulty: difficulty ?? 'easy' })
          : 0;
      const play = fresh(gamesBefore);
      await insertPlay(tx, play);
      return { play, resumed: false };
    });
  }

  app.post(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      config: { rateLimit: app.rateLimits.plays },
      preHandler: app.identifyUser,
      schema: {
        tags: ['plays'],
        summary: 'Deal a game (guests too); a signed-in player resumes their TL;DR of the day',
        body: startPlaySchema,
        response: { 200: playSchema, 201: playSchema, 400: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { gameId, difficulty } = request.body;
      const { play, resumed } = await deal(gameId as GameId, difficulty, request.viewer?.id ?? null);
      return reply.code(resumed ? 200 : 201).send(playAnswer(play, app.now()));
    },
  );

  app.get(
    '/:playId',
    {
      // A game is read and played at a person's pace; a flood from one address is cut before any lookup.
      config: { rateLimit: app.rateLimits.general },
      preHandler: app.identifyUser,
      schema: {
        tags: ['plays'],
        summary: 'A play as its player may see it, to resume it',
        params: playParamsSchema,
        response: { 200: playSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema },
      },
    },
    async (request) => {
      const now = app.now();
      const play = checkAccess(await readPlay(app.database, request.params.playId), request.viewer, now);
      return playAnswer(play, now);
    },
  );

  app.post(
    '/:playId/moves',
    {
      bodyLimit: MOVES_BODY_LIMIT_BYTES,
      config: { rateLimit: app.rateLimits.general },
      preHandler: app.identifyUser,
      schema: {
        tags: ['plays'],
        summary: "Play moves of the game, in order, at the server's clock",
        params: playParamsSchema,
        body: movesRequestSchema,
        response: {
          200: movesResponseSchema,
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request) => {
      const { playId } = request.params;
      const { moves } = request.body;
      // Read, play and store without a lock: the store takes effect only if nobody moved the play
      // meanwhile. The rare request that lost that race plays again with the play's row locked.
      const played = await playMoves(app.database, playId, moves, request.viewer, false);
      if (played) return played;
      return app.database.transaction(
        async (tx) => (await playMoves(tx, playId, moves, request.viewer, true)) as MovesResponse,
      );
    },
  );

  app.get(
    '/tldr/answers/:day',
    {
      config: { rateLimit: app.rateLimits.general },
      schema: {
        tags: ['plays'],
        summary: "A past Pacific day's TL;DR answer, for the practice archive",
        params: tldrPastDayParamsSchema,
        response: { 200: tldrPastAnswerSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { day } = request.params;
      if (day >= pacificDay(app.now()) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
        throw new HttpError(404, 'NOT_FOUND', 'The answer of a day is given once that day is over');
      }
      return { day, answer: tldrAnswer(secret, day) };
    },
  );
};
