import type { MetaFunction } from 'react-router';
import { ContentPageView } from '../components/content/content-page.tsx';
import { FAQ } from '../content/faq.ts';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.faq,
    title: 'Frequently Asked Questions',
    description:
      'Answers about the games, accounts, leaderboards, the daily word and your data at Brain Training Puzzles.',
    keywords: 'FAQ, brain training questions, leaderboard, daily word, passwordless sign-in, guest play',
  });

export default function FaqPage() {
  return <ContentPageView content={FAQ} />;
}
