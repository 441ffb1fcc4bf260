import { LoaderCircle } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import type { FormEvent, ReactNode, Ref } from 'react';

const dangerButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-md whitespace-nowrap bg-red-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-red-400 dark:text-slate-950 dark:hover:bg-red-300';

/**
 * Asks before a change (deleting an account, the admin's rename, suspension or lifting one), with
 * room for the change's fields and its own icon, as a form whose submit button does the change; red
 * (`danger`) for what cannot be undone. It stays open while the change is under way (`pending`): it
 * cannot be dismissed then, and closes only once the caller sets `open` to false after the server has
 * answered; `problem` says why the last attempt failed. `returnFocus` puts the focus where the page
 * continues once it closes.
 */
export function ConfirmDialog({
  open,
  pending,
  title,
  titleRef,
  description,
  problem,
  children,
  cancelLabel,
  back,
  confirmLabel,
  pendingLabel,
  icon,
  danger = false,
  onOpenFocus,
  onSubmit,
  onDismiss,
  returnFocus,
}: {
  open: boolean;
  pending: boolean;
  title: string;
  /** The title, focusable, for a dialog whose question changes after it opened. */
  titleRef?: Ref<HTMLHeadingElement>;
  description: string;
  problem?: string | null;
  children?: ReactNode;
  cancelLabel: string;
  /** A button that goes back a step instead of Cancel. */
  back?: { label: string; onClick: () => void };
  confirmLabel: string;
  pendingLabel: string;
  icon: ReactNode;
  danger?: boolean;
  /** Where the focus goes as the dialog opens (Cancel by default). */
  onOpenFocus?: () => void;
  onSubmit: () => void;
  onDismiss: () => void;
  returnFocus: () => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
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
          onOpenAutoFocus={(event) => {
            if (!onOpenFocus) return;
            event.preventDefault();
            onOpenFocus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-700 dark:bg-slate-900"
        >
          <form onSubmit={submit} noValidate>
            <AlertDialog.Title
              ref={titleRef}
              tabIndex={-1}
              className="text-xl font-semibold break-words text-slate-900 outline-none dark:text-white"
            >
              {title}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-300">
              {description}
            </AlertDialog.Description>
            {children}
            {problem && (
              <p role="alert" className="mt-3 text-sm text-red-800 dark:text-red-300">
                {problem}
              </p>
            )}
            <div className="mt-5 flex flex-wrap justify-end gap-2">
              {back ? (
                <button type="button" className="button-secondary" disabled={pending} onClick={back.onClick}>
                  {back.label}
                </button>
              ) : (
                <AlertDialog.Cancel className="button-secondary" disabled={pending}>
                  {cancelLabel}
                </AlertDialog.Cancel>
              )}
              <button
                type="submit"
                className={danger ? dangerButtonClass : 'button-primary'}
                disabled={pending}
              >
                {pending ? (
                  <LoaderCircle
                    aria-hidden="true"
                    className="size-4 animate-spin motion-reduce:animate-none"
                  />
                ) : (
                  icon
                )}
                {pending ? pendingLabel : confirmLabel}
              </button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
