import type { ReactNode } from 'react';
import type { LeaderboardEntry } from '../../../shared/api/leaderboard.ts';
import { formatClock, formatPoints } from '../../../shared/format.ts';
import { useMessages } from '../../i18n/i18n.ts';
import { boardMessages } from './messages.ts';

/** The height and rule of every row of a board, placeholders included. */
export const ROW = 'h-11 border-t border-slate-100 dark:border-slate-800';

const MEDALS = [
  'bg-amber-200 text-amber-950',
  'bg-slate-200 text-slate-900 dark:bg-slate-300',
  'bg-orange-200 text-orange-950',
];

interface EntryRowProps {
  entry: LeaderboardEntry;
  dates: Intl.DateTimeFormat;
  isOwn: boolean;
  /** Read before the rank, for the player's own row under the list. */
  label?: string;
}

export function EntryRow({ entry, dates, isOwn, label }: EntryRowProps) {
  const { text } = useMessages(boardMessages);
  const medal = MEDALS[entry.rank - 1];
  return (
    <tr className={`${ROW} ${isOwn ? 'bg-indigo-50 dark:bg-indigo-950/60' : ''}`}>
      <td className="px-1 tabular-nums">
        {label && <span className="sr-only">{label}: </span>}
        <span
          className={`inline-flex h-6 min-w-6 items-center justify-center rounded-full px-1 text-xs font-bold ${medal ?? 'text-slate-700 dark:text-slate-300'}`}
        >
          {entry.rank}
        </span>
      </td>
      <th scope="row" className="px-1 text-left font-medium" title={entry.username}>
        <span className="flex items-center gap-1">
          <span className="truncate">{entry.username}</span>
          {isOwn && (
            <span className="shrink-0 text-xs font-normal text-indigo-700 dark:text-indigo-300">
              ({text('you')})
            </span>
          )}
        </span>
      </th>
      <td className="px-1 text-xs text-slate-600 tabular-nums sm:text-sm dark:text-slate-400">
        <time dateTime={entry.completedAt}>{dates.format(new Date(entry.completedAt))}</time>
      </td>
      <td className="px-1 text-right tabular-nums">{formatClock(entry.bestTime)}</td>
      <td className="truncate px-1 text-right font-semibold tabular-nums">{formatPoints(entry.score)}</td>
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
