/** Seconds as mm:ss with two digits each (minutes grow past 99 when needed); --:-- when unknown. */
export function formatClock(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '--:--';
  const whole = Math.floor(seconds);
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** A duration as m:ss (the community and admin statistics' average time, such as 0:00 or 2:05). */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The languages the site writes numbers in (the web's `Lang`). */
export type NumberLanguage = 'en' | 'es';

/**
 * A number as the page's language writes it, by one rule for the whole site (decision 019):
 * English groups thousands with a comma from 1,000 and writes a decimal point (1,234.5); Spanish
 * leaves a four-digit number whole and groups with a point from 10.000, and writes a decimal comma
 * (5000, 10.000, 1234,5). The number is rounded to `digits` decimals: none by default, 12.0 with
 * one. Written here rather than by Intl: a page's first Intl formatter costs tens of milliseconds on
 * a phone (decision 015).
 */
export function formatNumber(value: number, lang: NumberLanguage = 'en', digits = 0): string {
  const es = lang === 'es';
  const [whole = '', fraction] = value.toFixed(digits).split('.');
  const grouped =
    es && whole.replace('-', '').length < 5 ? whole : whole.replace(/\B(?=(\d{3})+$)/g, es ? '.' : ',');
  return fraction ? grouped + (es ? ',' : '.') + fraction : grouped;
}

/** A score followed by 'pts', kept on one line: 1,234 pts in English, 1234 pts in Spanish. */
export function formatPoints(score: number, lang: NumberLanguage = 'en'): string {
  return `${formatNumber(score, lang)}\u00a0pts`;
}

/** A whole percentage: 12% in English, 12 % in Spanish (which puts a space before the sign). */
export function formatPercent(value: number, lang: NumberLanguage = 'en'): string {
  return `${formatNumber(value, lang)}${lang === 'es' ? '\u00a0' : ''}%`;
}
