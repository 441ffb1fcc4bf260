import { Link } from 'react-router';
import type { Block } from '../../content/content-types.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { CONTENT_ICONS } from './content-icons.ts';

type LinkCards = Extract<Block, { type: 'link-cards' }>['links'];

// One row on wide screens, whatever the number of links (Tailwind needs each class written out).
const WIDE_COLUMNS: Record<number, string> = {
  2: 'lg:grid-cols-2',
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
  5: 'lg:grid-cols-5',
};

/** Links to pages of the site as tiles: each whole tile is the link, with its icon, name and line. */
export function LinkTiles({ links }: { links: LinkCards }) {
  const { href } = useI18n();
  return (
    <ul className={`mt-4 grid gap-3 sm:grid-cols-2 ${WIDE_COLUMNS[links.length] ?? 'lg:grid-cols-3'}`}>
      {links.map((link) => {
        const Icon = link.icon && CONTENT_ICONS[link.icon];
        return (
          <li key={link.to}>
            <Link
              to={href(link.to)}
              className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 hover:border-indigo-400 hover:bg-indigo-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500 dark:hover:bg-slate-800"
            >
              {Icon && <Icon aria-hidden="true" className="size-6 text-indigo-700 dark:text-indigo-300" />}
              <span className="mt-2 font-semibold text-slate-900 dark:text-white">{link.text}</span>
              <span className="mt-1 text-sm text-slate-600 dark:text-slate-400">{link.description}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
