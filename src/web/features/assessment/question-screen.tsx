import { Timer } from 'lucide-react';
import type { Ref } from 'react';
import { type AssessmentQuestion, optionLetter } from '../../../shared/assessment/questions.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { assessmentText } from './text.ts';

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
  const wording = text.questions[question.id];
  const limitSeconds = Math.ceil(question.timeLimit / 1000);
  const position = text.position(index + 1, total);
  const urgent = remaining <= 5;
  return (
    <section
      aria-labelledby="question-text"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-4">
        <p className="font-semibold text-slate-700 dark:text-slate-200">{position}</p>
        <div
          role="timer"
          aria-label={text.secondsLeft}
          className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1 font-mono text-lg font-semibold tabular-nums ${
            urgent
              ? 'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-300'
              : 'border-slate-300 bg-slate-50 text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100'
          }`}
        >
          <Timer aria-hidden="true" className="size-5" />
          <span data-testid="assessment-countdown">{remaining}s</span>
        </div>
      </div>

      <div
        role="progressbar"
        aria-label={text.progress}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={index + 1}
        aria-valuetext={position}
        className="mt-4 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className="h-full rounded-full bg-indigo-600 transition-[width] duration-300 dark:bg-indigo-400"
          style={{ width: `${((index + 1) / total) * 100}%` }}
        />
      </div>

      <h2
        id="question-text"
        ref={headingRef}
        tabIndex={-1}
        className="mt-6 text-xl leading-snug font-semibold text-slate-900 outline-none sm:text-2xl dark:text-white"
      >
        {wording.question}
      </h2>

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

      <div className="mt-6" aria-hidden="true">
        <div className="h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
          <div
            className={`h-full rounded-full transition-[width] duration-1000 ease-linear ${
              urgent ? 'bg-red-600 dark:bg-red-500' : 'bg-indigo-600 dark:bg-indigo-400'
            }`}
            style={{ width: `${(remaining / limitSeconds) * 100}%` }}
          />
        </div>
      </div>
    </section>
  );
}
