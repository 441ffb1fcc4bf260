import type { FastifyInstance } from 'fastify';
import type { Play } from '../../../shared/api/plays.ts';
import type { User } from '../../../shared/api/users.ts';
import type { AnyGameDefinition } from '../../../shared/games/define-game.ts';
import { fixedError } from '../../lib/errors.ts';
import { playResult, publicPlay } from '../../lib/game-rules.ts';
import type { PlayRow } from './queries.ts';

// Who may see and move a stored play, and what they see of it.

export function isExpired(play: PlayRow, now: Date): boolean {
  return play.expiresAt.getTime() <= now.getTime();
}

/** A play may be read and moved by its player's session; a guest's play by anyone holding its id. */
export function checkAccess(play: PlayRow | null, viewer: User | null, now: Date): PlayRow {
  if (!play) throw fixedError(404, 'PLAY_NOT_FOUND');
  if (play.userId !== null && play.userId !== viewer?.id) throw fixedError(403, 'PLAY_NOT_YOURS');
  if (isExpired(play, now)) throw fixedError(422, 'PLAY_EXPIRED');
  return play;
}

/** The game of a stored play: one of this server's (a play of a game since removed is not found). */
export function gameOf(games: FastifyInstance['games'], play: PlayRow): AnyGameDefinition {
  const game = games.byId(play.gameId);
  if (!game) throw fixedError(404, 'PLAY_NOT_FOUND');
  return game;
}

/** Why a play cannot go on a board whatever its time: a guest's, or a shared game of the day (TL;DR's word). */
export function unrankedBecause(
  play: Pick<PlayRow, 'userId' | 'ranked'>,
): 'guest' | 'word-of-the-day' | null {
  if (play.userId === null) return 'guest';
  return play.ranked ? null : 'word-of-the-day';
}

/** The play as its player sees it at `now`, with its result once it is over. */
export function playAnswer(game: AnyGameDefinition, play: PlayRow, now: Date): Play {
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
