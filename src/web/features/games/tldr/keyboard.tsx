import { Delete } from 'lucide-react';
import type { MouseEvent } from 'react';
import type { LetterState } from '../../../../shared/games/tldr/clues.ts';
import { useMessages } from '../../../i18n/i18n.ts';
import { keyColours } from './colours.ts';
import { tldrMessages } from './messages.ts';

const ROWS: readonly string[] = ['QWERTYUIOP', 'ASDFGHJKL', 'ZXCVBNM'];

/** The Spanish layout's letters: Ñ where a Spanish keyboard has it, after L. */
export const SPANISH_KEY_ROWS: readonly string[] = ['QWERTYUIOP', 'ASDFGHJKLÑ', 'ZXCVBNM'];

interface KeyboardProps {
  states: ReadonlyMap<string, LetterState>;
  disabled: boolean;
  highContrast: boolean;
  onLetter: (letter: string) => void;
  onEnter: () => void;
  onBackspace: () => void;
  /** The letters of each row (the English layout unless given). */
  rows?: readonly string[];
}

// A click with the mouse leaves the focus where it was, so that the physical Enter key keeps
// submitting the guess instead of pressing the last key clicked. Keyboard users still Tab to the keys.
const keepFocus = (event: MouseEvent) => event.preventDefault();

const keyBase =
  'flex h-12 sm:h-13 min-w-0 items-center justify-center rounded-md border font-semibold select-none disabled:cursor-not-allowed disabled:opacity-60';

/** The on-screen keyboard: A to Z, Enter and Backspace, each letter showing its best clue so far. */
export function Keyboard({
  states,
  disabled,
  highContrast,
  onLetter,
  onEnter,
  onBackspace,
  rows = ROWS,
}: KeyboardProps) {
  const { text } = useMessages(tldrMessages);
  const neutral = keyColours(undefined, highContrast);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of keys, not a form
    <div role="group" aria-label={text('keyboard')} className="mx-auto flex w-full max-w-lg flex-col gap-1.5">
      {rows.map((letters, rowIndex) => (
        <div key={letters} className="flex gap-1.5">
          {rowIndex === 1 && letters.length < 10 && <span aria-hidden="true" className="flex-[0.5]" />}
          {rowIndex === 2 && (
            <button
              type="button"
              className={`${keyBase} flex-[1.5] px-1 text-xs sm:text-sm ${neutral}`}
              onMouseDown={keepFocus}
              onClick={onEnter}
              disabled={disabled}
            >
              {text('enter')}
            </button>
          )}
          {[...letters].map((letter) => {
            const state = states.get(letter);
            return (
              <button
                key={letter}
                type="button"
                aria-label={state ? text('keyState', { letter, state: text(`state.${state}`) }) : letter}
                className={`${keyBase} flex-1 text-base ${keyColours(state, highContrast)}`}
                onMouseDown={keepFocus}
                onClick={() => onLetter(letter)}
                disabled={disabled}
              >
                {letter}
              </button>
            );
          })}
          {rowIndex === 2 && (
            <button
              type="button"
              aria-label={text('backspace')}
              className={`${keyBase} flex-[1.5] ${neutral}`}
              onMouseDown={keepFocus}
              onClick={onBackspace}
              disabled={disabled}
            >
              <Delete aria-hidden="true" className="size-5" />
            </button>
          )}
          {rowIndex === 1 && letters.length < 10 && <span aria-hidden="true" className="flex-[0.5]" />}
        </div>
      ))}
    </div>
  );
}
