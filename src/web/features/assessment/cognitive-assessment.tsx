import { useEffect, useRef } from 'react';
import { ASSESSMENT_QUESTIONS } from '../../../shared/assessment/questions.ts';
import { useAnnouncer } from '../../components/game/live-region.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { AssessmentIntro } from './assessment-intro.tsx';
import { AssessmentResults } from './assessment-results.tsx';
import { QuestionScreen } from './question-screen.tsx';
import { assessmentText } from './text.ts';
import { useAssessment } from './use-assessment.ts';

/** Whether focus was left behind by content that has just been replaced (or was inside the assessment). */
function focusIsLost(container: HTMLElement | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || (container?.contains(active) ?? false);
}

/** The assessment: intro, five timed questions and the results, all in the browser. */
export function CognitiveAssessment() {
  const { state, begin, answer } = useAssessment();
  const { announce, region } = useAnnouncer();
  // Read by the effect below without making a change of language count as a new question.
  const text = useRef(assessmentText('en'));
  text.current = assessmentText(useI18n().lang);
  const containerRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const total = ASSESSMENT_QUESTIONS.length;
  const step = state.phase === 'question' ? state.index : state.phase === 'finished' ? total : -1;
  const timedOut = state.phase === 'question' && state.previousTimedOut;
  const question = state.phase === 'question' ? ASSESSMENT_QUESTIONS[state.index] : undefined;

  // A new question or the results: say so politely, and bring focus to the new content when the
  // element that had it (an option, the Begin button) has just gone.
  useEffect(() => {
    if (step < 0) return;
    const { timeUp, position, complete } = text.current;
    announce(step < total ? `${timedOut ? `${timeUp} ` : ''}${position(step + 1, total)}` : complete);
    // Starting and finishing replace the whole page below the title: show it from the top.
    if (step === 0 || step === total) window.scrollTo({ top: 0, behavior: 'instant' });
    if (focusIsLost(containerRef.current))
      headingRef.current?.focus({ preventScroll: step === 0 || step === total });
  }, [step, timedOut, announce]);

  return (
    <div ref={containerRef}>
      {state.phase === 'intro' && <AssessmentIntro onBegin={begin} />}
      {state.phase === 'question' && question && (
        <QuestionScreen
          key={state.index}
          question={question}
          index={state.index}
          total={total}
          remaining={state.remaining}
          onAnswer={(choice) => answer(state.index, choice)}
          headingRef={headingRef}
        />
      )}
      {state.phase === 'finished' && <AssessmentResults answers={state.answers} headingRef={headingRef} />}
      {region}
    </div>
  );
}
