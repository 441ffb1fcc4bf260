import type { User } from '../../../shared/api/users.ts';
import { defineMessages, useMessages } from '../../i18n/i18n.ts';
import { signOut } from '../../lib/use-user.ts';
import { LineIcon } from '../ui/line-icon.tsx';

/**
 * The header's controls for a signed-in player: their avatar and name, Sign Out and Delete account.
 * Loaded only for a visitor who is signed in (site-header.tsx), with their texts.
 */

const messages = defineMessages(
  {
    avatar: 'Avatar of {name}',
    signOut: 'Sign Out',
    deleteAccount: 'Delete account',
  },
  {
    avatar: 'Avatar de {name}',
    signOut: 'Cerrar sesión',
    deleteAccount: 'Eliminar cuenta',
  },
);

/** Lucide's trash icon, for Delete account. */
const TRASH_ICON = [
  'M10 11v6',
  'M14 11v6',
  'M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6',
  'M3 6h18',
  'M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2',
];

function Avatar({ name }: { name: string }) {
  const { text } = useMessages(messages);
  return (
    <span
      role="img"
      aria-label={text('avatar', { name })}
      className="inline-flex size-8 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white"
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

interface AccountControlsProps {
  user: User;
  /** Asks to delete the account; `button` is where the focus returns if the player thinks better of it. */
  onDelete: (username: string, button: HTMLElement) => void;
}

/** The signed-in part of the header's bar, beside the theme switch. */
export function AccountBar({ user, onDelete }: AccountControlsProps) {
  const { text } = useMessages(messages);
  return (
    <div className="hidden items-center gap-2 sm:flex">
      <Avatar name={user.username} />
      <span className="max-w-24 truncate lg:max-w-40 text-sm font-medium text-slate-800 dark:text-slate-100">
        {user.username}
      </span>
      <button type="button" onClick={() => void signOut()} className="button-secondary">
        {text('signOut')}
      </button>
      <button
        type="button"
        onClick={(event) => onDelete(user.username, event.currentTarget)}
        aria-label={text('deleteAccount')}
        title={text('deleteAccount')}
        className="icon-button hidden text-red-700 md:inline-flex dark:text-red-300"
      >
        <LineIcon paths={TRASH_ICON} className="size-5" />
      </button>
    </div>
  );
}

/** The signed-in items at the end of the phone menu; `closeMenu` closes it. */
export function AccountMenuItems({
  user,
  onDelete,
  closeMenu,
  linkClass,
}: AccountControlsProps & { closeMenu: () => void; linkClass: string }) {
  const { text } = useMessages(messages);
  return (
    <>
      <li className="mt-2 flex items-center gap-2 border-t border-slate-200 pt-3 dark:border-slate-800">
        <Avatar name={user.username} />
        <span className="flex-1 truncate text-sm font-medium text-slate-800 dark:text-slate-100">
          {user.username}
        </span>
        <button
          type="button"
          onClick={() => {
            closeMenu();
            void signOut();
          }}
          className="button-secondary"
        >
          {text('signOut')}
        </button>
      </li>
      <li>
        <button
          type="button"
          onClick={(event) => onDelete(user.username, event.currentTarget)}
          className={`${linkClass} flex w-full items-center gap-2 text-red-800 dark:text-red-300`}
        >
          <LineIcon paths={TRASH_ICON} className="size-4" />
          {text('deleteAccount')}
        </button>
      </li>
    </>
  );
}
