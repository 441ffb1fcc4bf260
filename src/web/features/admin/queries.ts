import {
  keepPreviousData,
  queryOptions,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../lib/api.ts';
import {
  fetchActions,
  fetchDonations,
  fetchMessages,
  fetchOutliers,
  fetchRefusals,
  fetchStats,
  fetchUsers,
} from './admin-api.ts';
import { queryClient } from './query-client.ts';

/** Every admin read is cached under this key, and all of it is dropped when the dashboard locks. */
const ADMIN = ['admin'] as const;

export const adminStatsKey = [...ADMIN, 'stats'] as const;

/** The dashboard's reads with the accepted key. The key is not part of the cache key: Lock empties the cache. */
export function adminQueries(key: string) {
  return {
    stats: queryOptions({ queryKey: adminStatsKey, queryFn: () => fetchStats(key) }),
    users: (search: string) =>
      queryOptions({
        queryKey: [...ADMIN, 'users', search],
        queryFn: () => fetchUsers(key, search),
        // The last list stays on screen while a new search is under way.
        placeholderData: keepPreviousData,
      }),
    outliers: queryOptions({ queryKey: [...ADMIN, 'outliers'], queryFn: () => fetchOutliers(key) }),
    refusals: queryOptions({ queryKey: [...ADMIN, 'refusals'], queryFn: () => fetchRefusals(key) }),
    messages: queryOptions({ queryKey: [...ADMIN, 'messages'], queryFn: () => fetchMessages(key) }),
    donations: queryOptions({ queryKey: [...ADMIN, 'donations'], queryFn: () => fetchDonations(key) }),
    /** The latest `count` recorded actions (the list grows on request). */
    actions: (count: number) =>
      queryOptions({
        queryKey: [...ADMIN, 'actions', count],
        queryFn: () => fetchActions(key, count),
        // The shorter list stays on screen while the longer one is read.
        placeholderData: keepPreviousData,
      }),
  };
}

/** Reads every admin list again (the Refresh button, and after a change to a score or an account). */
export function refreshAdminReads(): void {
  void queryClient.invalidateQueries({ queryKey: ADMIN });
}

/** Forgets everything the dashboard read, so nothing of it shows once it is locked. */
export function forgetAdminReads(): void {
  queryClient.removeQueries({ queryKey: ADMIN });
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** An admin read; a 401 means the key is no longer accepted, which `onUnauthorized` handles. */
export function useAdminQuery<Answer, Data, Key extends readonly unknown[]>(
  options: UseQueryOptions<Answer, Error, Data, Key>,
  onUnauthorized: () => void,
): UseQueryResult<Data> {
  const query = useQuery(options, queryClient);
  const refused = isUnauthorized(query.error);
  useEffect(() => {
    if (refused) onUnauthorized();
  }, [refused, onUnauthorized]);
  return query;
}
