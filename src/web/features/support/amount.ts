import { formatNumber, type NumberLanguage } from '../../../shared/format.ts';

/** The donation amounts the page offers and accepts (the server checks the same: USD 1.00 to 10,000.00). */
export const PRESET_AMOUNTS = [3, 5, 10, 25] as const;
export const MIN_AMOUNT = 1;
export const MAX_AMOUNT = 10_000;

export type AmountCheck =
  | { ok: true; value: string }
  | { ok: false; reason: 'empty' | 'belowMinimum' | 'aboveMaximum' | 'notAmount' };

/** Reads a typed amount: dollars with at most two decimals, from 1.00 to 10,000.00. */
export function checkAmount(text: string): AmountCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  const number = Number(trimmed);
  if (!/^\d*(\.\d*)?$/.test(trimmed) || !Number.isFinite(number)) return { ok: false, reason: 'notAmount' };
  if (number < MIN_AMOUNT) return { ok: false, reason: 'belowMinimum' };
  if (number > MAX_AMOUNT) return { ok: false, reason: 'aboveMaximum' };
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { ok: false, reason: 'notAmount' };
  return { ok: true, value: number.toFixed(2) };
}

/**
 * Such as $5.00 or $1,250.50 in English, 5,00 US$ or 1250,50 US$ in Spanish (the number by the
 * site's rule, decision 019; written by hand: Intl would start as the page loads, decision 015).
 */
export function formatDollars(value: number | string, lang: NumberLanguage): string {
  const number = formatNumber(Number(value), lang, 2);
  return lang === 'es' ? `${number}\u00a0US$` : `$${number}`;
}
