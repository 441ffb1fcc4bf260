import type { MetaFunction } from 'react-router';
import { useI18n } from '../lib/i18n.ts';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.home,
    title: 'Brain Training Puzzles: Free Memory, Logic and Word Games',
    description:
      'Train your brain with four free puzzle games: Memory Match, Number Puzzle, Word Scramble and the daily TL;DR word game. Monthly leaderboards, no password needed.',
    keywords: 'brain training, brain games, memory game, sliding puzzle, word scramble, daily word game',
  });

export default function HomePage() {
  const { t } = useI18n();
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 text-center">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t('hero.title')}</h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700 dark:text-slate-300">{t('hero.text')}</p>
      <div id="games" tabIndex={-1} />
      <div id="leaderboard" tabIndex={-1} />
    </section>
  );
}
