import { describe, expect, it } from 'vitest';
import { levelFor } from '../../../shared/assessment/levels.ts';
import { ASSESSMENT_QUESTIONS, type AssessmentQuestion } from '../../../shared/assessment/questions.ts';
import { recommendationsFor } from '../../../shared/assessment/recommendations.ts';
import { assessmentText } from './text.ts';

describe('assessment question wording', () => {
  it.each(['en', 'es'] as const)('gives each question four different options (%s)', (lang) => {
    for (const question of ASSESSMENT_QUESTIONS) {
      const { options } = assessmentText(lang).questions[question.id];
      expect(options).toHaveLength(question.optionCount);
      expect(options).toHaveLength(4);
      expect(new Set(options).size).toBe(4);
    }
  });

  it.each(['en', 'es'] as const)('marks as correct the answer that really is correct (%s)', (lang) => {
    const [recall, count, sequence, syllogism, list] = ASSESSMENT_QUESTIONS;
    const text = (question: AssessmentQuestion | undefined) =>
      question ? assessmentText(lang).questions[question.id] : undefined;
    const right = (question: AssessmentQuestion | undefined) =>
      question ? text(question)?.options[question.correctAnswer] : undefined;
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

  it('keeps the options of the numeric questions alike in both languages', () => {
    for (const { id } of ASSESSMENT_QUESTIONS.slice(0, 3))
      expect(assessmentText('es').questions[id].options).toEqual(assessmentText('en').questions[id].options);
    for (const { id } of ASSESSMENT_QUESTIONS)
      expect(new Set(assessmentText('es').questions[id].options).size).toBe(4);
  });
});

describe('level labels', () => {
  it.each([
    [0, 'Needs Improvement', 'Necesita mejorar'],
    [39, 'Needs Improvement', 'Necesita mejorar'],
    [40, 'Average', 'Promedio'],
    [59, 'Average', 'Promedio'],
    [60, 'Good', 'Bueno'],
    [79, 'Good', 'Bueno'],
    [80, 'Excellent', 'Excelente'],
    [100, 'Excellent', 'Excelente'],
  ])('names the level of %i %s (%s)', (score, label, labelEs) => {
    const { id } = levelFor(score);
    expect(assessmentText('en').levels[id]).toBe(label);
    expect(assessmentText('es').levels[id]).toBe(labelEs);
  });
});

const result = (memory: number, attention: number, processing: number, reasoning: number) => ({
  overall: 0,
  memory,
  attention,
  processing,
  reasoning,
});

describe('recommendation texts', () => {
  it('name each area recommended and give its tips', () => {
    const text = assessmentText('en');
    const recommendations = recommendationsFor(result(0, 0, 0, 0));
    expect(recommendations.map(({ domain, games }) => [text.domainNames[domain], games])).toEqual([
      ['Memory', [1]],
      ['Attention', [4]],
      ['Processing Speed', [2]],
      ['Reasoning', [3]],
    ]);
    for (const { domain } of recommendations) expect(text.tips[domain].length).toBeGreaterThan(40);
  });

  it('speak Spanish when asked', () => {
    const text = assessmentText('es');
    expect(
      recommendationsFor(result(0, 100, 100, 0)).map(({ domain, games }) => [
        text.domainNames[domain],
        games,
      ]),
    ).toEqual([
      ['Memoria', [1]],
      ['Razonamiento', [3]],
    ]);
    const [first] = recommendationsFor(result(0, 100, 100, 100));
    expect(first && text.tips[first.domain]).toMatch(/Memory Match te pide/);
  });
});
