import type { MetaFunction } from 'react-router';
import { PageIntro } from '../components/page/page-intro.tsx';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.trainingTips,
    title: 'Brain Training Tips',
    description:
      'When to train, how hard, how often and how to vary it: practical tips for getting more from brain games.',
    keywords: 'brain training tips, practice schedule',
  });

export default function TrainingTipsPage() {
  return (
    <PageIntro title="Training Tips">
      <p>Practical advice on timing, challenge, consistency and variety in your training.</p>
    </PageIntro>
  );
}
