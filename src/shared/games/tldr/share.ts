import type { LetterState } from './clues.ts';
import { TLDR_MAX_ATTEMPTS } from './scoring.ts';

const SQUARES: Record<'normal' | 'high-contrast', Record<LetterState, string>> = {
  normal: { correct: '🟩', present: '🟨', absent: '⬛' },
  'high-contrast': { correct: '🟧', present: '🟦', absent: '⬛' },
};

/**
 * The text a player shares: the day, the attempts (X when lost) and one row of coloured squares
 * per guess. It never contains a letter of the guesses.
 */
export function shareText(options: {
  day: string;
  won: boolean;
  rows: readonly (readonly LetterState[])[];
  highContrast: boolean;
}): string {
  const squares = SQUARES[options.highContrast ? 'high-contrast' : 'normal'];
  const tally = `${options.won ? options.rows.length : 'X'}/${TLDR_MAX_ATTEMPTS}`;
  const grid = options.rows.map((states) => states.map((state) => squares[state]).join('')).join('\n');
  return `TL;DR ${options.day} ${tally}\n\n${grid}`;
}
