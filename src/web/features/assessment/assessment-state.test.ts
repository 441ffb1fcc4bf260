import { describe, expect, it } from 'vitest';
import {
  ASSESSMENT_QUESTIONS,
  type AssessmentQuestion,
  TIMED_OUT,
} from '../../../shared/assessment/questions.ts';
import {
  type AssessmentAction,
  type AssessmentState,
  assessmentReducer,
  INITIAL_STATE,
  LIST_SHOWN_MS,
  showsList,
} from './assessment-state.ts';

function run(actions: AssessmentAction[], from: AssessmentState = INITIAL_STATE): AssessmentState {
  return actions.reduce((state, action) => assessmentReducer(state, action), from);
}

/** Begins, and hides the first question's list at `askedAt`. */
function firstQuestionAskedAt(askedAt: number): AssessmentState {
  return run([
    { type: 'begin', now: 0 },
    { type: 'ready', index: 0, now: askedAt },
  ]);
}

describe('assessment states', () => {
  it('shows a list first for the two memory questions only', () => {
    expect(ASSESSMENT_QUESTIONS.map(showsList)).toEqual([true, false, false, false, true]);
  });

  it('Begin Assessment shows the first question’s list, with its seconds and no answers', () => {
    expect(LIST_SHOWN_MS).toBe(5000);
    expect(run([{ type: 'begin', now: 1000 }])).toEqual({
      phase: 'list',
      index: 0,
      answers: [],
      shownAt: 1000,
      remaining: 5,
      previousTimedOut: false,
    });
  });

  it('hides the list once its time is up and only then starts the question’s 15 seconds', () => {
    let state = run([{ type: 'begin', now: 1000 }]);
    state = assessmentReducer(state, { type: 'tick', index: 0, now: 2000 });
    expect(state).toMatchObject({ phase: 'list', index: 0, remaining: 4 });
    state = assessmentReducer(state, { type: 'tick', index: 0, now: 1000 + LIST_SHOWN_MS - 1 });
    expect(state).toMatchObject({ phase: 'list', remaining: 1 });
    state = assessmentReducer(state, { type: 'tick', index: 0, now: 1000 + LIST_SHOWN_MS });
    expect(state).toEqual({
      phase: 'question',
      index: 0,
      answers: [],
      startedAt: 1000 + LIST_SHOWN_MS,
      remaining: 15,
      previousTimedOut: false,
    });
    // The question's countdown runs from when it was asked, not from when the list appeared.
    state = assessmentReducer(state, { type: 'tick', index: 0, now: 1000 + LIST_SHOWN_MS + 1000 });
    expect(state).toMatchObject({ phase: 'question', index: 0, remaining: 14 });
  });

  it('I’m ready hides the list at once and starts the question’s countdown then', () => {
    const state = firstQuestionAskedAt(1200);
    expect(state).toEqual({
      phase: 'question',
      index: 0,
      answers: [],
      startedAt: 1200,
      remaining: 15,
      previousTimedOut: false,
    });
    expect(assessmentReducer(state, { type: 'tick', index: 0, now: 1200 + 14_000 })).toMatchObject({
      phase: 'question',
      index: 0,
      remaining: 1,
    });
  });

  it('no answer is taken while the list shows, and a late ready or tick does not hide another list', () => {
    const listed = run([{ type: 'begin', now: 0 }]);
    expect(assessmentReducer(listed, { type: 'answer', index: 0, choice: 0, now: 100 })).toBe(listed);
    expect(assessmentReducer(listed, { type: 'ready', index: 1, now: 100 })).toBe(listed);
    expect(assessmentReducer(listed, { type: 'tick', index: 1, now: 60_000 })).toBe(listed);
    const asked = firstQuestionAskedAt(100);
    expect(assessmentReducer(asked, { type: 'ready', index: 0, now: 200 })).toBe(asked);
  });

  it('an answer records its index and moves on with the next limit; the last shows the results', () => {
    let state = run([
      { type: 'begin', now: 0 },
      { type: 'ready', index: 0, now: 1000 },
      { type: 'answer', index: 0, choice: 2, now: 3000 },
    ]);
    expect(state).toEqual({
      phase: 'question',
      index: 1,
      answers: [2],
      startedAt: 3000,
      remaining: 20,
      previousTimedOut: false,
    });
    state = run(
      [
        { type: 'answer', index: 1, choice: 2, now: 4000 },
        { type: 'answer', index: 2, choice: 1, now: 5000 },
        { type: 'answer', index: 3, choice: 0, now: 6000 },
      ],
      state,
    );
    // The last question is a memory question: its list comes first.
    expect(state).toMatchObject({
      phase: 'list',
      index: 4,
      answers: [2, 2, 1, 0],
      shownAt: 6000,
      remaining: 5,
    });
    state = run(
      [
        { type: 'ready', index: 4, now: 7000 },
        { type: 'answer', index: 4, choice: 3, now: 8000 },
      ],
      state,
    );
    expect(state).toEqual({ phase: 'finished', answers: [2, 2, 1, 0, 3] });
  });

  it('the countdown loses a second per tick and a time-out records -1 and moves on', () => {
    let state = firstQuestionAskedAt(0);
    state = assessmentReducer(state, { type: 'tick', index: 0, now: 1000 });
    expect(state).toMatchObject({ index: 0, remaining: 14 });
    state = assessmentReducer(state, { type: 'tick', index: 0, now: 14_000 });
    expect(state).toMatchObject({ index: 0, remaining: 1 });
    state = assessmentReducer(state, { type: 'tick', index: 0, now: 15_000 });
    expect(state).toEqual({
      phase: 'question',
      index: 1,
      answers: [TIMED_OUT],
      startedAt: 15_000,
      remaining: 20,
      previousTimedOut: true,
    });
  });

  it('a time-out before a memory question shows its list, still saying the time ran out', () => {
    const state = run([
      { type: 'begin', now: 0 },
      { type: 'ready', index: 0, now: 0 },
      ...[0, 1, 2].map((index): AssessmentAction => ({ type: 'answer', index, choice: 0, now: index })),
      { type: 'tick', index: 3, now: 2 + (ASSESSMENT_QUESTIONS[3]?.timeLimit ?? 0) },
    ]);
    expect(state).toMatchObject({
      phase: 'list',
      index: 4,
      answers: [0, 0, 0, TIMED_OUT],
      remaining: 5,
      previousTimedOut: true,
    });
    // The list takes none of the question's time: asked after the list, it has all 15 seconds.
    const asked = assessmentReducer(state, { type: 'tick', index: 4, now: 2 + 25_000 + LIST_SHOWN_MS });
    expect(asked).toMatchObject({ phase: 'question', index: 4, remaining: 15, previousTimedOut: false });
  });

  it('a time-out on the last question shows the results', () => {
    const state = run([
      { type: 'begin', now: 0 },
      { type: 'ready', index: 0, now: 0 },
      ...[0, 1, 2, 3].map((index): AssessmentAction => ({ type: 'answer', index, choice: 0, now: index })),
      { type: 'ready', index: 4, now: 10 },
      { type: 'tick', index: 4, now: 10 + (ASSESSMENT_QUESTIONS[4]?.timeLimit ?? 0) },
    ]);
    expect(state).toEqual({ phase: 'finished', answers: [0, 0, 0, 0, TIMED_OUT] });
  });

  it('ignores ticks and answers meant for another question', () => {
    const state = run([
      { type: 'begin', now: 0 },
      { type: 'ready', index: 0, now: 50 },
      { type: 'answer', index: 0, choice: 1, now: 100 },
    ]);
    expect(assessmentReducer(state, { type: 'answer', index: 0, choice: 3, now: 200 })).toBe(state);
    expect(assessmentReducer(state, { type: 'tick', index: 0, now: 60_000 })).toBe(state);
  });

  it('a question without a list is asked at once, its countdown running', () => {
    const questions: AssessmentQuestion[] = [
      { id: 3, type: 'processing', optionCount: 4, correctAnswer: 1, timeLimit: 15_000 },
    ];
    const state = assessmentReducer(INITIAL_STATE, { type: 'begin', now: 500 }, questions);
    expect(state).toEqual({
      phase: 'question',
      index: 0,
      answers: [],
      startedAt: 500,
      remaining: 15,
      previousTimedOut: false,
    });
  });

  it('Begin Assessment clears earlier answers', () => {
    const state = run([{ type: 'begin', now: 0 }], { phase: 'finished', answers: [0, 0, 0, 0, 0] });
    expect(state).toMatchObject({ phase: 'list', index: 0, answers: [] });
  });
});
