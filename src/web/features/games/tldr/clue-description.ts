import type { LetterState } from '../../../../shared/games/tldr/clues.ts';
import type { tldrMessages } from './messages.ts';

export type TldrText = (
  key: keyof (typeof tldrMessages)['en'],
  values?: Record<string, string | number>,
) => string;

/** The clues of a row, read out: "S present, P absent, ...". */
export function describeClues(guess: string, states: readonly LetterState[], text: TldrText): string {
  return [...guess]
    .map((letter, index) => `${letter} ${text(`state.${states[index] ?? 'absent'}`)}`)
    .join(', ');
}
