import type { MetaFunction } from 'react-router';
import { CognitiveAssessment } from '../features/assessment/cognitive-assessment.tsx';
import { assessmentText } from '../features/assessment/messages.ts';
import { useI18n } from '../i18n/i18n.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta: MetaFunction = ({ location }) => pageMeta(location, 'assessment');

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
