import { QueryClient } from '@tanstack/react-query';

/** As the specification says: no automatic retry, no refetch on focus, no polling, data never stale. */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

export const queryKeys = {
  leaderboard: (gameId: number, period: 'month' | 'all') => ['leaderboard', gameId, period] as const,
  leaderboardGame: (gameId: number) => ['leaderboard', gameId] as const,
  ownRank: (userId: number, gameId: number, period: 'month' | 'all') =>
    ['leaderboard-me', userId, gameId, period] as const,
  ownRanks: (userId: number) => ['leaderboard-me', userId] as const,
  userScores: (userId: number) => ['user-scores', userId] as const,
  stats: ['stats'] as const,
  me: ['me'] as const,
};

/**
 * One client for the whole page. Data-driven parts of pages are loaded after the first paint, each
 * in its own chunk; they share this client, so a score submitted in a game refreshes the boards.
 */
export const queryClient = createQueryClient();
