import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { MovesResponse } from '../../../shared/api/plays.ts';
import type { User } from '../../../shared/api/users.ts';
import { parseDictionary } from '../../../shared/games/tldr/dictionary.ts';
import type { Queryable } from '../../db/database.ts';
import { fixedError, HttpError } from '../../lib/errors.ts';
import { applyMoves, playResult } from '../../lib/game-rules.ts';
import { checkAccess, gameOf, unrankedBecause } from './play-view.ts';
import { countRefusedMoves, lockPlay, readPlay, saveMoves } from './queries.ts';

const DICTIONARY = new URL('../../../shared/games/tldr/six-letter-words.txt', import.meta.url);

/**
 * Plays moves of a stored play at the app's clock, with TL;DR's dictionary loaded once: read, play
 * and store without a lock, the store taking effect only if nobody moved the play meanwhile; the
 * rare request that lost that race plays again with the play's row locked.
 */
export async function playMover(app: FastifyInstance) {
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
    const game = gameOf(app.games, play);
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

  return async (playId: string, moves: unknown[], viewer: User | null): Promise<MovesResponse> => {
    const played = await playMoves(app.database, playId, moves, viewer, false);
    if (played) return played;
    return app.database.transaction(
      async (tx) => (await playMoves(tx, playId, moves, viewer, true)) as MovesResponse,
    );
  };
}
