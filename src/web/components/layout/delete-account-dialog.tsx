import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { apiErrorText } from '../../i18n/api-errors.ts';
import { useMessages } from '../../i18n/i18n.ts';
import { ApiError } from '../../lib/api.ts';
import { deleteOwnAccount } from '../../lib/session-api.ts';
import { storeUser } from '../../lib/user-store.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { toast } from '../ui/toast-store.ts';
import { accountMessages } from './messages.ts';

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
    <ConfirmDialog
      open={open}
      pending={pending}
      title={text('title')}
      description={text('text', { name: username })}
      problem={problem}
      cancelLabel={text('cancel')}
      confirmLabel={text('confirm')}
      pendingLabel={text('deleting')}
      icon={<Trash2 aria-hidden="true" className="size-4" />}
      danger
      onSubmit={() => void confirm()}
      onDismiss={() => onOpenChange(false)}
      returnFocus={() => {
        // Signed out, the button that opened the dialog is gone: the page's content takes the focus.
        if (!signedOut && opener?.isConnected) opener.focus();
        else document.getElementById('main')?.focus();
      }}
    />
  );
}
