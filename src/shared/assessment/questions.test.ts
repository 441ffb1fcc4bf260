import { describe, expect, it } from 'vitest';
import { ASSESSMENT_QUESTIONS, optionLetter } from './questions.ts';

describe('assessment questions', () => {
  it('are five, of the spec types, with the right answers and time limits', () => {
    expect(ASSESSMENT_QUESTIONS.map((question) => question.id)).toEqual([1, 2, 3, 4, 5]);
    expect(ASSESSMENT_QUESTIONS.map((question) => question.type)).toEqual([
      'memory',
      'attention',
      'processing',
      'reasoning',
      'memory',
    ]);
    expect(ASSESSMENT_QUESTIONS.map((question) => question.correctAnswer)).toEqual([0, 2, 1, 1, 0]);
    expect(ASSESSMENT_QUESTIONS.map((question) => question.timeLimit)).toEqual([
      15_000, 20_000, 15_000, 25_000, 15_000,
    ]);
  });

  it('each have four options', () => {
    for (const question of ASSESSMENT_QUESTIONS) expect(question.optionCount).toBe(4);
  });

  it('letters options A to D', () => {
    expect([0, 1, 2, 3].map(optionLetter)).toEqual(['A', 'B', 'C', 'D']);
  });
});
