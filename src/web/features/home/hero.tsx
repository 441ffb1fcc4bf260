import type { ReactNode } from 'react';
import { formatNumber } from '../../../shared/format.ts';
import { useI18n } from '../../i18n/i18n.ts';

function scrollToGames() {
  const games = document.getElementById('games');
  if (!games) return;
  // Smoothly, unless motion is reduced: the page's scroll-behavior decides (app.css).
  games.scrollIntoView();
  // Keyboard and screen reader users continue from the games, not from the button.
  games.focus({ preventScroll: true });
}

export function Hero({ playerCount }: { playerCount: ReactNode }) {
  const { t } = useI18n();
  return (
    <section
      aria-labelledby="hero-title"
      className="border-b border-indigo-100 bg-gradient-to-b from-indigo-50 to-white px-4 py-14 text-center sm:py-20 dark:border-slate-800 dark:from-indigo-950/60 dark:to-slate-950"
    >
      <h1
        id="hero-title"
        className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white"
      >
        {t('hero.title')}
      </h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700 dark:text-slate-300">{t('hero.text')}</p>
      <button type="button" onClick={scrollToGames} className="button-primary mt-8 px-6 py-3 text-base">
        {t('hero.start')}
      </button>
      {playerCount}
    </section>
  );
}

/**
 * The line under the hero's button. `count` is undefined while loading and null when it could not be
 * read; the line keeps its size in every case so nothing below it moves.
 */
export function PlayerLine({ count }: { count?: number | null | undefined }) {
  const { t, lang } = useI18n();
  // The count is styled on its own, in the sentence its plural form chose (Spanish puts words before it).
  const figure = formatNumber(count ?? 0, lang);
  const [before = '', after = ''] = t('hero.players', { count: count ?? 0 }).split(figure);
  return (
    <p className={`mt-6 h-7 text-lg text-slate-700 dark:text-slate-300 ${count === null ? 'invisible' : ''}`}>
      {before}
      <span className="font-bold text-indigo-700 tabular-nums dark:text-indigo-300">
        {count == null ? (
          <span className="inline-block h-5 w-[4ch] animate-pulse rounded bg-slate-200 align-middle dark:bg-slate-700" />
        ) : (
          figure
        )}
      </span>
      {after}
    </p>
  );
}
