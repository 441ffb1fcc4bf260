/** The four areas the assessment looks at. */
export const DOMAINS = ['memory', 'attention', 'processing', 'reasoning'] as const;
export type Domain = (typeof DOMAINS)[number];

/** The languages the assessment is written in. */
export type AssessmentLang = 'en' | 'es';

/** How each area is named on the page. */
export const DOMAIN_NAMES: Record<AssessmentLang, Record<Domain, string>> = {
  en: { memory: 'Memory', attention: 'Attention', processing: 'Processing Speed', reasoning: 'Reasoning' },
  es: {
    memory: 'Memoria',
    attention: 'Atención',
    processing: 'Velocidad de procesamiento',
    reasoning: 'Razonamiento',
  },
};

/** A question's wording in one language; the right option keeps its index in every language. */
export interface QuestionWording {
  question: string;
  /** Always four, shown lettered A to D. */
  options: readonly [string, string, string, string];
}

export interface AssessmentQuestion extends QuestionWording {
  id: number;
  type: Domain;
  /** Index into `options` of the right answer. */
  correctAnswer: number;
  /** Milliseconds allowed for the question. */
  timeLimit: number;
  /** The same question in Spanish. */
  es: QuestionWording;
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
    es: {
      question: 'Lee una vez estos siete números: 7, 3, 9, 2, 8, 5, 1. ¿Qué número estaba en 4.º lugar?',
      options: ['2', '9', '8', '5'],
    },
  },
  {
    id: 2,
    type: 'attention',
    question: 'How many times does the letter A appear in these four words: BANANA, APPLE, GRAPE, ORANGE?',
    options: ['5', '4', '6', '7'],
    correctAnswer: 2,
    timeLimit: 20_000,
    es: {
      question: '¿Cuántas veces aparece la letra A en estas cuatro palabras: BANANA, PERA, UVA, MANGO?',
      options: ['5', '4', '6', '7'],
    },
  },
  {
    id: 3,
    type: 'processing',
    question: 'Each number is double the one before it. Which number comes next: 3, 6, 12, 24, 48, ...?',
    options: ['72', '96', '60', '84'],
    correctAnswer: 1,
    timeLimit: 15_000,
    es: {
      question: 'Cada número es el doble del anterior. ¿Qué número sigue: 3, 6, 12, 24, 48, ...?',
      options: ['72', '96', '60', '84'],
    },
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
    es: {
      question:
        'Todas las rosas son flores. Todas las flores necesitan agua. ¿Qué afirmación tiene que ser cierta?',
      options: [
        'Todas las flores son rosas',
        'Todas las rosas necesitan agua',
        'Algunas rosas no necesitan agua',
        'Solo las rosas necesitan agua',
      ],
    },
  },
  {
    id: 5,
    type: 'memory',
    question: 'Read this list once: CAT, DOG, BIRD, FISH, HORSE. Which of these words was not in it?',
    options: ['MOUSE', 'DOG', 'FISH', 'CAT'],
    correctAnswer: 0,
    timeLimit: 15_000,
    es: {
      question: 'Lee una vez esta lista: GATO, PERRO, LORO, PEZ, CABALLO. ¿Cuál de estas palabras no estaba?',
      options: ['RATÓN', 'PERRO', 'PEZ', 'GATO'],
    },
  },
];

/** A question's text and options in the given language. */
export function wordingOf(question: AssessmentQuestion, lang: AssessmentLang): QuestionWording {
  return lang === 'es' ? question.es : question;
}

/** The letter shown before an option: A for the first, D for the fourth. */
export function optionLetter(index: number): string {
  return String.fromCharCode(65 + index);
}
