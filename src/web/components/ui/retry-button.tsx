import { useI18n } from '../../i18n/i18n.ts';

const COMPACT = 'h-8 shrink-0 px-2.5 py-0 text-xs whitespace-nowrap';

/** "Try again" after something failed to load; `compact` fits it into a table row or a card's line. */
export function RetryButton({
  onRetry,
  compact = false,
  className = '',
}: {
  onRetry: () => void;
  compact?: boolean;
  className?: string;
}) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      onClick={onRetry}
      className={['button-secondary', compact && COMPACT, className].filter(Boolean).join(' ')}
    >
      {t('common.retry')}
    </button>
  );
}
