import { formatDate } from '../../i18n/dates.ts';
import { type Lang, useI18n } from '../../i18n/i18n.ts';

/**
 * A date and time in the visitor's short format for the page's language, in the browser's time zone:
 * 28/11/26, 15:04 on a Spanish page, 11/28/26, 3:04 PM on an English one in the US.
 */
export function formatDateTime(iso: string, lang: Lang): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : formatDate(date, lang, { dateStyle: 'short', timeStyle: 'short' });
}

/** A calendar day written as YYYY-MM-DD (a Pacific day) in the visitor's short format; as given when it is not one. */
export function formatDay(day: string, lang: Lang): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : formatDate(date, lang, { dateStyle: 'short', timeZone: 'UTC' });
}

/** A moment of the dashboard's data, written as the page's language writes it. */
export function When({ iso }: { iso: string }) {
  const { lang } = useI18n();
  return <time dateTime={iso}>{formatDateTime(iso, lang)}</time>;
}
