import { QueryClient } from '@tanstack/react-query';

/**
 * The admin dashboard's query client: its lists are read, edited and read again, which TanStack Query
 * handles. The public pages read through the smaller store in lib/reads.ts (decision 013). As the
 * specification says: no automatic retry, no refetch on focus, no polling, data never stale.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
    mutations: { retry: false },
  },
});
