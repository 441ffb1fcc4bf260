import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../shared/api/common.ts';
import {
  type MovesResponse,
  type movesRequestSchema,
  type movesResponseSchema,
  type Play,
  playParamsSchema,
  type playSchema,
  type startPlaySchema,
  type TldrWord,
  tldrPastAnswerSchema,
  tldrPastDayParamsSchema,
} from '../../../shared/api/plays.ts';
import type { User } from '../../../shared/api/users.ts';
import type { AnyGameDefinition, Difficulty } from '../../../shared/games/define-game.ts';
import { parseDictionary } from '../../../shared/games/tldr/dictionary.ts';
import { dayNumber } from '../../../shared/games/tldr/words.ts';
import { UNFINISHED_GAME_HOURS } from '../../../shared/retention.ts';
import { nextPacificMidnight, pacificDay } from '../../../shared/time.ts';
import type { Queryable } from '../../db/database.ts';
import { fixedError, HttpError } from '../../lib/errors.ts';
import { cryptoRandom, dailyWordPick, keyedRandom } from './daily.ts';
import { applyMoves, playResult, publicPlay } from './game-rules.ts';
import {
  countDailyPlays,
  countRefusedMoves,
  dailyWord,
  deletePlay,
  findOnceADayPlay,
  firstStoredDay,
  insertPlay,
  lockPlay,
  lockPlayer,
  type PlayRow,
  readPlay,
  saveMoves,
} from './queries.ts';

const PLAY_LIFETIME_MS = UNFINISHED_GAME_HOURS * 60 * 60_000;
/** Room for a few moves in one request, with space to spare for a long (refused) guess. */
const MOVES_BODY_LIMIT_BYTES = 4 * 1024;
const DICTIONARY = new URL('../../../shared/games/tldr/six-letter-words.txt', import.meta.url);

function newPlayId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * When a play dealt at this instant expires: a day after its deal, and never before the end of the
 * Pacific day it was dealt on, which the day of the autumn clock change makes 25 hours long (a
 * TL;DR dealt in its first hour would otherwise expire before the day, and its one ranked game, ends).
 */
function playExpiry(dealtAt: Date): Date {
  return new Date(Math.max(dealtAt.getTime() + PLAY_LIFETIME_MS, nextPacificMidnight(dealtAt).getTime()));
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

/** Why a play cannot go on a board whatever its time: a guest's, or a shared game of the day (TL;DR's word). */
function unrankedBecause(play: Pick<PlayRow, 'userId' | 'ranked'>): 'guest' | 'word-of-the-day' | null {
  if (play.userId === null) return 'guest';
  return play.ranked ? null : 'word-of-the-day';
}

function playAnswer(game: AnyGameDefinition, play: PlayRow, now: Date): Play {
  const { status, view } = publicPlay(game, play.state, now.getTime());
  const unranked = unrankedBecause(play);
  return {
    playId: play.id,
    gameId: play.gameId,
    status,
    view,
    expiresAt: play.expiresAt.toISOString(),
    ranked: unranked === null,
    result: playResult(game, play.state, unranked),
    submitted: play.submittedAt !== null,
  } as Play;
}

/** Server-dealt games (under /api/plays): deal, resume, play move by move. */
export const playRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.serverSecret;
  const { schemas } = app.games;
  /** The game of a stored play: one of this server's (a play of a game since removed is not found). */
  const gameOf = (play: PlayRow): AnyGameDefinition => {
    const game = app.games.byId(play.gameId);
    if (!game) throw fixedError(404, 'PLAY_NOT_FOUND');
    return game;
  };
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
    const game = gameOf(play);
    let applied: ReturnType<typeof applyMoves>;
    try {
      applied = applyMoves(game, play.state, moves, {
        at: now.getTime(),
        moveCount: play.moveCount + play.refusedMoves,
        env,
      });
    } catch (error) {
      // Refused moves count towards the game's cap, so that a script cannot try moves without end.
      if (error instanceof HttpError && error.code !== 'TOO_MANY_MOVES') {
        await countRefusedMoves(db, play.id, moves.length);
      }
      throw error;
    }
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
      result: playResult(game, applied.state, unrankedBecause(play)),
    };
    return answer as MovesResponse;
  }

  /** TL;DR's shared word of the day of a Pacific day: the stored one, or the pick, stored now. */
  const sharedWord = (day: string) => dailyWord(app.database, day, dailyWordPick(secret, day));
  const keyed = (key: string) => keyedRandom(secret, key);

  /**
   * A new play, or for a once-a-day game's ranked play the day's play already dealt (resumed). A
   * guest's play of a game with a shared game of the day, and a signed-in player's asked for with
   * `word: 'daily'`, is that shared game, unranked.
   */
  async function deal(
    game: AnyGameDefinition,
    difficulty: Difficulty | undefined,
    userId: number | null,
    word: TldrWord,
  ): Promise<{ play: PlayRow; resumed: boolean }> {
    const now = app.now();
    const day = pacificDay(now);
    const { capabilities } = game;
    const gameId = game.identity.id;
    const ranked = userId !== null && !(capabilities.sharedDaily && word === 'daily');
    const request = { userId, day, difficulty: difficulty ?? null, ranked };
    const fresh = async (db: Queryable, gamesBefore: number): Promise<PlayRow> => {
      const dealt = await game.deal(request, {
        random: cryptoRandom,
        keyedRandom: keyed,
        gamesBefore,
        // Within the deal's transaction when there is one: the embedded engine has a single connection.
        sharedOfDay: (pick) => dailyWord(db, day, pick),
      });
      return {
        id: newPlayId(),
        gameId,
        userId,
        options: capabilities.sharedDaily
          ? { ...dealt.options, word: ranked ? 'ranked' : 'daily' }
          : dealt.options,
        day,
        state: dealt.state,
        moveCount: 0,
        refusedMoves: 0,
        ranked,
        onceADay: capabilities.onceADay,
        dealtAt: now,
        overAt: null,
        expiresAt: playExpiry(now),
        submittedAt: null,
      };
    };
    if (!ranked || !(capabilities.onceADay || capabilities.dailyOrder)) {
      const play = await fresh(app.database, 0);
      await insertPlay(app.database, play);
      return { play, resumed: false };
    }
    const player = userId as number;
    return app.database.transaction(async (tx) => {
      await lockPlayer(tx, player);
      if (capabilities.onceADay) {
        const today = await findOnceADayPlay(tx, { userId: player, gameId, day });
        if (today && !(isExpired(today, now) && today.submittedAt === null)) {
          // Unfinished, it resumes; finished, it shows again as it ended (one ranked game a day).
          return { play: today, resumed: true };
        }
        if (today) await deletePlay(tx, today.id);
      }
      const gamesBefore = capabilities.dailyOrder
        ? await countDailyPlays(tx, { userId: player, gameId, day, difficulty: difficulty ?? null })
        : 0;
      const play = await fresh(tx, gamesBefore);
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
      return playAnswer(gameOf(play), play, now);
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
        summary: "A past Pacific day's TL;DR word of the day, for the practice archive",
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
      return { day, answer: await sharedWord(day) };
    },
  );
};
