import type { Ref } from 'react';
import { type AssessmentQuestion, optionLetter } from '../../../shared/assessment/questions.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { assessmentText, questionWording } from './messages.ts';
import { QuestionCard, TimeBar } from './question-position.tsx';

interface QuestionScreenProps {
  question: AssessmentQuestion;
  /** Zero-based position of the question. */
  index: number;
  total: number;
  remaining: number;
  onAnswer: (choice: number) => void;
  /** The question's text, focused when a new question appears. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** One timed question: its number, the countdown, overall progress, the text, options A to D and a time bar. */
export function QuestionScreen({
  question,
  index,
  total,
  remaining,
  onAnswer,
  headingRef,
}: QuestionScreenProps) {
  const { lang } = useI18n();
  const text = assessmentText(lang);
  const wording = questionWording(lang, question.id);
  const limitSeconds = Math.ceil(question.timeLimit / 1000);
  const urgent = remaining <= 5;
  return (
    <QuestionCard
      headingId="question-text"
      heading={wording.question}
      headingRef={headingRef}
      index={index}
      total={total}
      position={text.position(index + 1, total)}
      progressLabel={text.progress}
      timer={{ label: text.secondsLeft, remaining, urgent }}
    >
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {wording.options.map((option, choice) => (
          <li key={`${question.id}-${option}`}>
            <button
              type="button"
              onClick={(event) => {
                // The second click of a double click lands on the next question's option: ignore it.
                if (event.detail > 1) return;
                onAnswer(choice);
              }}
              // The letter and the option as one phrase ("A. 2"); the layout would otherwise split them.
              aria-label={`${optionLetter(choice)}. ${option}`}
              className="flex w-full items-center gap-3 rounded-xl border-2 border-slate-300 bg-white px-4 py-3 text-left text-base font-medium text-slate-900 hover:border-indigo-600 hover:bg-indigo-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-indigo-400 dark:hover:bg-slate-800"
            >
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-indigo-100 font-bold text-indigo-800 dark:bg-indigo-900 dark:text-indigo-200">
                {optionLetter(choice)}
              </span>
              <span>{option}</span>
            </button>
          </li>
        ))}
      </ul>

      <TimeBar fraction={remaining / limitSeconds} urgent={urgent} />
    </QuestionCard>
  );
}
