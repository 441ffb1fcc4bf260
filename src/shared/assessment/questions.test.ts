import { describe, expect, it } from 'vitest';
import { ASSESSMENT_QUESTIONS, type AssessmentQuestion, optionLetter, wordingOf } from './questions.ts';

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

  it.each(['en', 'es'] as const)('mark as correct the answer that really is correct (%s)', (lang) => {
    const [recall, count, sequence, syllogism, list] = ASSESSMENT_QUESTIONS;
    const text = (question: AssessmentQuestion | undefined) =>
      question ? wordingOf(question, lang) : undefined;
    const right = (question: AssessmentQuestion | undefined) =>
      question ? wordingOf(question, lang).options[question.correctAnswer] : undefined;
    const capitalWords = (value = ''): string[] => value.match(/\p{Lu}{2,}/gu) ?? [];

    // The numbers run from the colon to the next full stop.
    const shown = text(recall)?.question.split(':')[1]?.split('.')[0] ?? '';
    const numbers = shown.split(',').map((part) => Number(part.trim()));
    expect(numbers).toHaveLength(7);
    expect(right(recall)).toBe(String(numbers[3]));

    const words = capitalWords(text(count)?.question);
    expect(words).toHaveLength(4);
    expect(right(count)).toBe(
      String(
        words
          .join('')
          .split('')
          .filter((letter) => letter === 'A').length,
      ),
    );

    const terms = text(sequence)?.question.match(/\d+/g)?.map(Number) ?? [];
    expect(terms.length).toBeGreaterThanOrEqual(4);
    for (let i = 1; i < terms.length; i++) expect(terms[i]).toBe((terms[i - 1] ?? 0) * 2);
    expect(right(sequence)).toBe(String((terms.at(-1) ?? 0) * 2));

    expect(text(syllogism)?.question).toMatch(/ros[ae]s/);
    expect(right(syllogism)).toBe(lang === 'en' ? 'All roses need water' : 'Todas las rosas necesitan agua');

    const listed = capitalWords(text(list)?.question);
    expect(listed).toHaveLength(5);
    const absent = text(list)?.options.filter((option) => !listed.includes(option)) ?? [];
    expect(absent).toEqual([right(list)]);
  });

  it('keep the options of the numeric questions alike in both languages', () => {
    for (const question of ASSESSMENT_QUESTIONS.slice(0, 3))
      expect(question.es.options).toEqual(question.options);
    for (const question of ASSESSMENT_QUESTIONS) expect(new Set(question.es.options).size).toBe(4);
  });

  it('letters options A to D', () => {
    expect([0, 1, 2, 3].map(optionLetter)).toEqual(['A', 'B', 'C', 'D']);
  });
});
