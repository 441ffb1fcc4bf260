import { useEffect, useRef } from 'react';
import { ASSESSMENT_QUESTIONS } from '../../../shared/assessment/questions.ts';
import { useAnnouncer } from '../../components/game/live-region.tsx';
import { type Lang, useI18n } from '../../i18n/i18n.ts';
import { AssessmentIntro } from './assessment-intro.tsx';
import { AssessmentResults } from './assessment-results.tsx';
import { type AssessmentState, showsList } from './assessment-state.ts';
import { ListScreen } from './list-screen.tsx';
import { assessmentText, questionWording } from './messages.ts';
import { QuestionScreen } from './question-screen.tsx';
import { useAssessment } from './use-assessment.ts';

/** Whether focus was left behind by content that has just been replaced (or was inside the assessment). */
function focusIsLost(container: HTMLElement | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || (container?.contains(active) ?? false);
}

/** Which screen is showing: a new value is a new screen to announce and bring focus to. */
function screenOf(state: AssessmentState): string {
  return state.phase === 'list' || state.phase === 'question' ? `${state.phase}-${state.index}` : state.phase;
}

/**
 * What the live region says when a screen appears: the question's number (after "Time's up." when the
 * previous one ran out), with a memory question's list read out as it is shown; that the list is
 * hidden when its question is asked; that the assessment is complete.
 */
function announcementFor(state: AssessmentState, lang: Lang): string | null {
  const text = assessmentText(lang);
  const total = ASSESSMENT_QUESTIONS.length;
  if (state.phase === 'intro') return null;
  if (state.phase === 'finished') return text.complete;
  const question = ASSESSMENT_QUESTIONS[state.index];
  if (!question) return null;
  if (state.phase === 'question' && showsList(question)) return text.listHidden;
  const timeUp = state.previousTimedOut ? `${text.timeUp} ` : '';
  const position = text.position(state.index + 1, total);
  if (state.phase === 'question') return `${timeUp}${position}`;
  const items = questionWording(lang, question.id).list?.items ?? [];
  return `${timeUp}${position}. ${items.join(', ')}.`;
}

/** The assessment: intro, five timed questions (memory ones after their list) and the results, all in the browser. */
export function CognitiveAssessment() {
  const { state, begin, ready, answer } = useAssessment();
  const { announce, region } = useAnnouncer();
  const { lang } = useI18n();
  // Read by the effect below without making a change of language count as a new screen.
  const announcement = useRef<string | null>(null);
  announcement.current = announcementFor(state, lang);
  const containerRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const total = ASSESSMENT_QUESTIONS.length;
  const screen = screenOf(state);
  const question =
    state.phase === 'question' || state.phase === 'list' ? ASSESSMENT_QUESTIONS[state.index] : undefined;
  const previousScreen = useRef(screen);

  // A new screen (a list, a question, the results): say so politely, and bring focus to the new
  // content when the element that had it (an option, the Begin or I'm ready button) has just gone.
  useEffect(() => {
    const leaving = previousScreen.current;
    previousScreen.current = screen;
    if (screen === leaving || screen === 'intro') return;
    if (announcement.current) announce(announcement.current);
    // Starting and finishing replace the whole page below the title: show it from the top.
    const fromTop = leaving === 'intro' || screen === 'finished';
    if (fromTop) window.scrollTo({ top: 0, behavior: 'instant' });
    if (focusIsLost(containerRef.current)) headingRef.current?.focus({ preventScroll: fromTop });
  }, [screen, announce]);

  return (
    <div ref={containerRef}>
      {state.phase === 'intro' && <AssessmentIntro onBegin={begin} />}
      {state.phase === 'list' && question && (
        <ListScreen
          key={screen}
          question={question}
          index={state.index}
          total={total}
          remaining={state.remaining}
          onReady={() => ready(state.index)}
          headingRef={headingRef}
        />
      )}
      {state.phase === 'question' && question && (
        <QuestionScreen
          key={screen}
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
