import type { MetaFunction } from 'react-router';
import { PageIntro } from '../components/page/page-intro.tsx';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.assessment,
    title: 'Cognitive Assessment',
    description:
      'A short, self-scored five-question check of memory, attention, processing and reasoning. Not a medical test.',
    keywords: 'cognitive assessment, memory test, attention test',
  });

export default function CognitiveAssessmentPage() {
  return (
    <PageIntro title="Cognitive Assessment">
      <p>
        Five timed questions on memory, attention, processing speed and reasoning, scored in your browser. It
        is a playful self-check, not a medical diagnostic tool.
      </p>
    </PageIntro>
  );
}
