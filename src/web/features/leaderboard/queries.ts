import type { LeaderboardPeriod } from '../../../shared/api/leaderboard.ts';
import { leaderboardAnswer, ownLeaderboardEntryAnswer } from '../../lib/answers/leaderboard.ts';
import { apiGet, apiGetOrNullWhenSignedOut } from '../../lib/api.ts';
import { readKeys, useRead } from '../../lib/reads.ts';

/** A game's board for a period. */
export function useLeaderboard(gameId: number, period: LeaderboardPeriod) {
  return useRead(readKeys.leaderboard(gameId, period), () =>
    apiGet(`/api/leaderboard/${gameId}?period=${period}`, leaderboardAnswer),
  );
}

/**
 * The signed-in player's own entry (read only with a player); a session the server no longer knows
 * simply has none.
 */
export function useOwnRank(userId: number | null, gameId: number, period: LeaderboardPeriod) {
  return useRead(
    readKeys.ownRank(userId ?? 0, gameId, period),
    async () => {
      const own = await apiGetOrNullWhenSignedOut(
        `/api/leaderboard/${gameId}/me?period=${period}`,
        ownLeaderboardEntryAnswer,
      );
      return own?.entry ?? null;
    },
    userId !== null,
  );
}
