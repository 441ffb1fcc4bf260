import { historyAnswer, progressAnswer } from '../../lib/answers/progress.ts';
import { apiGet, apiGetOrNullWhenSignedOut } from '../../lib/api.ts';

/** A player's own progress and history, under /api/users/{id} (src/shared/api/progress.ts). */

/** The player's progress, or null when the server no longer knows the session. */
export const loadProgress = (userId: number) =>
  apiGetOrNullWhenSignedOut(`/api/users/${userId}/progress`, progressAnswer);

/** One page of the player's games, newest first: of one game or all, from the row before `before`. */
export function loadHistory(userId: number, { gameId, before }: { gameId?: number; before?: number }) {
  const query = new URLSearchParams();
  if (gameId !== undefined) query.set('gameId', String(gameId));
  if (before !== undefined) query.set('before', String(before));
  const search = query.size > 0 ? `?${query}` : '';
  return apiGet(`/api/users/${userId}/history${search}`, historyAnswer);
}
