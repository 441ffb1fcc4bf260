import { EyeOff } from 'lucide-react';
import type { Ref } from 'react';
import type { AssessmentQuestion } from '../../../shared/assessment/questions.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { LIST_SHOWN_MS } from './assessment-state.ts';
import { assessmentText, questionWording } from './messages.ts';
import { QuestionCard, TimeBar } from './question-position.tsx';

interface ListScreenProps {
  question: AssessmentQuestion;
  /** Zero-based position of the question. */
  index: number;
  total: number;
  /** Whole seconds before the list is hidden. */
  remaining: number;
  /** The player has read the list: hide it and ask the question now. */
  onReady: () => void;
  /** What to remember, focused when the list appears. */
  headingRef: Ref<HTMLHeadingElement>;
}

const LIST_SECONDS = Math.ceil(LIST_SHOWN_MS / 1000);

/**
 * The first part of a memory question: the list on its own, with the seconds before it is hidden and
 * a button for those who have read it already. The question and its options come once it is hidden.
 */
export function ListScreen({ question, index, total, remaining, onReady, headingRef }: ListScreenProps) {
  const { lang } = useI18n();
  const text = assessmentText(lang);
  const list = questionWording(lang, question.id).list;
  return (
    <QuestionCard
      headingId="list-prompt"
      heading={list?.prompt}
      headingRef={headingRef}
      index={index}
      total={total}
      position={text.position(index + 1, total)}
      progressLabel={text.progress}
      timer={{ label: text.listSecondsLeft, remaining, urgent: false, list: true }}
    >
      <ol aria-labelledby="list-prompt" className="mt-6 flex flex-wrap justify-center gap-1 sm:gap-3">
        {list?.items.map((item, position) => (
          <li
            // The same item may stand twice in a list.
            // biome-ignore lint/suspicious/noArrayIndexKey: a list never changes while it is shown
            key={position}
            className="inline-flex h-14 min-w-10 items-center justify-center rounded-xl border-2 border-indigo-200 bg-indigo-50 px-2 font-mono text-2xl font-bold tracking-wide text-indigo-950 sm:h-16 sm:min-w-14 sm:px-3 sm:text-3xl dark:border-indigo-800 dark:bg-indigo-950 dark:text-indigo-50"
          >
            {item}
          </li>
        ))}
      </ol>

      <TimeBar fraction={remaining / LIST_SECONDS} urgent={false} />
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{text.listNote}</p>

      <button type="button" onClick={onReady} className="button-primary mt-5 px-5 py-2.5 text-base">
        <EyeOff aria-hidden="true" className="size-5" />
        {text.ready}
      </button>
    </QuestionCard>
  );
}
