import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { User } from '../../../shared/api/users.ts';
import { useMessages } from '../../i18n/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { signOut } from '../../lib/use-user.ts';
import { LineIcon } from '../ui/line-icon.tsx';
import { menuMessages } from './messages.ts';

/**
 * The header's controls that not every visitor needs at once: for a signed-in player, their avatar
 * and name, which open a small menu with their account and progress pages and Sign Out (deleting the account is on
 * the account page, away from Sign Out); and the phone menu's panel. Loaded for a visitor who is
 * signed in, or who reaches for the phone menu's button (site-header.tsx), with their texts.
 */

/** Lucide's icons: chevron-down for the menu, user, chart-line and log-out for its items. */
const CHEVRON_ICON = ['m6 9 6 6 6-6'];
const USER_ICON = ['M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2', 'M16 7a4 4 0 1 1-8 0 4 4 0 0 1 8 0'];
const PROGRESS_ICON = ['M3 3v16a2 2 0 0 0 2 2h16', 'm19 9-5 5-4-4-3 3'];
const SIGN_OUT_ICON = ['m16 17 5-5-5-5', 'M21 12H9', 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4'];

function Avatar({ name, decorative = false }: { name: string; decorative?: boolean }) {
  const { text } = useMessages(menuMessages);
  return (
    <span
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': text('avatar', { name }) })}
      className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white"
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

const itemClass =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800';

/**
 * The signed-in part of the header's bar, beside the theme switch: a disclosure button (the avatar
 * and name) and the list it shows. It closes on Escape (the focus returns to the button), on a click
 * or a focus outside it, and when one of its items is chosen.
 */
export function AccountBar({ user }: { user: User }) {
  const { text } = useMessages(menuMessages);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);

  return (
    <div ref={root} className="relative hidden sm:block">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        // The visible name first, then what the button opens.
        aria-label={text('menu', { name: user.username })}
        onClick={() => setOpen((current) => !current)}
        className="flex items-center gap-2 rounded-md py-1 pr-1.5 pl-1 hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <Avatar name={user.username} decorative />
        <span className="max-w-24 truncate text-sm font-medium text-slate-800 lg:max-w-40 dark:text-slate-100">
          {user.username}
        </span>
        <LineIcon
          paths={CHEVRON_ICON}
          className={`size-4 text-slate-600 transition-transform dark:text-slate-300 ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div
        id={listId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        <ul>
          <AccountLinks close={() => setOpen(false)} linkClass={itemClass} buttonClass={itemClass} />
        </ul>
      </div>
    </div>
  );
}

/** Account, Progress and Sign Out, as both account menus list them; `close` closes the menu they are in. */
function AccountLinks({
  close,
  linkClass,
  buttonClass,
}: {
  close: () => void;
  linkClass: string;
  buttonClass: string;
}) {
  const { text, href } = useMessages(menuMessages);
  return (
    <>
      <li>
        <Link to={href(PATHS.account)} onClick={close} className={linkClass}>
          <LineIcon paths={USER_ICON} className="size-4" />
          {text('account')}
        </Link>
      </li>
      <li>
        <Link to={href(PATHS.progress)} onClick={close} className={linkClass}>
          <LineIcon paths={PROGRESS_ICON} className="size-4" />
          {text('progress')}
        </Link>
      </li>
      <li>
        <button
          type="button"
          onClick={() => {
            close();
            void signOut();
          }}
          className={buttonClass}
        >
          <LineIcon paths={SIGN_OUT_ICON} className="size-4" />
          {text('signOut')}
        </button>
      </li>
    </>
  );
}

/** The signed-in items at the end of the phone menu; `closeMenu` closes it. */
function AccountMenuItems({
  user,
  closeMenu,
  linkClass,
}: {
  user: User;
  closeMenu: () => void;
  linkClass: string;
}) {
  return (
    <>
      <li className="mt-2 flex items-center gap-2 border-t border-slate-200 px-3 pt-3 pb-1 dark:border-slate-800">
        <Avatar name={user.username} />
        <span className="flex-1 truncate text-sm font-medium text-slate-800 dark:text-slate-100">
          {user.username}
        </span>
      </li>
      <AccountLinks
        close={closeMenu}
        linkClass={`${linkClass} flex items-center gap-2`}
        buttonClass={`${linkClass} flex w-full items-center gap-2 text-left`}
      />
    </>
  );
}

/**
 * The phone menu's panel: over the page, below the header, so that opening and closing it moves
 * nothing, with a shade over the rest of the page. A tap on the shade or Escape closes it
 * (`closeMenu`, which gives the focus back to the menu's button). `children` are the header's items;
 * a signed-in player's account items follow them.
 */
export function PhoneMenu({
  label,
  user,
  closeMenu,
  linkClass,
  children,
}: {
  label: string;
  user: User | null;
  closeMenu: () => void;
  linkClass: string;
  children: ReactNode;
}) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [closeMenu]);
  return (
    <>
      {/* A tap outside the menu closes it and does nothing else; keyboards close it with Escape. */}
      <div
        aria-hidden="true"
        onClick={closeMenu}
        className="absolute inset-x-0 top-full h-dvh bg-slate-950/40 md:hidden"
      />
      <nav
        id="mobile-menu"
        aria-label={label}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 py-3 shadow-lg md:hidden dark:border-slate-800 dark:bg-slate-950"
      >
        <ul className="flex flex-col gap-1">
          {children}
          {user && <AccountMenuItems user={user} closeMenu={closeMenu} linkClass={linkClass} />}
        </ul>
      </nav>
    </>
  );
}
