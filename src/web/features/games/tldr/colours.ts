import type { LetterState } from '../../../../shared/games/tldr/clues.ts';

export type TileLook = LetterState | 'typed' | 'empty';

const NORMAL: Record<LetterState, string> = {
  correct: 'border-green-700 bg-green-700 text-white',
  present: 'border-yellow-400 bg-yellow-400 text-slate-900',
  absent: 'border-slate-500 bg-slate-500 text-white dark:border-slate-700 dark:bg-slate-700',
};

const HIGH_CONTRAST: Record<LetterState, string> = {
  correct: 'border-orange-700 bg-orange-700 text-white',
  present: 'border-sky-300 bg-sky-300 text-slate-900',
  absent: 'border-slate-500 bg-slate-500 text-white dark:border-slate-700 dark:bg-slate-700',
};

/** Tile colours: green/yellow/grey, or orange/blue/grey with the high-contrast option. */
export function tileColours(look: TileLook, highContrast: boolean): string {
  if (look === 'empty') return 'border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-900';
  if (look === 'typed')
    return 'border-slate-600 bg-white text-slate-900 dark:border-slate-300 dark:bg-slate-900 dark:text-white';
  return (highContrast ? HIGH_CONTRAST : NORMAL)[look];
}

/**
 * On-screen key colours: the best clue the letter has had, or neutral when not guessed yet. An
 * absent key is darker than an unused one in both themes, so the two stay apart at a glance.
 */
export function keyColours(state: LetterState | undefined, highContrast: boolean): string {
  if (!state)
    return 'border-slate-200 bg-slate-200 text-slate-900 hover:bg-slate-300 dark:border-slate-500 dark:bg-slate-500 dark:text-white dark:hover:bg-slate-400 dark:hover:text-slate-950';
  if (state === 'absent')
    return 'border-slate-500 bg-slate-500 text-white dark:border-slate-800 dark:bg-slate-800 dark:text-slate-300';
  return (highContrast ? HIGH_CONTRAST : NORMAL)[state];
}
