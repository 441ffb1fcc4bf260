import {
  nextPacificMonthStart,
  pacificDay,
  SITE_TIME_ZONE,
  startOfPacificDay,
} from '../../../shared/time.ts';
import { formatDate } from '../../i18n/dates.ts';
import type { Lang, useI18n } from '../../i18n/i18n.ts';

/** When the monthly boards start afresh: midnight Pacific at the start of next month. */
export function resetNote(lang: Lang, t: ReturnType<typeof useI18n>['t']): string {
  const now = new Date();
  const reset = nextPacificMonthStart(now);
  // Counted in Pacific calendar days, so the last day of the month reads as "tonight".
  const days = Math.round((reset.getTime() - startOfPacificDay(pacificDay(now)).getTime()) / 86_400_000);
  if (days <= 1) return t('board.resetsToday');
  // The first of the month on the site's calendar: December 1, 1 de diciembre.
  return t('board.resets', {
    days,
    date: formatDate(reset, lang, { month: 'long', day: 'numeric', timeZone: SITE_TIME_ZONE }),
  });
}
