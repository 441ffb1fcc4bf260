import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { GAME_IDENTITIES, type GameId } from '../../../shared/games/identities.ts';
import { useI18n } from '../../i18n/i18n.ts';

interface GameCardsProps {
  /** Fills the icon's fixed-size tile. */
  icon: (gameId: GameId) => ReactNode;
  /** Fills the card's fixed-height progress slot. */
  progress: (gameId: GameId, name: string) => ReactNode;
}

/** The games, each with a link to play it. */
export function GameCards({ icon, progress }: GameCardsProps) {
  const { t, href } = useI18n();
  return (
    <section
      id="games"
      tabIndex={-1}
      aria-labelledby="games-title"
      className="mx-auto max-w-6xl px-4 pt-12 outline-none"
    >
      <h2 id="games-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t('games.title')}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {GAME_IDENTITIES.map(({ id, path }) => {
          const name = t(`games.name.${id}`);
          return (
            <li
              key={id}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-indigo-100 text-indigo-700 dark:bg-indigo-900/60 dark:text-indigo-300">
                {icon(id)}
              </span>
              <h3 id={`game-${id}`} className="mt-3 text-lg font-semibold">
                {name}
              </h3>
              <p className="mt-1 flex-1 text-sm text-slate-600 dark:text-slate-300">
                {t(`games.description.${id}`)}
              </p>
              <div className="mt-3 h-9">{progress(id, name)}</div>
              <Link to={href(path)} aria-describedby={`game-${id}`} className="button-primary mt-3">
                {t('games.playNow')}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
