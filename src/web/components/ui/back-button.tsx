import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useI18n } from '../../i18n/i18n.ts';
import { PATHS } from '../../lib/paths.ts';

/** Back to where the visitor came from inside the site, or home when the page was opened directly. */
export function BackButton() {
  const { t, href } = useI18n();
  const navigate = useNavigate();
  const goBack = () => {
    const state = window.history.state as { idx?: number } | null;
    if (state && typeof state.idx === 'number' && state.idx > 0) void navigate(-1);
    else void navigate(href(PATHS.home));
  };
  return (
    <button type="button" onClick={goBack} className="button-secondary">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('common.back')}
    </button>
  );
}
