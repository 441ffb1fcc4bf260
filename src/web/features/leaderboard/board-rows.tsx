import type { ReactNode } from 'react';
import type { LeaderboardEntry } from '../../../shared/api/leaderboard.ts';
import { formatClock, formatPoints } from '../../../shared/format.ts';
import { formatDate } from '../../i18n/dates.ts';
import { useMessages } from '../../i18n/i18n.ts';
import { boardMessages } from './messages.ts';

/** The height (the least: a long name wraps onto more lines) and rule of every row, placeholders included. */
export const ROW = 'h-11 border-t border-slate-100 dark:border-slate-800';

const MEDALS = [
  'bg-amber-200 text-amber-950',
  'bg-slate-200 text-slate-900 dark:bg-slate-300',
  'bg-orange-200 text-orange-950',
];

interface EntryRowProps {
  entry: LeaderboardEntry;
  isOwn: boolean;
  /** Read before the rank, for the player's own row under the list. */
  label?: string;
  /** The entry just arrived on a live board: highlighted for a moment (a fade, without motion). */
  isFresh?: boolean;
}

/** A row's background: just arrived, the player's own, or none; the change fades unless motion is reduced. */
function rowBackground(isOwn: boolean, isFresh: boolean): string {
  if (isFresh) return 'bg-amber-100 dark:bg-amber-900/50';
  return isOwn ? 'bg-indigo-50 dark:bg-indigo-950/60' : '';
}

export function EntryRow({ entry, isOwn, label, isFresh = false }: EntryRowProps) {
  const { text, lang } = useMessages(boardMessages);
  const medal = MEDALS[entry.rank - 1];
  return (
    <tr
      data-fresh={isFresh || undefined}
      className={`${ROW} transition-colors duration-1000 ${rowBackground(isOwn, isFresh)}`}
    >
      <td className="px-1 tabular-nums">
        {label && <span className="sr-only">{label}: </span>}
        <span
          className={`inline-flex h-6 min-w-6 items-center justify-center rounded-full px-1 text-xs font-bold ${medal ?? 'text-slate-700 dark:text-slate-300'}`}
        >
          {entry.rank}
        </span>
      </td>
      {/* The whole name, wrapped wherever it must (a name may be one long word), with "(you)" after it. */}
      <th scope="row" className="px-1 py-1.5 text-left font-medium [overflow-wrap:anywhere]">
        {entry.username}
        {isOwn && (
          <span className="text-xs font-normal whitespace-nowrap text-indigo-700 dark:text-indigo-300">
            {' '}
            ({text('you')})
          </span>
        )}
      </th>
      <td className="px-1 text-xs text-slate-600 tabular-nums sm:text-sm dark:text-slate-400">
        <time dateTime={entry.completedAt}>{formatDate(new Date(entry.completedAt), lang)}</time>
      </td>
      <td className="px-1 text-right tabular-nums">{formatClock(entry.bestTime)}</td>
      <td className="px-1 text-right font-semibold tabular-nums">{formatPoints(entry.score, lang)}</td>
    </tr>
  );
}

export function OwnNote({ text }: { text: ReactNode }) {
  return (
    <tr className="h-11">
      <td colSpan={5} className="px-1 text-xs text-slate-600 dark:text-slate-400">
        {text}
      </td>
    </tr>
  );
}
