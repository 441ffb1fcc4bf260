import {
  nextPacificMonthStart,
  pacificDay,
  SITE_TIME_ZONE,
  startOfPacificDay,
} from '../../../shared/time.ts';
import type { Lang, useI18n } from '../../i18n/i18n.ts';

interface BoardFormatters {
  shortDate: Intl.DateTimeFormat;
  days: Intl.NumberFormat;
  resetDate: Intl.DateTimeFormat;
}

// Four boards render these on every update; each formatter is built once per language.
const formatterCache = new Map<Lang, BoardFormatters>();

export function formatters(lang: Lang): BoardFormatters {
  let cached = formatterCache.get(lang);
  if (!cached) {
    cached = {
      // Dates in the player's local short format (the browser's locale; Spanish pages use Spanish).
      shortDate: new Intl.DateTimeFormat(lang === 'es' ? 'es' : undefined, { dateStyle: 'short' }),
      days: new Intl.NumberFormat(lang, { style: 'unit', unit: 'day', unitDisplay: 'long' }),
      resetDate: new Intl.DateTimeFormat(lang, { month: 'long', day: 'numeric', timeZone: SITE_TIME_ZONE }),
    };
    formatterCache.set(lang, cached);
  }
  return cached;
}

/** When the monthly boards start afresh: midnight Pacific at the start of next month. */
export function resetNote(lang: Lang, t: ReturnType<typeof useI18n>['t']): string {
  const now = new Date();
  const reset = nextPacificMonthStart(now);
  // Counted in Pacific calendar days, so the last day of the month reads as "tonight".
  const days = Math.round((reset.getTime() - startOfPacificDay(pacificDay(now)).getTime()) / 86_400_000);
  if (days <= 1) return t('board.resetsToday');
  return t('board.resets', {
    days: formatters(lang).days.format(days),
    date: formatters(lang).resetDate.format(reset),
  });
}
