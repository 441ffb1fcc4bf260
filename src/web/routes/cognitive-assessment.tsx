import type { MetaFunction } from 'react-router';
import { CognitiveAssessment } from '../features/assessment/cognitive-assessment.tsx';
import { assessmentText } from '../features/assessment/messages.ts';
import { useI18n } from '../i18n/i18n.ts';
import { pageMeta } from '../lib/meta.ts';
import { PATHS } from '../lib/paths.ts';

export const meta: MetaFunction = () =>
  pageMeta({
    path: PATHS.assessment,
    title: 'Cognitive Assessment',
    description:
      'A short, self-scored check of memory, attention, processing speed and reasoning: five timed questions, scored in your browser, with game recommendations. Not a medical test.',
    keywords:
      'cognitive assessment, memory test, attention test, processing speed, reasoning, brain training',
  });

export default function CognitiveAssessmentPage() {
  const { lang } = useI18n();
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {assessmentText(lang).title}
      </h1>
      <CognitiveAssessment />
    </article>
  );
}
