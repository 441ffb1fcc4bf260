import { LoaderCircle, Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { apiErrorText } from '../../i18n/api-errors.ts';
import { useMessages } from '../../i18n/i18n.ts';
import { ApiError } from '../../lib/api.ts';
import { deleteOwnAccount } from '../../lib/session-api.ts';
import { storeUser } from '../../lib/user-store.ts';
import { toast } from '../ui/toast-store.ts';
import { accountMessages } from './account-messages.ts';

const dangerButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-md whitespace-nowrap bg-red-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-red-400 dark:text-slate-950 dark:hover:bg-red-300';

/**
 * Asks the signed-in player to confirm, then deletes their account on the server and signs them out
 * here. It stays open while the server works, and says why when the deletion fails.
 */
export default function DeleteAccountDialog({
  username,
  open,
  onOpenChange,
  opener,
}: {
  username: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog, where the focus returns when it closes without a deletion. */
  opener: HTMLElement | null;
}) {
  const { text, lang } = useMessages(accountMessages);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  useEffect(() => {
    if (!open) return;
    setProblem(null);
    setSignedOut(false);
  }, [open]);

  const signOutHere = (title: string, description: string) => {
    setSignedOut(true);
    onOpenChange(false);
    storeUser(null);
    toast({ title, description });
  };

  const confirm = async () => {
    setPending(true);
    setProblem(null);
    try {
      await deleteOwnAccount();
      signOutHere(text('deletedTitle'), text('deleted'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        // The server no longer knows this browser's session: the browser signs out too.
        signOutHere(text('signedOutTitle'), text('signedOut'));
      } else if (error instanceof ApiError) {
        setProblem(text('failed', { reason: apiErrorText(error, lang) ?? error.message }));
      } else {
        setProblem(text('offline'));
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // Signed out, the button that opened the dialog is gone: the page's content takes the focus.
            if (!signedOut && opener?.isConnected) opener.focus();
            else document.getElementById('main')?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-700 dark:bg-slate-900"
        >
          <AlertDialog.Title className="text-xl font-semibold text-slate-900 dark:text-white">
            {text('title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {text('text', { name: username })}
          </AlertDialog.Description>
          {problem && (
            <p role="alert" className="mt-3 text-sm text-red-800 dark:text-red-300">
              {problem}
            </p>
          )}
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className="button-secondary" disabled={pending}>
              {text('cancel')}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={dangerButtonClass}
              disabled={pending}
              onClick={(event) => {
                // The dialog closes once the server has answered, not on the click.
                event.preventDefault();
                void confirm();
              }}
            >
              {pending ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
              ) : (
                <Trash2 aria-hidden="true" className="size-4" />
              )}
              {text(pending ? 'deleting' : 'confirm')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
