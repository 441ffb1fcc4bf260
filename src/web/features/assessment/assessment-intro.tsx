import { Brain, Eye, Lightbulb, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  ASSESSMENT_QUESTIONS,
  DOMAIN_NAMES,
  DOMAINS,
  type Domain,
} from '../../../shared/assessment/questions.ts';

const DOMAIN_TEXT: Record<Domain, { icon: ReactNode; text: string }> = {
  memory: {
    icon: <Brain aria-hidden="true" className="size-5" />,
    text: 'Holding a short sequence or list in mind and picking out what was in it.',
  },
  attention: {
    icon: <Eye aria-hidden="true" className="size-5" />,
    text: 'Noticing small details accurately, such as every time a letter appears.',
  },
  processing: {
    icon: <Zap aria-hidden="true" className="size-5" />,
    text: 'Spotting a simple number pattern quickly, under time pressure.',
  },
  reasoning: {
    icon: <Lightbulb aria-hidden="true" className="size-5" />,
    text: 'Working out which conclusion follows logically from two statements.',
  },
};

function questionCount(domain: Domain): number {
  return ASSESSMENT_QUESTIONS.filter((question) => question.type === domain).length;
}

const LIMITS = ASSESSMENT_QUESTIONS.map((question) => question.timeLimit / 1000);
const TOTAL_SECONDS = LIMITS.reduce((sum, seconds) => sum + seconds, 0);

/** What the assessment covers and how it works, with the button that starts it. */
export function AssessmentIntro({ onBegin }: { onBegin: () => void }) {
  return (
    <div className="space-y-8">
      <p className="text-lg leading-relaxed text-slate-700 dark:text-slate-300">
        A short self-check of four thinking skills, with {ASSESSMENT_QUESTIONS.length} timed multiple-choice
        questions. Allow about 5-10 minutes in all: a few to read this page and your results, and at most{' '}
        {Math.round(TOTAL_SECONDS / 6) / 10} minutes for the questions themselves.
      </p>

      <section aria-labelledby="domains-title">
        <h2 id="domains-title" className="text-xl font-semibold">
          The four areas
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {DOMAINS.map((domain) => (
            <li
              key={domain}
              className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <p className="flex items-center gap-2 font-semibold">
                <span className="inline-flex size-9 items-center justify-center rounded-lg bg-indigo-100 text-indigo-700 dark:bg-indigo-900/60 dark:text-indigo-300">
                  {DOMAIN_TEXT[domain].icon}
                </span>
                <span>{DOMAIN_NAMES[domain]}</span>
                <span className="ml-auto text-sm font-normal text-slate-600 dark:text-slate-300">
                  {questionCount(domain) === 1 ? '1 question' : `${questionCount(domain)} questions`}
                </span>
              </p>
              <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{DOMAIN_TEXT[domain].text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="guidelines-title">
        <h2 id="guidelines-title" className="text-xl font-semibold">
          Before you begin
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700 dark:text-slate-300">
          <li>Find a quiet place where nothing will interrupt you for a few minutes.</li>
          <li>Answer as quickly and as accurately as you can; your first instinct is fine.</li>
          <li>
            Each question is timed ({Math.min(...LIMITS)} to {Math.max(...LIMITS)} seconds). When the time
            runs out, the question counts as a wrong answer and the next one appears.
          </li>
          <li>
            At the end you see a score for each area and personalised recommendations of games to practise the
            areas that scored below 60%.
          </li>
          <li>
            This is not a medical diagnostic tool. It cannot detect or rule out any condition; if you are
            worried about your memory or thinking, talk to a doctor.
          </li>
        </ul>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          Everything happens in your browser: your answers and scores are not saved or sent anywhere.
        </p>
      </section>

      <button type="button" onClick={onBegin} className="button-primary px-6 py-3 text-base">
        Begin Assessment
      </button>
    </div>
  );
}
