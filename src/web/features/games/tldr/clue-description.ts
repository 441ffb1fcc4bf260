import type { ErrorDetails } from '../../../../shared/api/common.ts';
import type { LetterState } from '../../../../shared/games/tldr/clues.ts';
import type { TldrHint } from '../../../../shared/games/tldr/hard-mode.ts';
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

/** Hard mode's refusal in the page's language, naming the hint the guess left out. */
export function hintMessage(hint: TldrHint, text: TldrText): string {
  if (hint.kind === 'place') {
    const ordinal = text(`ordinal.${hint.position as 1 | 2 | 3 | 4 | 5 | 6}`);
    return text('hintPlace', { ordinal, letter: hint.letter });
  }
  if (hint.count < 2) return text('hintLetter', { letter: hint.letter });
  return text('hintLetters', {
    count: text(`count.${hint.count as 2 | 3 | 4 | 5 | 6}`),
    letter: hint.letter,
  });
}

/** The hint a server's HINT_NOT_USED names, from the error's fields. */
export function hintOfError(details: ErrorDetails): TldrHint | null {
  const { hint } = details;
  if (!hint) return null;
  if (hint.position !== undefined) return { kind: 'place', position: hint.position, letter: hint.letter };
  return { kind: 'letter', letter: hint.letter, count: hint.count ?? 1 };
}
