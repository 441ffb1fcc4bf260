import {
  ASSESSMENT_QUESTIONS,
  type AssessmentQuestion,
  TIMED_OUT,
} from '../../../shared/assessment/questions.ts';

/**
 * How long a memory question shows its list before hiding it and asking (milliseconds). A memory
 * question asked beside its list would measure reading, not memory; the question's own countdown
 * starts only once the list is hidden.
 */
export const LIST_SHOWN_MS = 5_000;

export type AssessmentState =
  | { phase: 'intro' }
  | {
      /** A memory question shows its list; the question and its countdown come after. */
      phase: 'list';
      index: number;
      answers: readonly number[];
      /** When the list appeared (ms since the epoch). */
      shownAt: number;
      /** Whole seconds before the list is hidden. */
      remaining: number;
      /** True when the previous question ended because its time ran out. */
      previousTimedOut: boolean;
    }
  | {
      phase: 'question';
      index: number;
      answers: readonly number[];
      /** When the current question was asked (ms since the epoch). */
      startedAt: number;
      /** Whole seconds left on the current question's countdown. */
      remaining: number;
      /** True when the previous question ended because its time ran out. */
      previousTimedOut: boolean;
    }
  | { phase: 'finished'; answers: readonly number[] };

export type AssessmentAction =
  | { type: 'begin'; now: number }
  /** The player has read the list and asks for the question before the list's time is up. */
  | { type: 'ready'; index: number; now: number }
  | { type: 'answer'; index: number; choice: number; now: number }
  | { type: 'tick'; index: number; now: number };

export const INITIAL_STATE: AssessmentState = { phase: 'intro' };

/** Whether a question first shows a list to remember: the memory questions do. */
export function showsList(question: AssessmentQuestion | undefined): boolean {
  return question?.type === 'memory';
}

function secondsLeft(limit: number, since: number, now: number): number {
  return Math.max(0, Math.ceil((limit - (now - since)) / 1000));
}

function ask(
  index: number,
  answers: readonly number[],
  now: number,
  previousTimedOut: boolean,
  questions: readonly AssessmentQuestion[],
): AssessmentState {
  return {
    phase: 'question',
    index,
    answers,
    startedAt: now,
    remaining: secondsLeft(questions[index]?.timeLimit ?? 0, now, now),
    previousTimedOut,
  };
}

/** The next question: its list first when it has one, else the question with its countdown running. */
function present(
  index: number,
  answers: readonly number[],
  now: number,
  previousTimedOut: boolean,
  questions: readonly AssessmentQuestion[],
): AssessmentState {
  if (index >= questions.length) return { phase: 'finished', answers };
  if (!showsList(questions[index])) return ask(index, answers, now, previousTimedOut, questions);
  return {
    phase: 'list',
    index,
    answers,
    shownAt: now,
    remaining: secondsLeft(LIST_SHOWN_MS, now, now),
    previousTimedOut,
  };
}

/**
 * The assessment's states: intro, a memory question's list, a question with its countdown, and the
 * results. A memory question shows its list until `LIST_SHOWN_MS` has passed or the player is ready,
 * then hides it and asks; only then does the question's countdown start. An answer or a time-out
 * records the choice (-1 for a time-out) and moves on to the next question, or to the results after
 * the last one. Actions meant for another question than the current one are ignored, so a late tick
 * or a double click cannot answer the next question.
 */
export function assessmentReducer(
  state: AssessmentState,
  action: AssessmentAction,
  questions: readonly AssessmentQuestion[] = ASSESSMENT_QUESTIONS,
): AssessmentState {
  switch (action.type) {
    case 'begin':
      return present(0, [], action.now, false, questions);
    case 'ready': {
      if (state.phase !== 'list' || state.index !== action.index) return state;
      return ask(state.index, state.answers, action.now, false, questions);
    }
    case 'answer': {
      if (state.phase !== 'question' || state.index !== action.index) return state;
      return present(state.index + 1, [...state.answers, action.choice], action.now, false, questions);
    }
    case 'tick': {
      if (state.phase === 'list' && state.index === action.index) {
        const remaining = secondsLeft(LIST_SHOWN_MS, state.shownAt, action.now);
        if (remaining > 0) return remaining === state.remaining ? state : { ...state, remaining };
        return ask(state.index, state.answers, action.now, false, questions);
      }
      if (state.phase !== 'question' || state.index !== action.index) return state;
      const remaining = secondsLeft(questions[state.index]?.timeLimit ?? 0, state.startedAt, action.now);
      if (remaining > 0) return remaining === state.remaining ? state : { ...state, remaining };
      return present(state.index + 1, [...state.answers, TIMED_OUT], action.now, true, questions);
    }
  }
}
