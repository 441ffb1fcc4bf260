import { Link, useLocation } from 'react-router';
import { GAME_IDENTITIES } from '../../../shared/games/identities.ts';
import { useMessages } from '../../i18n/i18n.ts';
import { ALL_PATHS, PATHS } from '../../lib/paths.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { closestPath } from './closest-path.ts';
import { notFoundMessages } from './messages.ts';

const linkClass = 'font-medium text-indigo-700 underline underline-offset-4 dark:text-indigo-300';

/**
 * What an unknown address shows: the specification's two sentences, then the page it most likely
 * meant and the ways on (the games and the home page). The suggestion depends on the address, which
 * the page prerendered once for every unknown address cannot know: it appears once hydration is over.
 */
export function NotFoundPage() {
  const { t, text, href } = useMessages(notFoundMessages);
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const suggestion = hydrated ? closestPath(pathname, ALL_PATHS) : null;
  return (
    <article className="prose-page">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.hint')}</p>
      {suggestion && (
        <p className="rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-lg dark:border-indigo-900 dark:bg-indigo-950/60">
          {text('didYouMeanBefore')}{' '}
          <Link to={href(suggestion)} className={`${linkClass} break-all`}>
            {suggestion}
          </Link>
          {text('didYouMeanAfter')}
        </p>
      )}
      <nav aria-labelledby="not-found-games">
        <h2 id="not-found-games">{text('games')}</h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {GAME_IDENTITIES.map(({ id, path }) => (
            <li key={id}>
              <Link
                to={href(path)}
                className="block h-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-indigo-400 hover:bg-indigo-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-400 dark:hover:bg-slate-800"
              >
                <span className="block font-semibold text-indigo-700 dark:text-indigo-300">
                  {t(`games.name.${id}`)}
                </span>
                <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">
                  {t(`games.description.${id}`)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-6">
        <Link to={href(PATHS.home)} className={linkClass}>
          {t('notFound.home')}
        </Link>
      </p>
    </article>
  );
}
