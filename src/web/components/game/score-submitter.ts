import type { GameId } from '../../../shared/games/identities.ts';
import { ApiError, UnexpectedAnswerError } from '../../lib/api.ts';

/** A finished game's figures, as the leaderboard receives them, with the play the server dealt. */
export interface SubmittedGame {
  /** The finished play (usePlay's `playId`): the server scores only a play it dealt and saw end. */
  playId: string;
  gameId: GameId;
  timeSeconds: number;
  score: number;
}

export interface SubmitOptions {
  /**
   * Number Puzzle and TL;DR tell the player when the stored user cannot be read at the moment of
   * submission ('Error submitting score. Please try again.'); the other games stay silent.
   */
  reportUnreadableUser?: boolean;
}

/**
 * What a game screen needs to know about the player and their score: who is signed in, and a way to
 * send a finished game's score. The page composes it from the leaderboard feature and hands it to the
 * game, so that games do not depend on other features.
 */
export interface ScoreSubmitter {
  /** The signed-in player's id, or null for a guest. */
  playerId: number | null;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  /** The HTTP status of the last refusal (409: already on the board; 422: not a possible game). */
  errorStatus: number | null;
  /** Why the last submission failed: an ApiError whose `code` says why (BELOW_FLOOR, TIME_MISMATCH, ...), or null. */
  error: unknown;
  /** Sends the score; false, and nothing sent, when no readable signed-in user is stored. */
  submitScore(result: SubmittedGame, options?: SubmitOptions): boolean;
  /**
   * Whether the last submission failed in a way that sending it again may mend (`sendAgainMayMend`):
   * the result panel then offers Send again. Nothing is ever sent again without the player's press.
   */
  canSendAgain: boolean;
  /** Sends the last failed submission once more (the player pressed Send again). */
  sendAgain(): void;
}

/**
 * Whether sending a refused or lost submission again may succeed: when it never reached the server
 * (no connection) or the server failed (5xx), was too busy (429) or timed out (408). A refusal of the
 * score itself (409 already on the board, 422 not a possible game, 401 or 403) cannot.
 */
export function sendAgainMayMend(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500 || error.status === 408 || error.status === 429;
  return error !== null && error !== undefined && !(error instanceof UnexpectedAnswerError);
}

/** What became of a sent score, in the words of the shared chrome. */
export function submissionStatus(
  submitter: Pick<ScoreSubmitter, 'isPending' | 'isSuccess' | 'isError'>,
): 'submitting' | 'submitted' | 'submitFailed' {
  if (submitter.isSuccess) return 'submitted';
  if (submitter.isError) return 'submitFailed';
  return 'submitting';
}
