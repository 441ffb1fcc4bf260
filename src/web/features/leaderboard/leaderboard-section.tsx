import type { ReactNode } from 'react';
import { GAME_IDS, type GameId } from '../../../shared/games/identities.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { useAnnouncement } from './live-news.ts';

/** The leaderboards section; `board` renders one game's board inside its card. */
export function LeaderboardSection({ board }: { board: (gameId: GameId, name: string) => ReactNode }) {
  const { t } = useI18n();
  const announcement = useAnnouncement();
  return (
    <section
      id="leaderboard"
      tabIndex={-1}
      aria-labelledby="leaderboard-title"
      className="mx-auto max-w-6xl px-4 pt-12 outline-none"
    >
      <h2 id="leaderboard-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t('board.title')}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">{t('board.intro')}</p>
      {/* The live boards' news, read out politely; a new key makes the same words be read again. */}
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="board-announcer">
        <span key={announcement.key}>{announcement.text}</span>
      </div>
      <div className="mt-6 grid gap-4 sm:gap-6 lg:grid-cols-2">
        {GAME_IDS.map((id) => (
          <div
            key={id}
            className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
          >
            <h3 className="mb-3 text-lg font-semibold">{t(`games.name.${id}`)}</h3>
            {/* Room for the tabs, five rows, the player's own row and the reset note: neither the
                placeholder nor any state of the board moves what follows. */}
            <div className="min-h-[26rem]">{board(id, t(`games.name.${id}`))}</div>
          </div>
        ))}
      </div>
    </section>
  );
}

/** What a board shows before its code has arrived. */
export function BoardSkeleton() {
  return <div className="h-[26rem] animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />;
}
