import { startTransition, useEffect, useState } from 'react';

let hydrationDone = false;

/**
 * False while the prerendered page is hydrated and until the browser has had a moment to paint,
 * then true. The switch is rendered as a transition in a task of its own, so the parts it reveals
 * (and the code they load) never lengthen hydration's own work. Pages reached later inside the
 * app get true at once.
 */
export function useAfterHydration(): boolean {
  const [ready, setReady] = useState(hydrationDone);
  useEffect(() => {
    if (ready) return;
    const timer = window.setTimeout(() => {
      hydrationDone = true;
      startTransition(() => setReady(true));
    }, 0);
    return () => window.clearTimeout(timer);
  }, [ready]);
  return ready;
}
