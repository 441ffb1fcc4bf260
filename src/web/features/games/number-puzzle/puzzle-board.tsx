import { type KeyboardEvent, useLayoutEffect, useRef } from 'react';
import { BLANK, blankIndex, canMove, columnOf, rowOf } from '../../../../shared/games/number-puzzle/board.ts';
import type { NumberPuzzleView } from '../../../../shared/games/number-puzzle/engine.ts';
import type { useMessages } from '../../../i18n/i18n.ts';
import type { numberPuzzleMessages } from './messages.ts';

/** A tile's last slide, animated from its old square to its new one. */
export interface SlideMove {
  tile: number;
  from: number;
  to: number;
}

/** The gap between tiles (Tailwind's gap-2), for the slide animation's distance. */
const TILE_GAP_PX = 8;
const SLIDE_MS = 120;

type Text = ReturnType<typeof useMessages<(typeof numberPuzzleMessages)['en']>>['text'];

/** The sixteen squares: tiles as buttons (those next to the blank can move), the blank as text. */
export function Board({
  view,
  lastMove,
  text,
  onTile,
  onKeyDown,
}: {
  view: NumberPuzzleView;
  lastMove: SlideMove | null;
  text: Text;
  onTile: (index: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLFieldSetElement>) => void;
}) {
  const blank = blankIndex(view.board);
  const solved = view.solved;
  const tiles = useRef(new Map<number, HTMLButtonElement>());

  // The moved tile glides from its old square to its new one (skipped when motion is reduced).
  useLayoutEffect(() => {
    if (!lastMove || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const element = tiles.current.get(lastMove.tile);
    if (!element?.animate) return;
    const dx = columnOf(lastMove.from) - columnOf(lastMove.to);
    const dy = rowOf(lastMove.from) - rowOf(lastMove.to);
    element.animate(
      [
        {
          transform: `translate(calc(${dx * 100}% + ${dx * TILE_GAP_PX}px), calc(${dy * 100}% + ${dy * TILE_GAP_PX}px))`,
        },
        { transform: 'none' },
      ],
      { duration: SLIDE_MS, easing: 'ease-out' },
    );
  }, [lastMove]);

  return (
    // The arrow keys pressed on any tile reach the board.
    <fieldset
      aria-label={text('board', { row: rowOf(blank) + 1, column: columnOf(blank) + 1 })}
      onKeyDown={onKeyDown}
      className="grid aspect-square grid-cols-4 gap-2 rounded-xl bg-slate-200 p-2 dark:bg-slate-800"
    >
      {view.board.map((value, index) => {
        if (value === BLANK) {
          return (
            <div key="blank" className="rounded-lg">
              <span className="sr-only">{text('blank')}</span>
            </div>
          );
        }
        const movable = !solved && canMove(view.board, index);
        const inPlace = value === index + 1;
        return (
          <button
            key={value}
            ref={(element) => {
              if (element) tiles.current.set(value, element);
              else tiles.current.delete(value);
            }}
            type="button"
            aria-label={text(movable ? 'tileMovable' : 'tile', { number: value })}
            aria-disabled={!movable || undefined}
            onClick={() => onTile(index)}
            className={`flex items-center justify-center rounded-lg border-2 text-2xl font-bold shadow-sm tabular-nums transition-colors sm:text-3xl ${
              movable
                ? 'cursor-pointer border-indigo-700 bg-white text-indigo-900 hover:bg-indigo-50 dark:border-indigo-300 dark:bg-slate-900 dark:text-indigo-100 dark:hover:bg-slate-800'
                : inPlace
                  ? 'cursor-default border-emerald-600 bg-emerald-50 text-emerald-900 dark:border-emerald-500 dark:bg-emerald-950 dark:text-emerald-100'
                  : 'cursor-default border-slate-300 bg-white text-slate-800 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100'
            }`}
          >
            {value}
          </button>
        );
      })}
    </fieldset>
  );
}
