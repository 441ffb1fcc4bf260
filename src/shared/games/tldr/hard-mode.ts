import type { LetterState } from './clues.ts';

/**
 * A hint a hard-mode guess must use: a letter in its place (`position` from 1), or a letter the guess
 * must hold at least `count` times.
 */
export type TldrHint =
  | { kind: 'place'; position: number; letter: string }
  | { kind: 'letter'; letter: string; count: number };

/**
 * Hard mode's rule: every hint revealed so far is used. A letter marked correct stays in its place;
 * a letter marked present or correct in a row appears again, at least as many times as that row
 * marked it (two E's marked in one row ask for two E's; an E marked absent beside them asks for
 * nothing more). The first hint broken is named: the places from the first to the last, then the
 * letters in the order they were first revealed; null when the guess uses them all.
 */
export function brokenHint(
  rows: readonly { guess: string; states: readonly LetterState[] }[],
  guess: string,
): TldrHint | null {
  const letters = [...guess.toUpperCase()];
  const places = new Map<number, string>();
  const needed = new Map<string, number>();
  for (const row of rows) {
    const marked = new Map<string, number>();
    [...row.guess.toUpperCase()].forEach((letter, index) => {
      const state = row.states[index];
      if (state === 'correct') places.set(index, letter);
      if (state === 'correct' || state === 'present') marked.set(letter, (marked.get(letter) ?? 0) + 1);
    });
    for (const [letter, count] of marked) needed.set(letter, Math.max(needed.get(letter) ?? 0, count));
  }
  for (const [index, letter] of [...places].sort(([a], [b]) => a - b)) {
    if (letters[index] !== letter) return { kind: 'place', position: index + 1, letter };
  }
  for (const [letter, count] of needed) {
    if (letters.filter((each) => each === letter).length < count) return { kind: 'letter', letter, count };
  }
  return null;
}

/** Hard mode's refusal in the API's English: the broken hint named. */
export function hintText(hint: TldrHint): string {
  if (hint.kind === 'place') return `The ${ordinal(hint.position)} letter must be ${hint.letter}`;
  return hint.count > 1
    ? `Guess must contain ${hint.count} ${hint.letter}'s`
    : `Guess must contain ${hint.letter}`;
}

function ordinal(position: number): string {
  const suffix = position === 1 ? 'st' : position === 2 ? 'nd' : position === 3 ? 'rd' : 'th';
  return `${position}${suffix}`;
}
