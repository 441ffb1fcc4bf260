import { queryOptions } from '@tanstack/react-query';
import type {
  LeaderboardEntry,
  LeaderboardPeriod,
  OwnLeaderboardEntry,
} from '../../../shared/api/leaderboard.ts';
import { apiGet } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-client.ts';

export function leaderboardQuery(gameId: number, period: LeaderboardPeriod) {
  return queryOptions({
    queryKey: queryKeys.leaderboard(gameId, period),
    queryFn: () => apiGet<LeaderboardEntry[]>(`/api/leaderboard/${gameId}?period=${period}`),
  });
}

/** The signed-in player's own entry; a session the server no longer knows simply has none. */
export function ownRankQuery(userId: number, gameId: number, period: LeaderboardPeriod) {
  return queryOptions({
    queryKey: queryKeys.ownRank(userId, gameId, period),
    queryFn: async () => {
      const own = await apiGet<OwnLeaderboardEntry | null>(`/api/leaderboard/${gameId}/me?period=${period}`, {
        on401: 'returnNull',
      });
      return own?.entry ?? null;
    },
  });
}
