import { Brain, Eye, Lightbulb, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { ASSESSMENT_QUESTIONS, DOMAINS, type Domain } from '../../../shared/assessment/questions.ts';
import { formatNumber } from '../../../shared/format.ts';
import { textIn } from '../../i18n/catalog.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { LIST_SHOWN_MS, showsList } from './assessment-state.ts';
import { assessmentMessages, assessmentText } from './messages.ts';

const DOMAIN_ICONS: Record<Domain, ReactNode> = {
  memory: <Brain aria-hidden="true" className="size-5" />,
  attention: <Eye aria-hidden="true" className="size-5" />,
  processing: <Zap aria-hidden="true" className="size-5" />,
  reasoning: <Lightbulb aria-hidden="true" className="size-5" />,
};

function questionCount(domain: Domain): number {
  return ASSESSMENT_QUESTIONS.filter((question) => question.type === domain).length;
}

const LIMITS = ASSESSMENT_QUESTIONS.map((question) => question.timeLimit / 1000);
const LIST_SECONDS = LIST_SHOWN_MS / 1000;
/** The longest the questions can take, lists included, rounded up to a tenth of a minute. */
const TOTAL_MINUTES =
  Math.ceil(
    (ASSESSMENT_QUESTIONS.reduce(
      (sum, question) => sum + question.timeLimit + (showsList(question) ? LIST_SHOWN_MS : 0),
      0,
    ) /
      60_000) *
      10,
  ) / 10;

/** What the assessment covers and how it works, with the button that starts it. */
export function AssessmentIntro({ onBegin }: { onBegin: () => void }) {
  const { lang } = useI18n();
  const text = assessmentText(lang);
  const minutes = formatNumber(TOTAL_MINUTES, lang, Number.isInteger(TOTAL_MINUTES) ? 0 : 1);
  return (
    <div className="space-y-8">
      <p className="text-lg leading-relaxed text-slate-700 dark:text-slate-300">
        {textIn(assessmentMessages, lang, 'lead', { questions: ASSESSMENT_QUESTIONS.length, minutes })}
      </p>

      <section aria-labelledby="domains-title">
        <h2 id="domains-title" className="text-xl font-semibold">
          {text.areasTitle}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {DOMAINS.map((domain) => (
            <li
              key={domain}
              className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <p className="flex items-center gap-2 font-semibold">
                <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-indigo-100 text-indigo-700 dark:bg-indigo-900/60 dark:text-indigo-300">
                  {DOMAIN_ICONS[domain]}
                </span>
                <span>{text.domainNames[domain]}</span>
                <span className="ml-auto shrink-0 text-sm font-normal text-slate-600 dark:text-slate-300">
                  {textIn(assessmentMessages, lang, 'questionCount', { count: questionCount(domain) })}
                </span>
              </p>
              <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{text.domainText[domain]}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="guidelines-title">
        <h2 id="guidelines-title" className="text-xl font-semibold">
          {text.guidelinesTitle}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700 dark:text-slate-300">
          {text.guidelines(Math.min(...LIMITS), Math.max(...LIMITS), LIST_SECONDS).map((guideline) => (
            <li key={guideline}>{guideline}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{text.privacy}</p>
      </section>

      <button type="button" onClick={onBegin} className="button-primary px-6 py-3 text-base">
        {text.begin}
      </button>
    </div>
  );
}
