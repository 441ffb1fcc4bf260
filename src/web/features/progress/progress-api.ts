import { historyAnswer, progressAnswer } from '../../lib/answers/progress.ts';
import { apiGet, apiGetOrNullWhenSignedOut } from '../../lib/api.ts';

/** A player's own progress and history, under /api/users/{id} (src/shared/api/progress.ts). */

/** The player's progress, or null when the server no longer knows the session. */
export const loadProgress = (userId: number) =>
  apiGetOrNullWhenSignedOut(`/api/users/${userId}/progress`, progressAnswer);

/** Which of the player's games are listed: one game or all, and the Pacific days from and to (both kept). */
export interface HistoryFilter {
  gameId?: number;
  from?: string;
  to?: string;
}

/** One page of the player's games, newest first, as the filter says, from the row before `before`. */
export function loadHistory(
  userId: number,
  { gameId, from, to, before }: HistoryFilter & { before?: number },
) {
  const query = new URLSearchParams();
  if (gameId !== undefined) query.set('gameId', String(gameId));
  if (from !== undefined) query.set('from', from);
  if (to !== undefined) query.set('to', to);
  if (before !== undefined) query.set('before', String(before));
  const search = query.size > 0 ? `?${query}` : '';
  return apiGet(`/api/users/${userId}/history${search}`, historyAnswer);
}
