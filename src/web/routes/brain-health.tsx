import type { MetaFunction } from 'react-router';
import { PageIntro } from '../components/page/page-intro.tsx';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.brainHealth,
    title: 'Brain Health Guide',
    description:
      'Habits that support a healthy brain: sleep, exercise, social life, learning and what puzzles can and cannot do.',
    keywords: 'brain health, cognitive health, healthy habits',
  });

export default function BrainHealthPage() {
  return (
    <PageIntro title="Brain Health">
      <p>
        A practical guide to the everyday habits that research links to a healthy brain, and an honest look at
        where puzzles fit in.
      </p>
    </PageIntro>
  );
}
