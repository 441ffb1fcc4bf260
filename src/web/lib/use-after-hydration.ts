import { startTransition, useEffect, useState } from 'react';

let hydrationDone = false;
/** The parts waiting for the switch; they all switch in one transition, so in one render. */
const waiting = new Set<(ready: boolean) => void>();
/** Whether the switch is already scheduled, so that the parts of one page share it. */
let scheduled = false;

/**
 * False while the prerendered page is hydrated and until the browser has had a moment to paint,
 * then true. The switch is rendered as one transition, in a task of its own, so the parts it
 * reveals (and the code they load) never lengthen hydration's own work, and React can split their
 * rendering into short tasks. Pages reached later inside the app get true at once.
 */
export function useAfterHydration(): boolean {
  const [ready, setReady] = useState(hydrationDone);
  useEffect(() => {
    if (ready) return;
    waiting.add(setReady);
    if (!scheduled) {
      scheduled = true;
      window.setTimeout(() => {
        hydrationDone = true;
        scheduled = false;
        const parts = [...waiting];
        waiting.clear();
        startTransition(() => {
          for (const setPartReady of parts) setPartReady(true);
        });
      }, 0);
    }
    return () => {
      waiting.delete(setReady);
    };
  }, [ready]);
  return ready;
}
