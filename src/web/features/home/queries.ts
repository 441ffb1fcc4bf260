import { queryOptions } from '@tanstack/react-query';
import { siteStatsSchema } from '../../../shared/api/stats.ts';
import { userScoresSchema } from '../../../shared/api/users.ts';
import { apiGet, apiGetOrNullWhenSignedOut } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-client.ts';

export const statsQuery = queryOptions({
  queryKey: queryKeys.stats,
  queryFn: () => apiGet('/api/stats', siteStatsSchema),
});

/** The player's own scores; a session the server no longer knows reads as no scores yet. */
export function userScoresQuery(userId: number) {
  return queryOptions({
    queryKey: queryKeys.userScores(userId),
    queryFn: async () =>
      (await apiGetOrNullWhenSignedOut(`/api/users/${userId}/scores`, userScoresSchema)) ?? {},
  });
}
