import type { ReactNode } from 'react';
import { formatClock, formatNumber } from '../../../shared/format.ts';
import { useMessages } from '../../i18n/i18n.ts';
import { BackButton } from '../ui/back-button.tsx';
import { gameChromeMessages } from './messages.ts';

interface GameHeaderProps {
  title: string;
  /** The clock; null hides it (an untimed practice game). */
  seconds: number | null;
  /** The score; null hides it (an untimed practice game, whose score would need a time). */
  score: number | null;
  /** A label beside the title: practice says it is not ranked. */
  badge?: string;
  /** The third figure: moves, words completed or attempts, with its label. */
  counter: { label: string; value: ReactNode };
}

/** The header every game screen shares: Back, the game's name, timer, score and moves (or words). */
export function GameHeader({ title, seconds, score, counter, badge }: GameHeaderProps) {
  const { text, lang } = useMessages(gameChromeMessages);
  return (
    <header className="mx-auto flex max-w-3xl flex-wrap items-center gap-x-4 gap-y-3 px-4 pt-4 sm:pt-6">
      <BackButton />
      <h1 className="flex flex-1 flex-wrap items-baseline gap-x-3 text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
        {badge && (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold tracking-normal text-amber-950 dark:bg-amber-900/60 dark:text-amber-100">
            {badge}
          </span>
        )}
      </h1>
      <dl
        aria-label={text('stats')}
        className="flex w-full gap-2 sm:w-auto [&>div]:min-w-20 [&>div]:flex-1 [&>div]:rounded-lg [&>div]:border [&>div]:border-slate-200 [&>div]:bg-slate-50 [&>div]:px-3 [&>div]:py-1.5 [&>div]:text-center dark:[&>div]:border-slate-700 dark:[&>div]:bg-slate-900"
      >
        {seconds !== null && (
          <div>
            <dt className="text-xs text-slate-600 dark:text-slate-300">{text('time')}</dt>
            <dd className="font-mono text-lg font-semibold tabular-nums" data-testid="game-time">
              {formatClock(seconds)}
            </dd>
          </div>
        )}
        {score !== null && (
          <div>
            <dt className="text-xs text-slate-600 dark:text-slate-300">{text('score')}</dt>
            <dd className="font-mono text-lg font-semibold tabular-nums" data-testid="game-score">
              {formatNumber(score, lang)}
            </dd>
          </div>
        )}
        <div>
          <dt className="text-xs text-slate-600 dark:text-slate-300">{counter.label}</dt>
          <dd className="font-mono text-lg font-semibold tabular-nums" data-testid="game-counter">
            {counter.value}
          </dd>
        </div>
      </dl>
    </header>
  );
}
