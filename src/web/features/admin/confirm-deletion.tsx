import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useMessages } from '../../i18n/i18n.ts';
import { adminMessages } from './messages.ts';

/**
 * Asks before a deletion. The dialog stays open while the deletion is under way (`pending`) and closes
 * once the server has answered; `returnFocus` then puts the focus where the page continues.
 */
export function ConfirmDeletion({
  action,
  acting,
  onConfirm,
  ...rest
}: {
  open: boolean;
  pending: boolean;
  title: string;
  description: string;
  action: string;
  acting: string;
  onConfirm: () => void;
  onDismiss: () => void;
  returnFocus: () => void;
}) {
  const { text } = useMessages(adminMessages);
  return (
    <ConfirmDialog
      {...rest}
      cancelLabel={text('cancel')}
      confirmLabel={action}
      pendingLabel={acting}
      icon={<Trash2 aria-hidden="true" className="size-4" />}
      danger
      onSubmit={onConfirm}
    />
  );
}
