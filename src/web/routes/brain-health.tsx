import type { MetaFunction } from 'react-router';
import { ContentPageView } from '../components/content/content-page.tsx';
import { BRAIN_HEALTH } from '../content/brain-health.ts';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.brainHealth,
    title: 'Brain Health Guide',
    description:
      'Habits that support a healthy brain, from the WHO, the U.S. National Institute on Aging and the CDC: activity, sleep, social life, learning, blood pressure and diet, and what puzzles can and cannot do.',
    keywords:
      'brain health, cognitive health, healthy habits, physical activity, sleep, blood pressure, dementia risk',
  });

export default function BrainHealthPage() {
  return <ContentPageView content={BRAIN_HEALTH} />;
}
