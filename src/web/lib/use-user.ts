import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { User } from '../../shared/api/users.ts';
import { ApiError, apiGet, apiSend } from './api.ts';
import { readStoredUser, storeUser, subscribeToUser } from './user-store.ts';

/** The signed-in user as kept in browser storage (null before hydration and when signed out). */
export function useUser(): User | null {
  return useSyncExternalStore(subscribeToUser, readStoredUser, () => null);
}

/** Signs out here and on the server. Cached per-user data is keyed by user id, so nothing leaks to the next user. */
export function useSignOut(): () => Promise<void> {
  return useCallback(async () => {
    storeUser(null);
    await apiSend('POST', '/api/auth/logout').catch(() => undefined);
  }, []);
}

/**
 * Restores the saved user on load and checks it against the server's session once: when the server
 * no longer knows the session, the browser signs out cleanly.
 */
export function useSessionCheck(): void {
  const user = useUser();
  const userId = user?.id;
  useEffect(() => {
    if (userId === undefined) return;
    let cancelled = false;
    apiGet<User | null>('/api/auth/me', { on401: 'returnNull' })
      .then((me) => {
        if (cancelled) return;
        if (!me || me.id !== userId) storeUser(null);
      })
      .catch((error: unknown) => {
        // A server that cannot answer right now says nothing about the session.
        if (!(error instanceof ApiError)) return;
      });
    return () => {
      cancelled = true;
    };
  }, [userId]);
}
