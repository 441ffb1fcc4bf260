/** The four areas the assessment looks at. */
export const DOMAINS = ['memory', 'attention', 'processing', 'reasoning'] as const;
export type Domain = (typeof DOMAINS)[number];

/** How each area is named on the page. */
export const DOMAIN_NAMES: Record<Domain, string> = {
  memory: 'Memory',
  attention: 'Attention',
  processing: 'Processing Speed',
  reasoning: 'Reasoning',
};

export interface AssessmentQuestion {
  id: number;
  type: Domain;
  question: string;
  /** Always four, shown lettered A to D. */
  options: readonly [string, string, string, string];
  /** Index into `options` of the right answer. */
  correctAnswer: number;
  /** Milliseconds allowed for the question. */
  timeLimit: number;
}

/** The answer recorded when a question's time runs out: never equal to a correct index. */
export const TIMED_OUT = -1;

/** The five questions, in the order they are asked. */
export const ASSESSMENT_QUESTIONS: readonly AssessmentQuestion[] = [
  {
    id: 1,
    type: 'memory',
    question: 'Read these seven numbers once: 7, 3, 9, 2, 8, 5, 1. Which number was in 4th place?',
    options: ['2', '9', '8', '5'],
    correctAnswer: 0,
    timeLimit: 15_000,
  },
  {
    id: 2,
    type: 'attention',
    question: 'How many times does the letter A appear in these four words: BANANA, APPLE, GRAPE, ORANGE?',
    options: ['5', '4', '6', '7'],
    correctAnswer: 2,
    timeLimit: 20_000,
  },
  {
    id: 3,
    type: 'processing',
    question: 'Each number is double the one before it. Which number comes next: 3, 6, 12, 24, 48, ...?',
    options: ['72', '96', '60', '84'],
    correctAnswer: 1,
    timeLimit: 15_000,
  },
  {
    id: 4,
    type: 'reasoning',
    question: 'All roses are flowers. All flowers need water. Which statement must then be true?',
    options: [
      'All flowers are roses',
      'All roses need water',
      'Some roses do not need water',
      'Only roses need water',
    ],
    correctAnswer: 1,
    timeLimit: 25_000,
  },
  {
    id: 5,
    type: 'memory',
    question: 'Read this list once: CAT, DOG, BIRD, FISH, HORSE. Which of these words was not in it?',
    options: ['MOUSE', 'DOG', 'FISH', 'CAT'],
    correctAnswer: 0,
    timeLimit: 15_000,
  },
];

/** The letter shown before an option: A for the first, D for the fourth. */
export function optionLetter(index: number): string {
  return String.fromCharCode(65 + index);
}
