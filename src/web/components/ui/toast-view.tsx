import { Toast } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { useI18n } from '../../i18n/i18n.ts';
import { currentToast, dismissToast, subscribeToToasts } from './toast-store.ts';

/**
 * Toasts: 5 seconds, swipe right to dismiss, F8 moves focus to them. They sit where no game has a
 * board, a key, a button or a field: on a phone over the site's header (title and text run on as one
 * paragraph, so that a toast of two lines stays within it and above a game's Back button); from the
 * small breakpoint on, below the header at the right, narrow enough to stay beside the games' column
 * of play on a desktop screen (1280 px).
 */
export default function ToastView() {
  const { t } = useI18n();
  const message = useSyncExternalStore(subscribeToToasts, currentToast, () => null);
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label={t('toast.area')}>
      {message && (
        <Toast.Root
          key={message.id}
          type={message.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && dismissToast(message.id)}
          className={`pointer-events-auto relative w-full rounded-lg border py-2.5 pr-9 pl-3 text-sm shadow-lg sm:py-3 ${
            message.variant === 'destructive'
              ? 'border-red-700 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-50'
          }`}
        >
          <Toast.Title className="inline font-semibold sm:block">{message.title}</Toast.Title>
          {message.description && (
            <>
              {' '}
              <Toast.Description className="inline opacity-90 sm:mt-1 sm:block">
                {message.description}
              </Toast.Description>
            </>
          )}
          <Toast.Close
            aria-label={t('toast.close')}
            className="absolute top-2 right-2 rounded p-1 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
          >
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      )}
      {/* The region's name, in the page's language: Radix's own is English ("{hotkey}" is F8). */}
      <Toast.Viewport
        label={`${t('toast.area')} ({hotkey})`}
        className="fixed top-0 right-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-1.5 outline-none sm:top-16 sm:max-w-[17rem] sm:p-3"
      />
    </Toast.Provider>
  );
}
