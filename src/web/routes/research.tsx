import type { MetaFunction } from 'react-router';
import { PageIntro } from '../components/page/page-intro.tsx';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.research,
    title: 'Research on Brain Training',
    description: 'What studies and meta-analyses say about brain training, including its limits.',
    keywords: 'brain training research, cognitive training studies',
  });

export default function ResearchPage() {
  return (
    <PageIntro title="Research">
      <p>A summary of what studies of cognitive training have found, and where the evidence is weak.</p>
    </PageIntro>
  );
}
