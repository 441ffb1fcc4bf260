import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n.ts';

function scrollToGames() {
  const games = document.getElementById('games');
  if (!games) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  games.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
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
export function PlayerLine({ count }: { count?: string | null }) {
  const { t } = useI18n();
  // The count is styled on its own; what the sentence puts before it (Spanish's "¡") goes with it.
  const [before = '', after = ''] = t('hero.players').split('{count}');
  return (
    <p
      className={`mt-6 flex h-7 items-center justify-center gap-1.5 text-lg text-slate-700 dark:text-slate-300 ${count === null ? 'invisible' : ''}`}
    >
      <span className="min-w-[4ch] text-right font-bold text-indigo-700 tabular-nums dark:text-indigo-300">
        {count ? (
          `${before}${count}`
        ) : (
          <span className="inline-block h-5 w-full animate-pulse rounded bg-slate-200 align-middle dark:bg-slate-700" />
        )}
      </span>
      {after.trim()}
    </p>
  );
}
