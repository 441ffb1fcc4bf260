import { lazy, Suspense, useEffect, useState } from 'react';

const ToastView = lazy(() => import('./toast-view.tsx'));

/** The notification area, loaded as soon as the page is interactive rather than with its first script. */
export function Toaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(true);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ToastView />
    </Suspense>
  );
}
