import { Brain, Check, Dices, Flame, type LucideIcon, Music, Palette, Star, Target, Zap } from 'lucide-react';
import type { KeyboardEvent, Ref } from 'react';
import type { MemoryCardView } from '../../../../shared/games/memory-match/engine.ts';
import type { MemorySymbol } from '../../../../shared/games/memory-match/game.ts';

/** Each symbol's picture and colour (light and dark), so pairs are told apart by shape and by colour. */
const FACES: Record<MemorySymbol, { icon: LucideIcon; colour: string }> = {
  brain: { icon: Brain, colour: 'text-pink-700 dark:text-pink-300' },
  target: { icon: Target, colour: 'text-red-700 dark:text-red-300' },
  fire: { icon: Flame, colour: 'text-orange-700 dark:text-orange-300' },
  star: { icon: Star, colour: 'text-amber-700 dark:text-amber-300' },
  dice: { icon: Dices, colour: 'text-sky-700 dark:text-sky-300' },
  palette: { icon: Palette, colour: 'text-violet-700 dark:text-violet-300' },
  'music-note': { icon: Music, colour: 'text-emerald-700 dark:text-emerald-300' },
  lightning: { icon: Zap, colour: 'text-yellow-700 dark:text-yellow-300' },
};

interface MemoryCardButtonProps {
  card: MemoryCardView;
  label: string;
  /** Face down while a pair is on show: it takes no click until the pair is resolved. */
  locked: boolean;
  onTurn: (id: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, id: number) => void;
  ref: Ref<HTMLButtonElement>;
}

/**
 * One card: a real button whose name says its number and state (and its symbol once shown). The
 * symbol is only put on the page while the card is face up or matched. A locked card stays in the
 * tab order (the focus does not jump) but says it is unavailable, and looks it: faded, with a
 * not-allowed cursor and no hover.
 */
export function MemoryCardButton({ card, label, locked, onTurn, onKeyDown, ref }: MemoryCardButtonProps) {
  const shown = card.isFlipped || card.isMatched;
  const face = card.symbol ? FACES[card.symbol] : null;
  const Icon = face?.icon;
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      aria-disabled={shown || locked || undefined}
      onClick={() => onTurn(card.id)}
      onKeyDown={(event) => onKeyDown(event, card.id)}
      className={`group aspect-square w-full rounded-xl perspective-[40rem] motion-safe:transition-opacity motion-safe:duration-150 ${
        locked ? 'cursor-not-allowed opacity-50' : 'cursor-pointer aria-disabled:cursor-default'
      }`}
    >
      <span
        aria-hidden="true"
        className={`relative block size-full transition-transform duration-300 ease-out transform-3d ${shown ? 'rotate-y-180' : ''}`}
      >
        <span
          className={`absolute inset-0 flex items-center justify-center rounded-xl border-2 border-indigo-800 bg-indigo-700 text-3xl font-bold text-white shadow-sm backface-hidden sm:text-4xl dark:border-indigo-300 dark:bg-indigo-400 dark:text-slate-950 ${
            locked ? '' : 'group-hover:bg-indigo-800 dark:group-hover:bg-indigo-300'
          }`}
        >
          ?
        </span>
        <span
          className={`absolute inset-0 flex rotate-y-180 items-center justify-center rounded-xl border-2 shadow-sm backface-hidden ${
            card.isMatched
              ? 'border-emerald-600 bg-emerald-50 dark:border-emerald-400 dark:bg-emerald-950'
              : 'border-slate-400 bg-white dark:border-slate-400 dark:bg-slate-900'
          }`}
        >
          {Icon && <Icon className={`size-1/2 ${face.colour}`} strokeWidth={2} />}
          {card.isMatched && (
            <Check
              className="absolute top-1 right-1 size-4 text-emerald-700 sm:size-5 dark:text-emerald-300"
              strokeWidth={3}
            />
          )}
        </span>
      </span>
    </button>
  );
}
