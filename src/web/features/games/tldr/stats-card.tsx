import { BarChart3 } from 'lucide-react';
import { formatNumber } from '../../../../shared/format.ts';
import { currentStreakOn, type TldrStats, winPercent } from '../../../../shared/games/tldr/stats.ts';
import { useMessages } from '../../../i18n/i18n.ts';
import { tldrMessages } from './messages.ts';
import { SideCard } from './side-card.tsx';

/** This browser's TL;DR statistics: games, wins, streaks and the guesses each win took. */
export function StatsCard({ stats, today }: { stats: TldrStats; today: string | null }) {
  const { lang, text } = useMessages(tldrMessages);
  const most = Math.max(1, ...stats.distribution);
  const figures = [
    { label: text('played'), value: formatNumber(stats.played, lang) },
    { label: text('winPercent'), value: winPercent(stats) },
    { label: text('currentStreak'), value: today ? currentStreakOn(stats, today) : stats.currentStreak },
    { label: text('longestStreak'), value: stats.longestStreak },
  ];
  return (
    <SideCard title={text('statsTitle')} icon={<BarChart3 aria-hidden="true" className="size-5" />}>
      <dl className="grid grid-cols-4 gap-2 text-center">
        {figures.map(({ label, value }) => (
          <div key={label} className="flex flex-col-reverse">
            <dt className="text-xs leading-tight text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 mb-2 text-sm font-semibold">{text('distribution')}</h3>
      <ol className="space-y-1 text-sm">
        {stats.distribution.map((count, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: one bar per number of guesses
            key={index}
            className="flex items-center gap-2"
          >
            <span className="sr-only">{text('distributionRow', { guesses: index + 1, count })}</span>
            <span aria-hidden="true" className="w-3 font-mono">
              {index + 1}
            </span>
            <span aria-hidden="true" className="flex-1">
              <span
                className="block rounded bg-indigo-700 px-2 text-right font-semibold text-white dark:bg-indigo-400 dark:text-slate-950"
                style={{ width: `${Math.max(8, (count / most) * 100)}%` }}
              >
                {count}
              </span>
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-300">{text('statsNote')}</p>
    </SideCard>
  );
}
