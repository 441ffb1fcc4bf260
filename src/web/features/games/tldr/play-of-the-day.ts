import type { PlayResult, TldrWord } from '../../../../shared/api/plays.ts';
import { tldrIdentity } from '../../../../shared/games/tldr/identity.ts';
import type { Player } from '../../../../shared/games/tldr/storage.ts';
import type { SubmittedGame } from '../../../components/game/score-submitter.ts';
import { ApiError } from '../../../lib/api.ts';
import { isConnectionError, type ViewOf } from '../../../lib/plays.ts';

// The rules of TL;DR's play of the day that need no React: which play counts, when a kept play is
// dealt anew, what the screen shows and what a finished game sends.

export const TLDR_GAME_ID = 4;

export type TldrPlayView = ViewOf<typeof TLDR_GAME_ID>;

/**
 * What the screen shows: the play in progress or just finished, the day's game finished before this
 * page opened (`completed`: a signed-in player's ranked game, finished here or in another browser, or
 * the game this guest's browser kept for the day), or why the play did not load.
 */
export type TldrScreenView =
  | { kind: 'loading' }
  | { kind: 'failed'; offline: boolean }
  | { kind: 'game'; view: TldrPlayView }
  | { kind: 'completed'; view: TldrPlayView };

export function screenView(
  play: { dealError: unknown; view: TldrPlayView | null },
  restored: boolean,
): TldrScreenView {
  // Without a connection no ranked game can be dealt: the screen says so and offers practice.
  if (play.dealError) return { kind: 'failed', offline: isConnectionError(play.dealError) };
  if (!play.view) return { kind: 'loading' };
  return restored ? { kind: 'completed', view: play.view } : { kind: 'game', view: play.view };
}

/**
 * After a lost connection: a guess whose answer was lost reached the server when the play has a
 * row more than before. The start of the clock is never taken as applied: sent again, it changes
 * nothing on the server.
 */
export const alreadyApplied = (
  current: TldrPlayView,
  sent: readonly { type: string }[],
  before: TldrPlayView,
) => sent.some((move) => move.type === 'guess') && current.rows.length > before.rows.length;

/**
 * Whether a play is the one this browser keeps for the day, counts in the statistics and may be sent:
 * a signed-in player's ranked play, or a guest's (kept and counted, never sent).
 */
export const keepsRecord = (forPlayer: Player, word: TldrWord) => forPlayer === null || word === 'ranked';

/**
 * Whether a guest's kept play that could not be read again is dealt anew: yes when the server says it
 * is gone, expired or another player's; no without a connection or with the server failing, where
 * the screen shows why.
 */
export function dealsAnew(error: unknown): boolean {
  return !isConnectionError(error) && error instanceof ApiError && error.status < 500;
}

/** The score a finished game sends: a signed-in player's ranked game only, with the server's figures. */
export function rankedScore(
  forPlayer: Player,
  playId: string,
  result: PlayResult | null,
): SubmittedGame | null {
  if (forPlayer === null || !result?.ranked) return null;
  return { playId, gameId: tldrIdentity.id, timeSeconds: result.timeSeconds, score: result.score };
}
