import type { TldrStatistics } from '../../../shared/api/progress.ts';
import { formatNumber, formatPercent } from '../../../shared/format.ts';
import { useMessages } from '../../i18n/i18n.ts';
import { progressMessages } from './messages.ts';

/** What the figures show: the account's statistics as the server keeps them, or a browser's own. */
type TldrFiguresData = Pick<
  TldrStatistics,
  'played' | 'winPercent' | 'currentStreak' | 'longestStreak' | 'distribution'
>;

/** TL;DR's statistics: games, wins, streaks, and the guesses each win took as horizontal bars. */
export function TldrFigures({ stats, headingLevel = 3 }: { stats: TldrFiguresData; headingLevel?: 3 | 4 }) {
  const { lang, text } = useMessages(progressMessages);
  const most = Math.max(1, ...stats.distribution);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const figures = [
    { label: text('played'), value: formatNumber(stats.played, lang) },
    { label: text('winPercent'), value: formatPercent(stats.winPercent, lang) },
    { label: text('currentStreak'), value: formatNumber(stats.currentStreak, lang) },
    { label: text('longestStreak'), value: formatNumber(stats.longestStreak, lang) },
  ];
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 text-center sm:grid-cols-4">
        {figures.map(({ label, value }) => (
          <div key={label} className="flex flex-col-reverse rounded-lg bg-slate-50 p-2 dark:bg-slate-800/60">
            <dt className="text-xs leading-tight text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <Heading className="mt-4 mb-2 text-sm font-semibold text-slate-900 dark:text-white">
        {text('distribution')}
      </Heading>
      <ol className="space-y-1 text-sm">
        {stats.distribution.map((count, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: one bar per number of guesses
            key={index}
            className="flex items-center gap-2"
          >
            <span className="sr-only">
              {text('distributionRow', { guesses: index + 1, count: formatNumber(count, lang) })}
            </span>
            <span aria-hidden="true" className="w-3 font-mono text-slate-700 dark:text-slate-300">
              {index + 1}
            </span>
            <span aria-hidden="true" className="flex-1">
              <span
                className="block rounded bg-indigo-700 px-2 text-right font-semibold tabular-nums text-white dark:bg-indigo-400 dark:text-slate-950"
                style={{ width: `${Math.max(8, (count / most) * 100)}%` }}
              >
                {formatNumber(count, lang)}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}
