import { queryOptions } from '@tanstack/react-query';
import type { LeaderboardPeriod } from '../../../shared/api/leaderboard.ts';
import { leaderboardAnswer, ownLeaderboardEntryAnswer } from '../../lib/answer-shapes.ts';
import { apiGet, apiGetOrNullWhenSignedOut } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-client.ts';

export function leaderboardQuery(gameId: number, period: LeaderboardPeriod) {
  return queryOptions({
    queryKey: queryKeys.leaderboard(gameId, period),
    queryFn: () => apiGet(`/api/leaderboard/${gameId}?period=${period}`, leaderboardAnswer),
  });
}

/** The signed-in player's own entry; a session the server no longer knows simply has none. */
export function ownRankQuery(userId: number, gameId: number, period: LeaderboardPeriod) {
  return queryOptions({
    queryKey: queryKeys.ownRank(userId, gameId, period),
    queryFn: async () => {
      const own = await apiGetOrNullWhenSignedOut(
        `/api/leaderboard/${gameId}/me?period=${period}`,
        ownLeaderboardEntryAnswer,
      );
      return own?.entry ?? null;
    },
  });
}
