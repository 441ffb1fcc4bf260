import { useEffect, useSyncExternalStore } from 'react';
import type { User } from '../../shared/api/users.ts';
import { readStoredUser, storeUser, subscribeToUser } from './user-store.ts';

// The API client and its schemas are needed only once a stored user is checked or signs out, so they
// stay out of every page's first script.
const sessionApi = () => import('./session-api.ts');

/** The signed-in user as kept in browser storage (null before hydration and when signed out). */
export function useUser(): User | null {
  return useSyncExternalStore(subscribeToUser, readStoredUser, () => null);
}

/** Signs out here and on the server. Cached per-user data is keyed by user id, so nothing leaks to the next user. */
export async function signOut(): Promise<void> {
  storeUser(null);
  await sessionApi()
    .then((api) => api.logOut())
    .catch(() => undefined);
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
    sessionApi()
      .then((api) => api.sessionIsUser(userId))
      .then((known) => {
        if (!cancelled && known === false) storeUser(null);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [userId]);
}
