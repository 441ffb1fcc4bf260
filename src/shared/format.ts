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

let numberFormatter: Intl.NumberFormat | undefined;

/**
 * A whole number with thousands separators, such as 1,234. Whole numbers are grouped here rather
 * than by Intl: a page's first Intl formatter costs tens of milliseconds on a phone.
 */
export function formatNumber(value: number): string {
  if (Number.isSafeInteger(value)) return String(value).replace(/\B(?=(\d{3})+$)/g, ',');
  numberFormatter ??= new Intl.NumberFormat('en-US');
  return numberFormatter.format(value);
}

/** A score with thousands separators followed by 'pts', such as 1,234 pts. */
export function formatPoints(score: number): string {
  return `${formatNumber(score)} pts`;
}
