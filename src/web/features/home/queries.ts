import { queryOptions } from '@tanstack/react-query';
import { siteStatsAnswer, userScoresAnswer } from '../../lib/answer-shapes.ts';
import { apiGet, apiGetOrNullWhenSignedOut } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-client.ts';

export const statsQuery = queryOptions({
  queryKey: queryKeys.stats,
  queryFn: () => apiGet('/api/stats', siteStatsAnswer),
});

/** The player's own scores; a session the server no longer knows reads as no scores yet. */
export function userScoresQuery(userId: number) {
  return queryOptions({
    queryKey: queryKeys.userScores(userId),
    queryFn: async () =>
      (await apiGetOrNullWhenSignedOut(`/api/users/${userId}/scores`, userScoresAnswer)) ?? {},
  });
}
