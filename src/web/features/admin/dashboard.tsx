import { Lock, RefreshCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { formatNumber } from '../../../shared/format.ts';
import { useMessages } from '../../i18n/i18n.ts';
import { ActionsSection } from './actions-section.tsx';
import { mutedClass, Section } from './dashboard-section.tsx';
import { DonationsSection, MessagesSection } from './list-sections.tsx';
import { adminMessages } from './messages.ts';
import { OutliersSection } from './outliers-section.tsx';
import { adminQueries, refreshAdminReads, useAdminQuery } from './queries.ts';
import { ReadProgress } from './read-progress.tsx';
import { RefusalsSection } from './refusals-section.tsx';
import { UsersSection } from './users-section.tsx';

function StatsSection({ adminKey, onUnauthorized }: { adminKey: string; onUnauthorized: () => void }) {
  const { text, lang } = useMessages(adminMessages);
  const read = useAdminQuery(adminQueries(adminKey).stats, onUnauthorized);
  const stats = read.data;
  const tiles: Array<[string, string]> = stats
    ? [
        [text('totalUsers'), formatNumber(stats.totalUsers, lang)],
        [text('gamesPlayed'), formatNumber(stats.totalGames, lang)],
        [text('totalPoints'), formatNumber(stats.totalScores, lang)],
        [text('avgSessionTime'), stats.avgSessionTime],
      ]
    : [];
  return (
    <Section title={text('statistics')}>
      <ReadProgress query={read} loading={text('statisticsLoading')} failure={text('statisticsFailed')} />
      {stats && (
        <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {tiles.map(([label, value]) => (
            <div
              key={label}
              className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <dt className={mutedClass}>{label}</dt>
              <dd className="text-2xl font-bold text-indigo-700 tabular-nums dark:text-indigo-300">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Section>
  );
}

/** What an administrator sees once the key is accepted. */
export function Dashboard({
  adminKey,
  onLock,
  onUnauthorized,
}: {
  adminKey: string;
  onLock: () => void;
  onUnauthorized: () => void;
}) {
  const { text } = useMessages(adminMessages);
  // The key form the focus was in is gone: the focus moves to what replaced it.
  const opened = useRef<HTMLParagraphElement>(null);
  useEffect(() => opened.current?.focus(), []);
  const queries = adminQueries(adminKey);
  const messages = useAdminQuery(queries.messages, onUnauthorized);
  const donations = useAdminQuery(queries.donations, onUnauthorized);

  return (
    <div className="mt-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 dark:border-slate-800 dark:bg-slate-900">
        <p ref={opened} tabIndex={-1} className="text-sm text-slate-800 outline-none dark:text-slate-200">
          {text('unlocked')}
        </p>
        <div className="flex gap-2">
          <button type="button" className="button-secondary" onClick={refreshAdminReads}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {text('refresh')}
          </button>
          <button type="button" className="button-primary" onClick={onLock}>
            <Lock aria-hidden="true" className="size-4" />
            {text('lock')}
          </button>
        </div>
      </div>
      <StatsSection adminKey={adminKey} onUnauthorized={onUnauthorized} />
      <UsersSection adminKey={adminKey} onUnauthorized={onUnauthorized} />
      <OutliersSection adminKey={adminKey} onUnauthorized={onUnauthorized} />
      <RefusalsSection adminKey={adminKey} onUnauthorized={onUnauthorized} />
      <ActionsSection adminKey={adminKey} onUnauthorized={onUnauthorized} />
      <MessagesSection read={messages} />
      <DonationsSection read={donations} />
    </div>
  );
}
