import { useI18n } from '../../i18n/i18n.ts';

/** Space kept for an advertisement: fixed dimensions, so a future ad cannot push the page around. */
export function AdSlot() {
  const { t } = useI18n();
  return (
    <div className="mx-auto mt-12 px-4">
      <div className="mx-auto flex h-[100px] w-[320px] max-w-full items-center justify-center rounded-md border border-dashed border-slate-300 bg-slate-50 text-xs font-medium tracking-wide text-slate-600 uppercase sm:h-[90px] sm:w-[728px] dark:border-slate-700 dark:bg-slate-900 dark:text-slate-400">
        {t('ad.label')}
      </div>
    </div>
  );
}
