import { lazy, Suspense, useEffect, useState } from 'react';

const ToastView = lazy(() => import('./toast-view.tsx'));

/** The notification area, loaded right after the page has become interactive rather than with it. */
export function Toaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    idle(() => setReady(true));
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ToastView />
    </Suspense>
  );
}
