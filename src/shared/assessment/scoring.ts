import { ASSESSMENT_QUESTIONS, type AssessmentQuestion, DOMAINS, type Domain } from './questions.ts';

/** Whole percentages from 0 to 100: overall and per area. */
export type AssessmentResult = { overall: number } & Record<Domain, number>;

export function isCorrect(question: AssessmentQuestion, answer: number | undefined): boolean {
  return answer === question.correctAnswer;
}

function percent(correct: number, total: number): number {
  return total === 0 ? 0 : Math.round((correct / total) * 100);
}

/**
 * Scores a run. `answers[i]` is the option index chosen for question i, or -1 when its time ran out;
 * a missing answer counts as wrong.
 */
export function scoreAssessment(
  answers: readonly number[],
  questions: readonly AssessmentQuestion[] = ASSESSMENT_QUESTIONS,
): AssessmentResult {
  const correct = questions.map((question, index) => isCorrect(question, answers[index]));
  const domainScore = (domain: Domain) => {
    const asked = questions.flatMap((question, index) => (question.type === domain ? [correct[index]] : []));
    return percent(asked.filter(Boolean).length, asked.length);
  };
  const byDomain = Object.fromEntries(DOMAINS.map((domain) => [domain, domainScore(domain)])) as Record<
    Domain,
    number
  >;
  return { overall: percent(correct.filter(Boolean).length, questions.length), ...byDomain };
}
