import { describe, expect, it } from 'vitest';
import { levelFor } from '../../../shared/assessment/levels.ts';
import { ASSESSMENT_QUESTIONS, type AssessmentQuestion } from '../../../shared/assessment/questions.ts';
import { recommendationsFor } from '../../../shared/assessment/recommendations.ts';
import { LIST_SHOWN_MS, showsList } from './assessment-state.ts';
import { assessmentText, questionWording } from './messages.ts';

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

    const numbers = (recall && questionWording(lang, recall.id).list?.items.map(Number)) ?? [];
    expect(numbers).toHaveLength(7);
    expect(numbers.every(Number.isInteger)).toBe(true);
    expect(text(recall)?.question).toMatch(/\b4(?:th\b|\.º)/);
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

    const listed = (list && questionWording(lang, list.id).list?.items) ?? [];
    expect(listed).toHaveLength(5);
    expect(listed.every((word) => capitalWords(word).length === 1)).toBe(true);
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

describe('memory questions', () => {
  it.each(['en', 'es'] as const)('show a list first and ask without repeating it (%s)', (lang) => {
    for (const question of ASSESSMENT_QUESTIONS) {
      const wording = questionWording(lang, question.id);
      expect(Boolean(wording.list)).toBe(showsList(question));
      if (!wording.list) continue;
      expect(wording.list.prompt.length).toBeGreaterThan(10);
      // Once the list is hidden the question must not show it again.
      const asked = wording.question.split(/[^\p{L}\p{N}]+/u);
      for (const item of wording.list.items) expect(asked).not.toContain(item);
    }
  });

  it('the intro says that the memory questions show a list for a few seconds and then hide it', () => {
    const seconds = LIST_SHOWN_MS / 1000;
    expect(assessmentText('en').guidelines(15, 25, seconds)).toContain(
      `The memory questions first show a list for ${seconds} seconds, then hide it and ask about it; their time starts once the list is hidden.`,
    );
    expect(assessmentText('es').guidelines(15, 25, seconds)).toContain(
      `Las preguntas de memoria muestran primero una lista durante ${seconds} segundos, luego la ocultan y preguntan por ella; su tiempo empieza a contar cuando la lista se oculta.`,
    );
  });
});

/** Every text of the page in one language, with the functions called on sample values. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return textsOf(value(3, 5, 7));
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

function sentencesOf(lang: 'en' | 'es'): string[] {
  return textsOf(assessmentText(lang)).flatMap((text) => text.split(/(?<=[.!?:;])\s+/u));
}

/** Saying that something trains, exercises, improves, boosts, strengthens or sharpens, in either language. */
const CLAIM_WORD =
  /^(?:train|trains|trained|training|exercise|exercises|exercised|exercising|improve|improves|improved|improving|improvement|boost|boosts|boosted|boosting|strengthen|strengthens|strengthened|strengthening|sharpen|sharpens|sharpened|sharpening|enhance|enhances|enhanced|entrenar|entrena|entrenas|entrenan|entrenado|entrenada|entrenando|entrenamiento|ejercitar|ejercita|ejercitan|ejercitando|ejercicio|ejercicios|mejorar|mejora|mejoran|mejorado|mejorada|mejorando|mejore|mejoren|potenciar|potencia|potencian|fortalecer|fortalece|fortalecen|agudizar|agudiza|agudizan|estimular|estimula|estimulan)$/u;

/** Words naming a cognitive ability, a skill, or the organ and faculty behind them. */
const ABILITY_WORD =
  /^(?:memory|attention|focus|concentration|processing|speed|pattern|patterns|spotting|problem|solving|reasoning|cognitive|cognition|brain|mind|mental|thinking|logic|skill|skills|ability|abilities|memoria|atención|concentración|procesamiento|velocidad|resolución|razonamiento|cognitivo|cognitiva|cognitivas|cerebro|mente|mental|pensamiento|lógica|patrón|patrones|habilidad|habilidades|capacidad|capacidades)$/u;

/** How many words may stand between the two for a sentence to count as a claim. */
const WORDS_BETWEEN = 4;

function claims(sentence: string): boolean {
  const words = sentence
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  return words.some(
    (word, at) =>
      CLAIM_WORD.test(word) &&
      words
        .slice(Math.max(0, at - WORDS_BETWEEN - 1), at + WORDS_BETWEEN + 2)
        .some((near) => ABILITY_WORD.test(near)),
  );
}

describe('honest wording', () => {
  it('the rule finds a claim, so that its silence below means something', () => {
    expect(claims('A game that exercises each of them.')).toBe(false);
    expect(claims('Number Puzzle trains quick pattern spotting: solve the top row first.')).toBe(true);
    expect(claims('Memory Match sharpens attention.')).toBe(true);
    expect(claims('Un juego que ejercita la memoria.')).toBe(true);
    expect(claims('Estos juegos mejoran tu capacidad de atención.')).toBe(true);
  });

  it.each(['en', 'es'] as const)(
    'no sentence says a game trains, exercises or improves a cognitive ability (%s)',
    (lang) => {
      // The one sentence allowed: it says such an improvement has not been shown.
      const caveat = assessmentText(lang).recommendationsCaveat;
      const found = sentencesOf(lang).filter((sentence) => sentence !== caveat && claims(sentence));
      expect(found).toEqual([]);
    },
  );

  it('recommend a game that uses the same kind of skill, and say plainly what practice is not shown to do', () => {
    const en = assessmentText('en');
    expect(en.recommendationsIntro).toContain(
      'a game that uses the same kind of skill, if you would like to practise it',
    );
    expect(en.recommendationsCaveat).toBe(
      'Practising a game has not been shown to improve that skill in daily life.',
    );
    const es = assessmentText('es');
    expect(es.recommendationsIntro).toContain(
      'un juego que usa el mismo tipo de habilidad, por si quieres practicarla',
    );
    expect(es.recommendationsCaveat).toBe(
      'No se ha demostrado que practicar un juego mejore esa habilidad en la vida diaria.',
    );
  });

  it.each(['en', 'es'] as const)('keeps none of the earlier benefit phrasing (%s)', (lang) => {
    const all = sentencesOf(lang).join(' ');
    for (const phrase of [
      /exercises each of them/i,
      /trains quick pattern spotting/i,
      /to practise the areas that scored below/i,
      /ejercita cada una/i,
      /entrena a ver patrones/i,
      /para practicar las áreas/i,
      /Read these|Read this list|Lee una vez/i,
    ])
      expect(all).not.toMatch(phrase);
    // Still the spec's exact texts and structure.
    expect(assessmentText('en').startTraining).toBe('Start Training Now');
    expect(assessmentText('en').recommendations).toBe('Recommendations');
  });
});
