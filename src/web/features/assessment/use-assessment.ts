import { useCallback, useEffect, useReducer } from 'react';
import {
  type AssessmentAction,
  type AssessmentState,
  assessmentReducer,
  INITIAL_STATE,
} from './assessment-state.ts';

/** The reducer over the site's questions (its third parameter is for tests). */
const reduce = (state: AssessmentState, action: AssessmentAction) => assessmentReducer(state, action);

/**
 * The assessment's state with its countdowns (a memory question's list, then the question). A
 * countdown ticks once a second and reads the wall clock, so a busy tab does not give a question
 * more time than its limit.
 */
export function useAssessment() {
  const [state, dispatch] = useReducer(reduce, INITIAL_STATE);
  const index = state.phase === 'list' || state.phase === 'question' ? state.index : null;
  // A new countdown (the list's, then the question's) starts its ticks afresh.
  const countdown = index === null ? null : `${state.phase}-${index}`;

  useEffect(() => {
    if (index === null || countdown === null) return;
    const id = window.setInterval(() => dispatch({ type: 'tick', index, now: Date.now() }), 1000);
    return () => window.clearInterval(id);
  }, [index, countdown]);

  const begin = useCallback(() => dispatch({ type: 'begin', now: Date.now() }), []);
  const ready = useCallback((index: number) => dispatch({ type: 'ready', index, now: Date.now() }), []);
  const answer = useCallback(
    (index: number, choice: number) => dispatch({ type: 'answer', index, choice, now: Date.now() }),
    [],
  );

  return { state, begin, ready, answer };
}
