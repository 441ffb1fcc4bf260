import { useEffect } from 'react';

/** Keys typed into a form field, a dialog or with a modifier belong to them, not to the game. */
function belongsElsewhere(event: KeyboardEvent | ClipboardEvent): boolean {
  const target = event.target;
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return true;
  return false;
}

const LETTER = { en: /^[a-z]$/i, es: /^\p{L}$/u } as const;

/**
 * While a game is being played, the page's keys type into its row: a letter of the game's alphabet
 * (any letter on the Spanish word's board, Ñ and accented ones included), Backspace and Enter, and
 * pasted text. Keys that belong elsewhere are left alone, and Enter on a focused button or link
 * presses it, as everywhere else.
 */
export function useBoardTyping({
  playing,
  alphabet,
  type,
  backspace,
  submit,
}: {
  playing: boolean;
  alphabet: 'en' | 'es';
  type: (letters: string) => void;
  backspace: () => void;
  submit: () => Promise<unknown> | undefined;
}): void {
  useEffect(() => {
    if (!playing) return;
    const letter = LETTER[alphabet];
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || belongsElsewhere(event))
        return;
      if (letter.test(event.key)) {
        event.preventDefault();
        type(event.key);
      } else if (event.key === 'Backspace') {
        event.preventDefault();
        backspace();
      } else if (event.key === 'Enter') {
        const target = event.target;
        if (target instanceof Element && target.closest('button, a, summary')) return;
        event.preventDefault();
        void submit();
      }
    };
    const onPaste = (event: ClipboardEvent) => {
      if (belongsElsewhere(event)) return;
      const pasted = event.clipboardData?.getData('text') ?? '';
      if (pasted) {
        event.preventDefault();
        type(pasted);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('paste', onPaste);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('paste', onPaste);
    };
  }, [playing, alphabet, type, backspace, submit]);
}
