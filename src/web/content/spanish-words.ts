import { formatNumber } from '../../shared/format.ts';

const WORDS = [
  'cero',
  'uno',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciséis',
];

/**
 * A small count in Spanish words (up to sixteen), as the English pages spell theirs in running text;
 * a larger one as a figure, by the Spanish rule (decision 019). For the Spanish halves of content pages.
 */
export function spanishWords(value: number): string {
  return WORDS[value] ?? formatNumber(value, 'es');
}
