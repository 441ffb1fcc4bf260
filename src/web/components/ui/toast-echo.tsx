import { useSyncExternalStore } from 'react';
import { currentToast, subscribeToToasts } from './toast-store.ts';

/**
 * A modal dialog hides the rest of the page from assistive technology, the notification area
 * included; placed inside a dialog, this repeats the current notification where it can be heard.
 */
export function ToastEcho() {
  const message = useSyncExternalStore(subscribeToToasts, currentToast, () => null);
  return (
    <p role="status" className="sr-only">
      {message ? [message.title, message.description].filter(Boolean).join('. ') : ''}
    </p>
  );
}
