import { queryOptions } from '@tanstack/react-query';
import type { SiteStats } from '../../../shared/api/stats.ts';
import type { UserScores } from '../../../shared/api/users.ts';
import { apiGet } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-client.ts';

export const statsQuery = queryOptions({
  queryKey: queryKeys.stats,
  queryFn: () => apiGet<SiteStats>('/api/stats'),
});

/** The player's own scores; a session the server no longer knows reads as no scores yet. */
export function userScoresQuery(userId: number) {
  return queryOptions({
    queryKey: queryKeys.userScores(userId),
    queryFn: async () =>
      (await apiGet<UserScores | null>(`/api/users/${userId}/scores`, { on401: 'returnNull' })) ?? {},
  });
}
