import { siteStatsAnswer } from '../../lib/answers/stats.ts';
import { userScoresAnswer } from '../../lib/answers/users.ts';
import { apiGet, apiGetOrNullWhenSignedOut } from '../../lib/api.ts';
import { readKeys, useRead } from '../../lib/reads.ts';

const loadStats = () => apiGet('/api/stats', siteStatsAnswer);

/** The community figures. */
export function useStats() {
  return useRead(readKeys.stats, loadStats);
}

/** The player's own scores; a session the server no longer knows reads as no scores yet. */
export function useUserScores(userId: number) {
  return useRead(
    readKeys.userScores(userId),
    async () => (await apiGetOrNullWhenSignedOut(`/api/users/${userId}/scores`, userScoresAnswer)) ?? {},
  );
}
