import { Toast } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { useI18n } from '../../i18n/i18n.ts';
import { currentToast, dismissToast, subscribeToToasts } from './toast-store.ts';

/** Toasts: 5 seconds, swipe right to dismiss, F8 moves focus to them. */
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
          className={`toast group pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-lg border p-4 pr-10 shadow-lg ${
            message.variant === 'destructive'
              ? 'border-red-700 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-50'
          }`}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{message.title}</Toast.Title>
            {message.description && (
              <Toast.Description className="text-sm opacity-90">{message.description}</Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label={t('toast.close')}
            className="absolute top-2 right-2 rounded p-1 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
          >
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
