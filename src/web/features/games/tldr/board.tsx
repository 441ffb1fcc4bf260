import type { LetterState } from '../../../../shared/games/tldr/clues.ts';
import { TLDR_MAX_ATTEMPTS, TLDR_WORD_LENGTH } from '../../../../shared/games/tldr/scoring.ts';
import { useMessages } from '../../../i18n/i18n.ts';
import { type TileLook, tileColours } from './colours.ts';
import { tldrMessages } from './messages.ts';

interface BoardProps {
  rows: readonly { guess: string; states: readonly LetterState[] }[];
  /** The row being typed, or null when the game is over. */
  current: string | null;
  highContrast: boolean;
  /** True until the player's day (saved game, completion or a new game) is loaded. */
  busy: boolean;
}

export function Tile({
  letter,
  look,
  label,
  highContrast,
  size = 'large',
}: {
  letter: string;
  look: TileLook;
  label: string;
  highContrast: boolean;
  size?: 'large' | 'small';
}) {
  const sizing = size === 'large' ? 'aspect-square text-2xl sm:text-3xl' : 'size-10 text-xl';
  return (
    <span
      role="img"
      aria-label={label}
      className={`flex items-center justify-center rounded-md border-2 font-bold uppercase select-none transition-colors duration-300 ${sizing} ${tileColours(look, highContrast)}`}
    >
      {letter}
    </span>
  );
}

/** Six rows of six tiles; each tile's name tells its row, position, letter and clue. */
export function Board({ rows, current, highContrast, busy }: BoardProps) {
  const { text } = useMessages(tldrMessages);
  return (
    // The grid narrows on short screens (down to 14rem) so that the whole keyboard is in view on a
    // 1280x800 desktop as on a 390x844 phone: about 33rem of the page's height is everything else.
    // biome-ignore lint/a11y/useSemanticElements: the board is not a form: a named group of tiles
    <div
      role="group"
      aria-label={text('board')}
      aria-busy={busy}
      className="mx-auto grid w-full max-w-[clamp(14rem,calc(100dvh-33rem),17rem)] gap-1.5 sm:max-w-[clamp(14rem,calc(100dvh-33rem),19rem)]"
    >
      {Array.from({ length: TLDR_MAX_ATTEMPTS }, (_, rowIndex) => {
        const row = rowIndex + 1;
        const scored = rows[rowIndex];
        const typing = !scored && current !== null && rowIndex === rows.length ? current : '';
        return (
          // biome-ignore lint/a11y/useSemanticElements: a named group of tiles, not a form
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are fixed positions
            key={rowIndex}
            role="group"
            aria-label={text('row', { row })}
            className="grid grid-cols-6 gap-1.5"
          >
            {Array.from({ length: TLDR_WORD_LENGTH }, (_, letterIndex) => {
              const position = letterIndex + 1;
              const letter = scored ? (scored.guess[letterIndex] ?? '') : (typing[letterIndex] ?? '');
              const state = scored?.states[letterIndex];
              let look: TileLook = 'empty';
              let label = text('tileEmpty', { row, position });
              if (state) {
                look = state;
                label = text('tile', { row, position, letter, state: text(`state.${state}`) });
              } else if (letter) {
                look = 'typed';
                label = text('tileTyped', { row, position, letter });
              }
              return (
                <Tile
                  // biome-ignore lint/suspicious/noArrayIndexKey: the tiles are fixed positions
                  key={letterIndex}
                  letter={letter}
                  look={look}
                  label={label}
                  highContrast={highContrast}
                />
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
