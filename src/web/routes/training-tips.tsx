import type { MetaFunction } from 'react-router';
import { ContentPageView } from '../components/content/content-page.tsx';
import { TRAINING_TIPS } from '../content/training-tips.ts';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.trainingTips,
    title: 'Brain Training Tips',
    description:
      'When to train, how hard, how often and how to vary it: a five-week plan, mindset advice and tips for each of our four puzzle games.',
    keywords: 'brain training tips, practice schedule, training plan, puzzle game tips',
  });

export default function TrainingTipsPage() {
  return <ContentPageView content={TRAINING_TIPS} />;
}
