import type { MetaFunction } from 'react-router';
import { PageIntro } from '../components/page/page-intro.tsx';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.brainScience,
    title: 'The Science of the Brain',
    description: 'How the brain learns and changes, what training can do, and where the science is heading.',
    keywords: 'brain science, neuroplasticity, learning',
  });

export default function BrainSciencePage() {
  return (
    <PageIntro title="Brain Science">
      <p>How the brain learns and adapts, and what that means for training it.</p>
    </PageIntro>
  );
}
