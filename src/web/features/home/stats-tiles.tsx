import { type MessageKey, useI18n } from '../../i18n/i18n.ts';

const LABELS: MessageKey[] = [
  'stats.activePlayers',
  'stats.gamesPlayed',
  'stats.totalPoints',
  'stats.avgCompletion',
];

/**
 * The four community figures (Active Players is the players of the last 30 Pacific days), or placeholders of the same size while they load. The grid's fixed
 * heights are those of the page's placeholder for this block (STATS_PLACEHOLDER in the home route).
 */
export function StatsTiles({ values }: { values?: readonly string[] | undefined }) {
  const { t } = useI18n();
  return (
    <dl className="grid h-[13rem] grid-cols-2 gap-3 sm:gap-4 lg:h-[6.5rem] lg:grid-cols-4">
      {LABELS.map((label, index) => (
        <div
          key={label}
          className="flex flex-col-reverse justify-center rounded-xl border border-slate-200 bg-white p-4 text-center dark:border-slate-800 dark:bg-slate-900"
        >
          <dt className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t(label)}</dt>
          <dd className="flex h-9 items-center justify-center text-2xl font-bold text-indigo-700 tabular-nums sm:text-3xl dark:text-indigo-300">
            {values?.[index] ?? (
              <span className="h-7 w-20 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
