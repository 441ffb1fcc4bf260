/** The four areas the assessment looks at. */
export const DOMAINS = ['memory', 'attention', 'processing', 'reasoning'] as const;
export type Domain = (typeof DOMAINS)[number];

/** The ids of the five questions; the page's wording of each question is keyed by its id. */
export type QuestionId = 1 | 2 | 3 | 4 | 5;

/** What the scoring needs of a question; its wording in each language lives with the page. */
export interface AssessmentQuestion {
  id: QuestionId;
  type: Domain;
  /** How many options the question offers: always four, shown lettered A to D. */
  optionCount: number;
  /** Index of the right option; the right option keeps its index in every language. */
  correctAnswer: number;
  /** Milliseconds allowed for the question. */
  timeLimit: number;
}

/** The answer recorded when a question's time runs out: never equal to a correct index. */
export const TIMED_OUT = -1;

/** The five questions, in the order they are asked. */
export const ASSESSMENT_QUESTIONS: readonly AssessmentQuestion[] = [
  { id: 1, type: 'memory', optionCount: 4, correctAnswer: 0, timeLimit: 15_000 },
  { id: 2, type: 'attention', optionCount: 4, correctAnswer: 2, timeLimit: 20_000 },
  { id: 3, type: 'processing', optionCount: 4, correctAnswer: 1, timeLimit: 15_000 },
  { id: 4, type: 'reasoning', optionCount: 4, correctAnswer: 1, timeLimit: 25_000 },
  { id: 5, type: 'memory', optionCount: 4, correctAnswer: 0, timeLimit: 15_000 },
];

/** The letter shown before an option: A for the first, D for the fourth. */
export function optionLetter(index: number): string {
  return String.fromCharCode(65 + index);
}
