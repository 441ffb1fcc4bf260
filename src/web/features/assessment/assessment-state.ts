import {
  ASSESSMENT_QUESTIONS,
  type AssessmentQuestion,
  TIMED_OUT,
} from '../../../shared/assessment/questions.ts';

export type AssessmentState =
  | { phase: 'intro' }
  | {
      phase: 'question';
      index: number;
      answers: readonly number[];
      /** When the current question appeared (ms since the epoch). */
      startedAt: number;
      /** Whole seconds left on the current question's countdown. */
      remaining: number;
      /** True when the previous question ended because its time ran out. */
      previousTimedOut: boolean;
    }
  | { phase: 'finished'; answers: readonly number[] };

export type AssessmentAction =
  | { type: 'begin'; now: number }
  | { type: 'answer'; index: number; choice: number; now: number }
  | { type: 'tick'; index: number; now: number };

export const INITIAL_STATE: AssessmentState = { phase: 'intro' };

function secondsOf(question: AssessmentQuestion | undefined): number {
  return Math.ceil((question?.timeLimit ?? 0) / 1000);
}

function askQuestion(
  index: number,
  answers: readonly number[],
  now: number,
  previousTimedOut: boolean,
  questions: readonly AssessmentQuestion[],
): AssessmentState {
  if (index >= questions.length) return { phase: 'finished', answers };
  return {
    phase: 'question',
    index,
    answers,
    startedAt: now,
    remaining: secondsOf(questions[index]),
    previousTimedOut,
  };
}

/**
 * The assessment's states: intro, a question with its countdown, and the results. An answer or a
 * time-out records the choice (-1 for a time-out) and moves on to the next question, or to the
 * results after the last one. Actions meant for another question than the current one are ignored,
 * so a late tick or a double click cannot answer the next question.
 */
export function assessmentReducer(
  state: AssessmentState,
  action: AssessmentAction,
  questions: readonly AssessmentQuestion[] = ASSESSMENT_QUESTIONS,
): AssessmentState {
  switch (action.type) {
    case 'begin':
      return askQuestion(0, [], action.now, false, questions);
    case 'answer': {
      if (state.phase !== 'question' || state.index !== action.index) return state;
      return askQuestion(state.index + 1, [...state.answers, action.choice], action.now, false, questions);
    }
    case 'tick': {
      if (state.phase !== 'question' || state.index !== action.index) return state;
      const limit = questions[state.index]?.timeLimit ?? 0;
      const remaining = Math.max(0, Math.ceil((limit - (action.now - state.startedAt)) / 1000));
      if (remaining > 0) return remaining === state.remaining ? state : { ...state, remaining };
      return askQuestion(state.index + 1, [...state.answers, TIMED_OUT], action.now, true, questions);
    }
  }
}
