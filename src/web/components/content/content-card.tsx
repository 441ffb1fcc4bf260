import type { Card as CardData } from '../../content/content-types.ts';
import { CONTENT_ICONS } from './content-icons.ts';
import { PlayLink } from './play-link.tsx';
import { STRONG } from './text-blocks.tsx';

/** One card of a `cards` block: an icon and a title over its blocks (`children`), and its game's call to play. */
export function ContentCard({ card, children }: { card: CardData; children: React.ReactNode }) {
  const Icon = card.icon && CONTENT_ICONS[card.icon];
  return (
    <div className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center gap-3">
        {Icon && (
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-100 text-indigo-700 dark:bg-indigo-900/60 dark:text-indigo-300">
            <Icon aria-hidden="true" className="size-5" />
          </span>
        )}
        <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{card.title}</h3>
      </div>
      <div
        className={`mt-3 flex-1 space-y-3 text-[0.95rem] leading-relaxed text-slate-700 dark:text-slate-300 ${STRONG}`}
      >
        {children}
      </div>
      {card.play && (
        <div className="mt-4">
          <PlayLink to={card.play.to} text={card.play.text} />
        </div>
      )}
    </div>
  );
}
