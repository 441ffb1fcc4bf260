import type { LevelId } from '../../../shared/assessment/levels.ts';
import type { Domain, QuestionId } from '../../../shared/assessment/questions.ts';
import { defineMessages, type Lang, tableIn } from '../../i18n/catalog.ts';

/** A question's wording in one language; the right option keeps its index in every language. */
export interface QuestionWording {
  /**
   * What a memory question shows first, on its own: what to remember and the list itself. The list
   * is hidden before the question is asked.
   */
  list?: { prompt: string; items: readonly string[] };
  /** The question, asked once the list (if any) is hidden. */
  question: string;
  /** As many as the question's `optionCount`, shown lettered A to D. */
  options: readonly [string, string, string, string];
}

/**
 * Texts of the assessment page: its questions, the names of the areas and levels, the tips and the
 * page's own texts. They live here rather than in the shared dictionary, which every page loads with
 * its first script; the scoring in shared knows the questions, levels and areas by id only.
 */
export const assessmentMessages = defineMessages(
  {
    title: 'Cognitive Assessment',
    lead: 'A short self-check of four thinking skills, with {questions, plural, one {# timed multiple-choice question} other {# timed multiple-choice questions}}. Allow about 5-10 minutes in all: a few to read this page and your results, and at most {minutes} minutes for the questions themselves.',
    areasTitle: 'The four areas',
    domainText: {
      memory: 'Holding a short sequence or list in mind and picking out what was in it.',
      attention: 'Noticing small details accurately, such as every time a letter appears.',
      processing: 'Spotting a simple number pattern quickly, under time pressure.',
      reasoning: 'Working out which conclusion follows logically from two statements.',
    } satisfies Record<Domain, string>,
    questionCount: '{count, plural, one {# question} other {# questions}}',
    guidelinesTitle: 'Before you begin',
    guidelines: (min: number, max: number, listSeconds: number) => [
      'Find a quiet place where nothing will interrupt you for a few minutes.',
      'Answer as quickly and as accurately as you can; your first instinct is fine.',
      `Each question is timed (${min} to ${max} seconds). When the time runs out, the question counts as a wrong answer and the next one appears.`,
      `The memory questions first show a list for ${listSeconds} seconds, then hide it and ask about it; their time starts once the list is hidden.`,
      'At the end you see a score for each area and, for each area below 60%, personalised recommendations: a game that uses the same kind of skill, if you would like to practise it.',
      'This is not a medical diagnostic tool. It cannot detect or rule out any condition; if you are worried about your memory or thinking, talk to a doctor.',
    ],
    privacy: 'Everything happens in your browser: your answers and scores are not saved or sent anywhere.',
    begin: 'Begin Assessment',
    position: (index: number, total: number) => `Question ${index} of ${total}`,
    secondsLeft: 'Seconds left',
    listSecondsLeft: 'Seconds until the list is hidden',
    listNote: 'Once the time is up the list is hidden, and then the question appears with its own countdown.',
    ready: "I'm ready",
    listHidden: 'The list is hidden.',
    progress: 'Assessment progress',
    timeUp: "Time's up.",
    complete: 'Assessment complete. Your results are shown.',
    results: 'Your Results',
    overall: 'Overall score',
    correct: '{count} of {total, plural, one {# answer} other {# answers}} correct.',
    areasScores: 'Scores by Area',
    legend: 'Levels: 80% or more Excellent, 60-79% Good, 40-59% Average, below 40% Needs Improvement.',
    recommendations: 'Recommendations',
    recommendationsIntro:
      'These areas scored below 60%. For each one, here is a game that uses the same kind of skill, if you would like to practise it.',
    recommendationsCaveat: 'Practising a game has not been shown to improve that skill in daily life.',
    play: (game: string) => `Play ${game}`,
    noteTitle: 'Keep it in perspective.',
    note: 'This is a short self-check for fun, not a validated cognitive test: with one or two questions per area, a single slip or a distraction changes a score a lot. It is not a medical diagnosis. Your answers were scored in your browser and have not been saved or sent.',
    startTraining: 'Start Training Now',
    domainNames: {
      memory: 'Memory',
      attention: 'Attention',
      processing: 'Processing Speed',
      reasoning: 'Reasoning',
    } satisfies Record<Domain, string>,
    levels: {
      excellent: 'Excellent',
      good: 'Good',
      average: 'Average',
      'needs-improvement': 'Needs Improvement',
    } satisfies Record<LevelId, string>,
    tips: {
      memory:
        'Memory Match asks you to hold the places of cards in mind. Say each symbol to yourself as you turn it, and try to beat your move count from the last game.',
      attention:
        'TL;DR rewards noticing every clue: before each guess, check which letters are ruled out and which must go where. A new word comes every day.',
      processing:
        'Number Puzzle is about seeing the next few moves: solve the top row first, then the second, and plan a few moves ahead before you slide a tile.',
      reasoning:
        'Word Scramble is about testing ideas: try common endings such as -ING or -ED, use the hint to rule words out, and move up a difficulty once easy feels easy.',
    } satisfies Record<Domain, string>,
    questions: {
      1: {
        list: {
          prompt: 'Remember these seven numbers, in order.',
          items: ['7', '3', '9', '2', '8', '5', '1'],
        },
        question: 'Which number was in 4th place?',
        options: ['2', '9', '8', '5'],
      },
      2: {
        question:
          'How many times does the letter A appear in these four words: BANANA, APPLE, GRAPE, ORANGE?',
        options: ['5', '4', '6', '7'],
      },
      3: {
        question: 'Each number is double the one before it. Which number comes next: 3, 6, 12, 24, 48, ...?',
        options: ['72', '96', '60', '84'],
      },
      4: {
        question: 'All roses are flowers. All flowers need water. Which statement must then be true?',
        options: [
          'All flowers are roses',
          'All roses need water',
          'Some roses do not need water',
          'Only roses need water',
        ],
      },
      5: {
        list: { prompt: 'Remember these five words.', items: ['CAT', 'DOG', 'BIRD', 'FISH', 'HORSE'] },
        question: 'Which of these words was not in the list?',
        options: ['MOUSE', 'DOG', 'FISH', 'CAT'],
      },
    } satisfies Record<QuestionId, QuestionWording>,
  },
  {
    title: 'Evaluación cognitiva',
    lead: 'Una breve autoevaluación de cuatro capacidades mentales, con {questions, plural, one {# pregunta cronometrada} other {# preguntas cronometradas}} de opción múltiple. Reserva unos 5-10 minutos en total: unos pocos para leer esta página y tus resultados, y como mucho {minutes} minutos para las preguntas.',
    areasTitle: 'Las cuatro áreas',
    domainText: {
      memory: 'Retener una secuencia o una lista corta y reconocer lo que había en ella.',
      attention: 'Fijarse con precisión en los detalles, como cada vez que aparece una letra.',
      processing: 'Descubrir deprisa un patrón numérico sencillo, con el tiempo en contra.',
      reasoning: 'Deducir qué conclusión se sigue lógicamente de dos afirmaciones.',
    } satisfies Record<Domain, string>,
    questionCount: '{count, plural, one {# pregunta} other {# preguntas}}',
    guidelinesTitle: 'Antes de empezar',
    guidelines: (min: number, max: number, listSeconds: number) => [
      'Busca un lugar tranquilo donde nadie te interrumpa durante unos minutos.',
      'Responde tan rápido y con tanta precisión como puedas; tu primera impresión vale.',
      `Cada pregunta tiene un tiempo límite (de ${min} a ${max} segundos). Cuando se acaba, la pregunta cuenta como respuesta incorrecta y aparece la siguiente.`,
      `Las preguntas de memoria muestran primero una lista durante ${listSeconds} segundos, luego la ocultan y preguntan por ella; su tiempo empieza a contar cuando la lista se oculta.`,
      'Al final verás una puntuación por área y, para cada área por debajo del 60 %, recomendaciones personalizadas: un juego que usa el mismo tipo de habilidad, por si quieres practicarla.',
      'No es una herramienta de diagnóstico médico. No puede detectar ni descartar ninguna enfermedad; si te preocupa tu memoria o tu forma de pensar, consulta a un médico.',
    ],
    privacy:
      'Todo ocurre en tu navegador: tus respuestas y puntuaciones no se guardan ni se envían a ningún sitio.',
    begin: 'Comenzar evaluación',
    position: (index: number, total: number) => `Pregunta ${index} de ${total}`,
    secondsLeft: 'Segundos restantes',
    listSecondsLeft: 'Segundos hasta que se oculte la lista',
    listNote:
      'Cuando se acabe el tiempo, la lista se ocultará y aparecerá la pregunta, con su propia cuenta atrás.',
    ready: 'Ya lo tengo',
    listHidden: 'La lista se ha ocultado.',
    progress: 'Progreso de la evaluación',
    timeUp: 'Se acabó el tiempo.',
    complete: 'Evaluación terminada. Se muestran tus resultados.',
    results: 'Tus resultados',
    overall: 'Puntuación global',
    correct: '{count} de {total, plural, one {# respuesta correcta} other {# respuestas correctas}}.',
    areasScores: 'Puntuación por área',
    legend:
      'Niveles: 80 % o más Excelente, 60-79 % Bueno, 40-59 % Promedio, menos del 40 % Necesita mejorar.',
    recommendations: 'Recomendaciones',
    recommendationsIntro:
      'Estas áreas quedaron por debajo del 60 %. Para cada una, aquí tienes un juego que usa el mismo tipo de habilidad, por si quieres practicarla.',
    recommendationsCaveat:
      'No se ha demostrado que practicar un juego mejore esa habilidad en la vida diaria.',
    play: (game: string) => `Jugar a ${game}`,
    noteTitle: 'Tómalo con perspectiva.',
    note: 'Es una breve autoevaluación para entretenerse, no una prueba cognitiva validada: con una o dos preguntas por área, un despiste cambia mucho la puntuación. No es un diagnóstico médico. Tus respuestas se han puntuado en tu navegador y no se han guardado ni enviado.',
    startTraining: 'Empieza a entrenar',
    domainNames: {
      memory: 'Memoria',
      attention: 'Atención',
      processing: 'Velocidad de procesamiento',
      reasoning: 'Razonamiento',
    } satisfies Record<Domain, string>,
    levels: {
      excellent: 'Excelente',
      good: 'Bueno',
      average: 'Promedio',
      'needs-improvement': 'Necesita mejorar',
    } satisfies Record<LevelId, string>,
    tips: {
      memory:
        'Memory Match te pide recordar dónde está cada carta. Di en voz baja cada símbolo al girarlo e intenta hacer menos movimientos que en la partida anterior.',
      attention:
        'TL;DR premia fijarse en cada pista: antes de cada intento, repasa qué letras están descartadas y cuáles tienen que ir en un sitio concreto. Cada día hay una palabra nueva.',
      processing:
        'Number Puzzle consiste en ver los siguientes movimientos: resuelve primero la fila de arriba, luego la segunda, y planea varios movimientos antes de deslizar una ficha.',
      reasoning:
        'Word Scramble consiste en probar ideas: usa la pista para descartar palabras, fíjate en combinaciones de letras habituales y sube de dificultad cuando el nivel fácil te resulte fácil.',
    } satisfies Record<Domain, string>,
    questions: {
      1: {
        list: {
          prompt: 'Recuerda estos siete números, en orden.',
          items: ['7', '3', '9', '2', '8', '5', '1'],
        },
        question: '¿Qué número estaba en 4.º lugar?',
        options: ['2', '9', '8', '5'],
      },
      2: {
        question: '¿Cuántas veces aparece la letra A en estas cuatro palabras: BANANA, PERA, UVA, MANGO?',
        options: ['5', '4', '6', '7'],
      },
      3: {
        question: 'Cada número es el doble del anterior. ¿Qué número sigue: 3, 6, 12, 24, 48, ...?',
        options: ['72', '96', '60', '84'],
      },
      4: {
        question:
          'Todas las rosas son flores. Todas las flores necesitan agua. ¿Qué afirmación tiene que ser cierta?',
        options: [
          'Todas las flores son rosas',
          'Todas las rosas necesitan agua',
          'Algunas rosas no necesitan agua',
          'Solo las rosas necesitan agua',
        ],
      },
      5: {
        list: {
          prompt: 'Recuerda estas cinco palabras.',
          items: ['GATO', 'PERRO', 'LORO', 'PEZ', 'CABALLO'],
        },
        question: '¿Cuál de estas palabras no estaba en la lista?',
        options: ['RATÓN', 'PERRO', 'PEZ', 'GATO'],
      },
    } satisfies Record<QuestionId, QuestionWording>,
  },
);

/** The assessment's texts in one language. */
export function assessmentText(lang: Lang) {
  return tableIn(assessmentMessages, lang);
}

/** One question's wording, with its list when it shows one first. */
export function questionWording(lang: Lang, id: QuestionId): QuestionWording {
  return assessmentText(lang).questions[id];
}
