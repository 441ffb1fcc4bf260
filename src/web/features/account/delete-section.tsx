import { Trash2 } from 'lucide-react';
import { useMessages } from '../../i18n/i18n.ts';
import { AccountSection, textClass } from './account-ui.tsx';
import { accountPageMessages } from './messages.ts';

const dangerButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-md border border-red-700 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 dark:border-red-400 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-950';

/**
 * Deleting the account. `onDelete` asks for the confirmation; `button` is where the focus returns if
 * the player thinks better of it.
 */
export function DeleteSection({ onDelete }: { onDelete: (button: HTMLElement) => void }) {
  const { text } = useMessages(accountPageMessages);
  return (
    <AccountSection id="delete-account" title={text('deleteTitle')} tone="danger">
      <p className={`mt-2 ${textClass}`}>{text('deleteText')}</p>
      <button
        type="button"
        onClick={(event) => onDelete(event.currentTarget)}
        className={`${dangerButtonClass} mt-4`}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {text('deleteButton')}
      </button>
    </AccountSection>
  );
}
