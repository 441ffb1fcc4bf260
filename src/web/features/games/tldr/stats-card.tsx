import { BarChart3 } from 'lucide-react';
import { formatNumber } from '../../../../shared/format.ts';
import { currentStreakOn, type TldrStats, winPercent } from '../../../../shared/games/tldr/stats.ts';
import { RetryButton } from '../../../components/ui/retry-button.tsx';
import { useMessages } from '../../../i18n/i18n.ts';
import type { AccountStats } from './account-stats.ts';
import { tldrMessages } from './messages.ts';
import { SideCard } from './side-card.tsx';

/**
 * TL;DR's statistics: games, wins, streaks and the guesses each win took. A signed-in player's are
 * the server's, from their ranked games; what this browser recorded on its own (as a guest, or
 * before the server kept them) is shown apart, never added to them. A guest's are this browser's.
 */
export function StatsCard({
  account,
  browser,
  today,
}: {
  account: AccountStats | null;
  browser: TldrStats;
  today: string | null;
}) {
  const { lang, text } = useMessages(tldrMessages);
  const shown = account ? (account.data?.tldr ?? null) : browser;
  return (
    <SideCard title={text('statsTitle')} icon={<BarChart3 aria-hidden="true" className="size-5" />}>
      {shown ? (
        <Figures stats={shown} today={today} />
      ) : account && account.status !== 'pending' ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p role="alert">{text('statsFailed')}</p>
          <RetryButton compact onRetry={account.refetch} />
        </div>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300" aria-busy="true">
          {text('statsLoading')}
        </p>
      )}
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-300">
        {text(account ? 'statsAccountNote' : 'statsNote')}
      </p>
      {account && browser.played > 0 && (
        <section className="mt-4 border-t border-slate-200 pt-3 dark:border-slate-700">
          <h3 className="text-sm font-semibold">{text('browserStatsTitle')}</h3>
          <p className="mt-1 text-sm">
            {text('browserStatsLine', {
              played: formatNumber(browser.played, lang),
              winPercent: winPercent(browser),
              longest: browser.longestStreak,
            })}
          </p>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">{text('browserStatsNote')}</p>
        </section>
      )}
    </SideCard>
  );
}

function Figures({ stats, today }: { stats: TldrStats; today: string | null }) {
  const { lang, text } = useMessages(tldrMessages);
  const most = Math.max(1, ...stats.distribution);
  const figures = [
    { label: text('played'), value: formatNumber(stats.played, lang) },
    { label: text('winPercent'), value: winPercent(stats) },
    { label: text('currentStreak'), value: today ? currentStreakOn(stats, today) : stats.currentStreak },
    { label: text('longestStreak'), value: stats.longestStreak },
  ];
  return (
    <>
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
    </>
  );
}
