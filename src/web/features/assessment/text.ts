import type { Domain } from '../../../shared/assessment/questions.ts';
import type { Lang } from '../../i18n/i18n.ts';

/**
 * Texts of the assessment page. They live here rather than in the shared dictionary, which every
 * page loads with its first script.
 */
const TEXT = {
  en: {
    title: 'Cognitive Assessment',
    lead: (questions: number, minutes: string) =>
      `A short self-check of four thinking skills, with ${questions} timed multiple-choice questions. Allow about 5-10 minutes in all: a few to read this page and your results, and at most ${minutes} minutes for the questions themselves.`,
    areasTitle: 'The four areas',
    domainText: {
      memory: 'Holding a short sequence or list in mind and picking out what was in it.',
      attention: 'Noticing small details accurately, such as every time a letter appears.',
      processing: 'Spotting a simple number pattern quickly, under time pressure.',
      reasoning: 'Working out which conclusion follows logically from two statements.',
    } satisfies Record<Domain, string>,
    questionCount: (count: number) => (count === 1 ? '1 question' : `${count} questions`),
    guidelinesTitle: 'Before you begin',
    guidelines: (min: number, max: number) => [
      'Find a quiet place where nothing will interrupt you for a few minutes.',
      'Answer as quickly and as accurately as you can; your first instinct is fine.',
      `Each question is timed (${min} to ${max} seconds). When the time runs out, the question counts as a wrong answer and the next one appears.`,
      'At the end you see a score for each area and personalised recommendations of games to practise the areas that scored below 60%.',
      'This is not a medical diagnostic tool. It cannot detect or rule out any condition; if you are worried about your memory or thinking, talk to a doctor.',
    ],
    privacy: 'Everything happens in your browser: your answers and scores are not saved or sent anywhere.',
    begin: 'Begin Assessment',
    position: (index: number, total: number) => `Question ${index} of ${total}`,
    secondsLeft: 'Seconds left',
    progress: 'Assessment progress',
    timeUp: "Time's up.",
    complete: 'Assessment complete. Your results are shown.',
    results: 'Your Results',
    overall: 'Overall score',
    correct: (count: number, total: number) => `${count} of ${total} answers correct.`,
    areasScores: 'Scores by Area',
    legend: 'Levels: 80% or more Excellent, 60-79% Good, 40-59% Average, below 40% Needs Improvement.',
    recommendations: 'Recommendations',
    recommendationsIntro: 'These areas scored below 60%. A game that exercises each of them:',
    play: (game: string) => `Play ${game}`,
    noteTitle: 'Keep it in perspective.',
    note: 'This is a short self-check for fun, not a validated cognitive test: with one or two questions per area, a single slip or a distraction changes a score a lot. It is not a medical diagnosis. Your answers were scored in your browser and have not been saved or sent.',
    startTraining: 'Start Training Now',
  },
  es: {
    title: 'Evaluación cognitiva',
    lead: (questions: number, minutes: string) =>
      `Una breve autoevaluación de cuatro capacidades mentales, con ${questions} preguntas cronometradas de opción múltiple. Reserva unos 5-10 minutos en total: unos pocos para leer esta página y tus resultados, y como mucho ${minutes} minutos para las preguntas.`,
    areasTitle: 'Las cuatro áreas',
    domainText: {
      memory: 'Retener una secuencia o una lista corta y reconocer lo que había en ella.',
      attention: 'Fijarse con precisión en los detalles, como cada vez que aparece una letra.',
      processing: 'Descubrir deprisa un patrón numérico sencillo, con el tiempo en contra.',
      reasoning: 'Deducir qué conclusión se sigue lógicamente de dos afirmaciones.',
    } satisfies Record<Domain, string>,
    questionCount: (count: number) => (count === 1 ? '1 pregunta' : `${count} preguntas`),
    guidelinesTitle: 'Antes de empezar',
    guidelines: (min: number, max: number) => [
      'Busca un lugar tranquilo donde nadie te interrumpa durante unos minutos.',
      'Responde tan rápido y con tanta precisión como puedas; tu primera impresión vale.',
      `Cada pregunta tiene un tiempo límite (de ${min} a ${max} segundos). Cuando se acaba, la pregunta cuenta como respuesta incorrecta y aparece la siguiente.`,
      'Al final verás una puntuación por área y recomendaciones personalizadas de juegos para practicar las áreas por debajo del 60 %.',
      'No es una herramienta de diagnóstico médico. No puede detectar ni descartar ninguna enfermedad; si te preocupa tu memoria o tu forma de pensar, consulta a un médico.',
    ],
    privacy:
      'Todo ocurre en tu navegador: tus respuestas y puntuaciones no se guardan ni se envían a ningún sitio.',
    begin: 'Comenzar evaluación',
    position: (index: number, total: number) => `Pregunta ${index} de ${total}`,
    secondsLeft: 'Segundos restantes',
    progress: 'Progreso de la evaluación',
    timeUp: 'Se acabó el tiempo.',
    complete: 'Evaluación terminada. Se muestran tus resultados.',
    results: 'Tus resultados',
    overall: 'Puntuación global',
    correct: (count: number, total: number) => `${count} de ${total} respuestas correctas.`,
    areasScores: 'Puntuación por área',
    legend:
      'Niveles: 80 % o más Excelente, 60-79 % Bueno, 40-59 % Promedio, menos del 40 % Necesita mejorar.',
    recommendations: 'Recomendaciones',
    recommendationsIntro: 'Estas áreas quedaron por debajo del 60 %. Un juego que ejercita cada una:',
    play: (game: string) => `Jugar a ${game}`,
    noteTitle: 'Tómalo con perspectiva.',
    note: 'Es una breve autoevaluación para entretenerse, no una prueba cognitiva validada: con una o dos preguntas por área, un despiste cambia mucho la puntuación. No es un diagnóstico médico. Tus respuestas se han puntuado en tu navegador y no se han guardado ni enviado.',
    startTraining: 'Empieza a entrenar',
  },
} satisfies Record<Lang, Record<string, unknown>>;

export type AssessmentText = (typeof TEXT)['en'];

export function assessmentText(lang: Lang): AssessmentText {
  return TEXT[lang];
}
