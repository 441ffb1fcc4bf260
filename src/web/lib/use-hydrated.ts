import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False while the prerendered HTML is being hydrated, true afterwards: browser-only state waits for it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
