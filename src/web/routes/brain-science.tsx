import type { MetaFunction } from 'react-router';
import { ContentPageView } from '../components/content/content-page.tsx';
import { BRAIN_SCIENCE } from '../content/brain-science.ts';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.brainScience,
    title: 'The Science of the Brain',
    description:
      'How the brain changes with practice, what studies say brain games can and cannot do, and why exercise, sleep and an engaged life matter.',
    keywords:
      'brain science, neuroplasticity, practice effects, far transfer, ACTIVE trial, FINGER trial, physical activity and the brain, sleep and memory',
  });

export default function BrainSciencePage() {
  return <ContentPageView content={BRAIN_SCIENCE} />;
}
