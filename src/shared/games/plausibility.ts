import type { GameId } from './catalog.ts';
import { registeredGame } from './registry.ts';

const MAX_GAME_SECONDS = 86_400;

/**
 * Why a finished game could not have produced this time and score, or null when it could.
 * The same scoring functions run in the games, so the bounds follow the rules exactly.
 */
export function implausibleScoreReason(gameId: GameId, timeSeconds: number, score: number): string | null {
  const { bounds } = registeredGame(gameId);
  if (!Number.isInteger(timeSeconds) || timeSeconds < 1 || timeSeconds > MAX_GAME_SECONDS) {
    return `Time must be a whole number of seconds from 1 to ${MAX_GAME_SECONDS.toLocaleString('en-US')}`;
  }
  if (!Number.isInteger(score) || score < 0) return 'Score must be a whole number of at least 0';
  if (timeSeconds < bounds.minSeconds) {
    return `This game cannot be finished in under ${bounds.minSeconds} seconds`;
  }
  const max = bounds.maxScore(timeSeconds);
  if (score > max) return `A score of ${score} is not possible in ${timeSeconds} seconds (at most ${max})`;
  return null;
}
