import { describe, expect, it } from 'vitest';
import { ASSESSMENT_QUESTIONS, type AssessmentQuestion, type QuestionId, TIMED_OUT } from './questions.ts';
import { scoreAssessment } from './scoring.ts';

function memoryQuestion(id: QuestionId): AssessmentQuestion {
  return { id, type: 'memory', optionCount: 4, correctAnswer: 0, timeLimit: 1000 };
}

const correct = ASSESSMENT_QUESTIONS.map((question) => question.correctAnswer);
const wrong = ASSESSMENT_QUESTIONS.map((question) => (question.correctAnswer + 1) % 4);

describe('scoreAssessment', () => {
  it('gives 100 everywhere when every answer is correct', () => {
    expect(scoreAssessment(correct)).toEqual({
      overall: 100,
      memory: 100,
      attention: 100,
      processing: 100,
      reasoning: 100,
    });
  });

  it('gives 0 everywhere when every answer is wrong', () => {
    expect(scoreAssessment(wrong)).toEqual({
      overall: 0,
      memory: 0,
      attention: 0,
      processing: 0,
      reasoning: 0,
    });
  });

  it('counts questions whose time ran out as wrong', () => {
    expect(scoreAssessment(correct.map(() => TIMED_OUT))).toEqual({
      overall: 0,
      memory: 0,
      attention: 0,
      processing: 0,
      reasoning: 0,
    });
    expect(scoreAssessment([TIMED_OUT, ...correct.slice(1)])).toEqual({
      overall: 80,
      memory: 50,
      attention: 100,
      processing: 100,
      reasoning: 100,
    });
  });

  it('counts missing answers as wrong', () => {
    expect(scoreAssessment(correct.slice(0, 3))).toEqual({
      overall: 60,
      memory: 50,
      attention: 100,
      processing: 100,
      reasoning: 0,
    });
  });

  it('rounds each area to a whole percent of its own questions', () => {
    // Memory has two questions: one right of two is 50; the other areas have one question each.
    const oneMemoryRight = [correct[0] ?? 0, wrong[1] ?? 0, wrong[2] ?? 0, wrong[3] ?? 0, wrong[4] ?? 0];
    expect(scoreAssessment(oneMemoryRight)).toEqual({
      overall: 20,
      memory: 50,
      attention: 0,
      processing: 0,
      reasoning: 0,
    });
    expect(
      scoreAssessment([0, 0, 1], [memoryQuestion(1), memoryQuestion(2), memoryQuestion(3)]),
    ).toMatchObject({ overall: 67, memory: 67 });
  });
});
