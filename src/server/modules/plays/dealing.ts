import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TldrWord } from '../../../shared/api/plays.ts';
import type { AnyGameDefinition, Difficulty } from '../../../shared/games/define-game.ts';
import { UNFINISHED_GAME_HOURS } from '../../../shared/retention.ts';
import { nextPacificMidnight, pacificDay } from '../../../shared/time.ts';
import type { Queryable } from '../../db/database.ts';
import type { TldrMeanings } from '../../lib/tldr-meanings.ts';
import { cryptoRandom, keyedRandom } from './daily.ts';
import { isExpired } from './play-view.ts';
import {
  countDailyPlays,
  dailyWord,
  deletePlay,
  findOnceADayPlay,
  insertPlay,
  lockPlayer,
  type PlayRow,
} from './queries.ts';

const PLAY_LIFETIME_MS = UNFINISHED_GAME_HOURS * 60 * 60_000;

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

/**
 * Deals plays at the app's clock, from its secret and into its database: a new play, or for a
 * once-a-day game's ranked play the day's play already dealt (resumed). A guest's play of a game with
 * a shared game of the day, and a signed-in player's asked for with `word: 'daily'`, is that shared
 * game, unranked.
 */
export function playDealer(app: FastifyInstance, meanings: TldrMeanings) {
  const keyed = (key: string) => keyedRandom(app.serverSecret, key);

  return async function deal(
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
        meaningOf: (answer) => meanings.get(answer) ?? null,
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
  };
}
