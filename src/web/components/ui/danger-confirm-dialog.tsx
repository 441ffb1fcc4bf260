import { LoaderCircle, Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';

const dangerButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-md whitespace-nowrap bg-red-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-red-400 dark:text-slate-950 dark:hover:bg-red-300';

/**
 * Asks before something that cannot be undone. The dialog stays open while the work is under way
 * (`pending`): it cannot be dismissed then, and closes only once the caller sets `open` to false after
 * the server has answered. `problem` says why the last attempt failed. When the dialog closes,
 * `returnFocus` puts the focus where the page continues.
 */
export function DangerConfirmDialog({
  open,
  pending,
  title,
  description,
  problem,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  onConfirm,
  onDismiss,
  returnFocus,
}: {
  open: boolean;
  pending: boolean;
  title: string;
  description: string;
  problem?: string | null;
  cancelLabel: string;
  confirmLabel: string;
  pendingLabel: string;
  onConfirm: () => void;
  onDismiss: () => void;
  returnFocus: () => void;
}) {
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onDismiss();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-700 dark:bg-slate-900"
        >
          <AlertDialog.Title className="text-xl font-semibold text-slate-900 dark:text-white">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {description}
          </AlertDialog.Description>
          {problem && (
            <p role="alert" className="mt-3 text-sm text-red-800 dark:text-red-300">
              {problem}
            </p>
          )}
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className="button-secondary" disabled={pending}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={dangerButtonClass}
              disabled={pending}
              onClick={(event) => {
                // The dialog closes once the server has answered, not on the click.
                event.preventDefault();
                onConfirm();
              }}
            >
              {pending ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
              ) : (
                <Trash2 aria-hidden="true" className="size-4" />
              )}
              {pending ? pendingLabel : confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
