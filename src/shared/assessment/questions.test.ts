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

  it('each have four different options', () => {
    for (const question of ASSESSMENT_QUESTIONS) {
      expect(question.options).toHaveLength(4);
      expect(new Set(question.options).size).toBe(4);
    }
  });

  it('mark as correct the answer that really is correct', () => {
    const [recall, count, sequence, syllogism, list] = ASSESSMENT_QUESTIONS;
    const right = (question: (typeof ASSESSMENT_QUESTIONS)[number] | undefined) =>
      question?.options[question.correctAnswer];

    const numbers = recall?.question.match(/\d(?=,|\.)/g)?.map(Number) ?? [];
    expect(numbers).toHaveLength(7);
    expect(right(recall)).toBe(String(numbers[3]));

    const words: string[] = count?.question.match(/\b[A-Z]{2,}\b/g) ?? [];
    expect(words).toHaveLength(4);
    expect(right(count)).toBe(
      String(
        words
          .join('')
          .split('')
          .filter((letter) => letter === 'A').length,
      ),
    );

    const terms = sequence?.question.match(/\d+/g)?.map(Number) ?? [];
    for (let i = 1; i < terms.length; i++) expect(terms[i]).toBe((terms[i - 1] ?? 0) * 2);
    expect(right(sequence)).toBe(String((terms.at(-1) ?? 0) * 2));

    expect(syllogism?.question).toMatch(/roses/);
    expect(right(syllogism)).toBe('All roses need water');

    const listed: string[] = list?.question.match(/\b[A-Z]{2,}\b/g) ?? [];
    expect(listed).toHaveLength(5);
    const absent = list?.options.filter((option) => !listed.includes(option)) ?? [];
    expect(absent).toEqual([right(list)]);
  });

  it('letters options A to D', () => {
    expect([0, 1, 2, 3].map(optionLetter)).toEqual(['A', 'B', 'C', 'D']);
  });
});
