import { describe, expect, it } from 'vitest';
import { ASSESSMENT_QUESTIONS, TIMED_OUT } from '../../../shared/assessment/questions.ts';
import {
  type AssessmentAction,
  type AssessmentState,
  assessmentReducer,
  INITIAL_STATE,
} from './assessment-state.ts';

function run(actions: AssessmentAction[], from: AssessmentState = INITIAL_STATE): AssessmentState {
  return actions.reduce((state, action) => assessmentReducer(state, action), from);
}

describe('assessment states', () => {
  it('Begin Assessment asks the first question with its 15 seconds and no answers', () => {
    expect(run([{ type: 'begin', now: 1000 }])).toEqual({
      phase: 'question',
      index: 0,
      answers: [],
      startedAt: 1000,
      remaining: 15,
      previousTimedOut: false,
    });
  });

  it('an answer records its index and moves on with the next limit; the last shows the results', () => {
    let state = run([
      { type: 'begin', now: 0 },
      { type: 'answer', index: 0, choice: 2, now: 3000 },
    ]);
    expect(state).toMatchObject({
      phase: 'question',
      index: 1,
      answers: [2],
      startedAt: 3000,
      remaining: 20,
    });
    state = run(
      [
        { type: 'answer', index: 1, choice: 2, now: 4000 },
        { type: 'answer', index: 2, choice: 1, now: 5000 },
        { type: 'answer', index: 3, choice: 0, now: 6000 },
        { type: 'answer', index: 4, choice: 3, now: 7000 },
      ],
      state,
    );
    expect(state).toEqual({ phase: 'finished', answers: [2, 2, 1, 0, 3] });
  });

  it('the countdown loses a second per tick and a time-out records -1 and moves on', () => {
    let state = run([{ type: 'begin', now: 0 }]);
    state = assessmentReducer(state, { type: 'tick', index: 0, now: 1000 });
    expect(state).toMatchObject({ index: 0, remaining: 14 });
    state = assessmentReducer(state, { type: 'tick', index: 0, now: 14_000 });
    expect(state).toMatchObject({ index: 0, remaining: 1 });
    state = assessmentReducer(state, { type: 'tick', index: 0, now: 15_000 });
    expect(state).toMatchObject({
      phase: 'question',
      index: 1,
      answers: [TIMED_OUT],
      remaining: 20,
      previousTimedOut: true,
    });
  });

  it('a time-out on the last question shows the results', () => {
    const state = run([
      { type: 'begin', now: 0 },
      ...[0, 1, 2, 3].map((index): AssessmentAction => ({ type: 'answer', index, choice: 0, now: index })),
      { type: 'tick', index: 4, now: 3 + (ASSESSMENT_QUESTIONS[4]?.timeLimit ?? 0) },
    ]);
    expect(state).toEqual({ phase: 'finished', answers: [0, 0, 0, 0, TIMED_OUT] });
  });

  it('ignores ticks and answers meant for another question', () => {
    const state = run([
      { type: 'begin', now: 0 },
      { type: 'answer', index: 0, choice: 1, now: 100 },
    ]);
    expect(assessmentReducer(state, { type: 'answer', index: 0, choice: 3, now: 200 })).toBe(state);
    expect(assessmentReducer(state, { type: 'tick', index: 0, now: 60_000 })).toBe(state);
  });

  it('Begin Assessment clears earlier answers', () => {
    const state = run([{ type: 'begin', now: 0 }], { phase: 'finished', answers: [0, 0, 0, 0, 0] });
    expect(state).toMatchObject({ phase: 'question', index: 0, answers: [] });
  });
});
