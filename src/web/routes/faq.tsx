import type { MetaFunction } from 'react-router';
import { PageIntro } from '../components/page/page-intro.tsx';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.faq,
    title: 'Frequently Asked Questions',
    description:
      'Answers about the games, accounts, leaderboards, the daily word and your data at Brain Training Puzzles.',
    keywords: 'FAQ, brain training questions, leaderboard, daily word',
  });

export default function FaqPage() {
  return (
    <PageIntro title="Frequently Asked Questions">
      <p>
        Answers to the questions players ask most about the games, accounts, leaderboards and the daily word.
      </p>
    </PageIntro>
  );
}
