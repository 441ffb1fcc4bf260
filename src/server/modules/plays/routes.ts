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
  type TldrWord,
  tldrPastAnswerSchema,
  tldrPastDayParamsSchema,
} from '../../../shared/api/plays.ts';
import type { User } from '../../../shared/api/users.ts';
import type { GameId } from '../../../shared/games/catalog.ts';
import { parseDictionary } from '../../../shared/games/tldr/dictionary.ts';
import { dayNumber } from '../../../shared/games/tldr/words.ts';
import type { Difficulty } from '../../../shared/games/word-scramble/scoring.ts';
import { UNFINISHED_GAME_HOURS } from '../../../shared/retention.ts';
import { nextPacificMidnight, pacificDay } from '../../../shared/time.ts';
import type { Queryable } from '../../db/database.ts';
import { fixedError, HttpError } from '../../errors.ts';
import { dailyWordPick, rankedWordPick } from './daily.ts';
import { applyMoves, dealGame, playResult, publicPlay } from './game-rules.ts';
import {
  countDailyPlays,
  countRefusedMoves,
  dailyWord,
  deletePlay,
  findDailyTldrPlay,
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

/** Why a play cannot go on a board whatever its time: a guest's, or TL;DR's word of the day. */
function unrankedBecause(play: Pick<PlayRow, 'userId' | 'ranked'>): 'guest' | 'word-of-the-day' | null {
  if (play.userId === null) return 'guest';
  return play.ranked ? null : 'word-of-the-day';
}

function playAnswer(play: PlayRow, now: Date): Play {
  const { status, view } = publicPlay(play.gameId, play.state, now.getTime());
  const unranked = unrankedBecause(play);
  return {
    playId: play.id,
    gameId: play.gameId,
    status,
    view,
    expiresAt: play.expiresAt.toISOString(),
    ranked: unranked === null,
    result: playResult(play.gameId, play.state, unranked),
    submitted: play.submittedAt !== null,
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
    let applied: ReturnType<typeof applyMoves>;
    try {
      applied = applyMoves(play.gameId, play.state, moves, {
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
      result: playResult(play.gameId, applied.state, unrankedBecause(play)),
    };
    return answer as MovesResponse;
  }

  /** The shared word of the day of a Pacific day: the stored one, or the pick, stored now. */
  const sharedWord = (day: string) => dailyWord(app.database, day, dailyWordPick(secret, day));

  /** The answer of a TL;DR play: the day's shared word, or the player's own ranked word. */
  async function tldrAnswerFor(day: string, userId: number | null, word: TldrWord): Promise<string> {
    const shared = await sharedWord(day);
    if (userId === null || word === 'daily') return shared;
    return rankedWordPick(secret, userId, day, shared);
  }

  /**
   * A new play, or for a signed-in player's ranked TL;DR the day's play already dealt (resumed). A
   * guest's TL;DR, and a signed-in player's TL;DR of the word of the day, is the day's shared word,
   * unranked.
   */
  async function deal(
    gameId: GameId,
    difficulty: Difficulty | undefined,
    userId: number | null,
    word: TldrWord,
  ): Promise<{ play: PlayRow; resumed: boolean }> {
    const now = app.now();
    const day = pacificDay(now);
    const ranked = userId !== null && !(gameId === 4 && word === 'daily');
    const tldrAnswer = gameId === 4 ? await tldrAnswerFor(day, userId, word) : '';
    const fresh = (gamesBefore: number): PlayRow => {
      const { options: playOptions, state } = dealGame(gameId, difficulty, {
        userId,
        day,
        secret,
        gamesBefore,
        tldrAnswer,
      });
      return {
        id: newPlayId(),
        gameId,
        userId,
        options: gameId === 4 ? { ...playOptions, word: ranked ? 'ranked' : 'daily' } : playOptions,
        day,
        state,
        moveCount: 0,
        refusedMoves: 0,
        ranked,
        dealtAt: now,
        overAt: null,
        expiresAt: playExpiry(now),
        submittedAt: null,
      };
    };
    if (!ranked || (gameId !== 3 && gameId !== 4)) {
      const play = fresh(0);
      await insertPlay(app.database, play);
      return { play, resumed: false };
    }
    return app.database.transaction(async (tx) => {
      await lockPlayer(tx, userId as number);
      if (gameId === 4) {
        const today = await findDailyTldrPlay(tx, userId as number, day);
        if (today && !(isExpired(today, now) && today.submittedAt === null)) {
          // Unfinished, it resumes; finished, it shows again as it ended (one ranked game a day).
          return { play: today, resumed: true };
        }
        if (today) await deletePlay(tx, today.id);
      }
      const gamesBefore =
        gameId === 3
          ? await countDailyPlays(tx, {
              userId: userId as number,
              gameId,
              day,
              difficulty: difficulty ?? 'easy',
            })
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
        summary:
          "Deal a game (guests too); a signed-in player's ranked TL;DR of the day is dealt once and then resumed",
        body: startPlaySchema,
        response: { 200: playSchema, 201: playSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { gameId, difficulty, word } = request.body;
      const viewer = request.viewer?.id ?? null;
      if (viewer === null && word === 'ranked') throw fixedError(401, 'SIGN_IN_REQUIRED');
      const { play, resumed } = await deal(gameId as GameId, difficulty, viewer, word ?? 'ranked');
      return reply.code(resumed ? 200 : 201).send(playAnswer(play, app.now()));
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
      config: { rateLimit: app.rateLimits.moves },
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
