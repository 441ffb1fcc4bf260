import { lazy, Suspense, useSyncExternalStore } from 'react';
import { currentToast, subscribeToToasts } from './toast-store.ts';

const ToastView = lazy(() => import('./toast-view.tsx'));

let needed = false;

/** Whether a notification has been shown on this page yet (and the notification area is needed). */
function notificationsNeeded(): boolean {
  needed ||= currentToast() !== null;
  return needed;
}

/**
 * The notification area, loaded with the first notification rather than with the page: most visits
 * show none, and its code would only lengthen the page's start.
 */
export function Toaster() {
  const shown = useSyncExternalStore(subscribeToToasts, notificationsNeeded, () => false);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ToastView />
    </Suspense>
  );
}
