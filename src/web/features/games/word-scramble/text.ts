import type { Lang } from '../../../i18n/i18n.ts';

/** Texts of the Word Scramble screen. The words and their hints are English in both languages. */
const TEXT = {
  en: {
    intro: 'Unscramble the letters to find the word, with the hint to help you. Five words make a game.',
    wordsInEnglish: '',
    difficulty: 'Difficulty',
    easy: 'Easy',
    medium: 'Medium',
    hard: 'Hard',
    difficultyNote: 'Changing the difficulty starts a new game.',
    loading: 'Picking your words…',
    wordOf: 'Word {n} of {total}',
    scrambled: 'Scrambled letters: {letters}',
    hint: 'Hint',
    answer: 'Your answer',
    check: 'Check',
    rescramble: 'Rescramble',
    streak: 'Streak',
    solvedWords: 'Solved words',
    noneSolved: 'None yet.',
    emptyGuess: 'Type your answer before you check it.',
    correctTitle: 'Correct! 🎉',
    wrongTitle: 'Try again!',
    wrongText: "That's not quite right. Keep trying!",
    streakReset: 'Wrong answer. Your streak is back to 0.',
    nextWord: 'Word {n} of {total}: {letters}. Hint: {hint}',
    rescrambled: 'New order: {letters}',
    resultTitle: 'All five words solved!',
    resultAnnouncement: 'All five words solved in {time}. Score: {score}. Streak: {streak}.',
    tooFast: 'Games finished in under {seconds} seconds are not recorded on the leaderboard.',
    submitFailed: 'Your score could not be submitted.',
    nextFive: 'Play Again brings the next five words of your daily list.',
  },
  es: {
    intro:
      'Ordena las letras para encontrar la palabra, con la pista como ayuda. Cada partida tiene cinco palabras.',
    wordsInEnglish: 'Las palabras y las pistas están en inglés.',
    difficulty: 'Dificultad',
    easy: 'Fácil',
    medium: 'Media',
    hard: 'Difícil',
    difficultyNote: 'Cambiar la dificultad empieza una partida nueva.',
    loading: 'Eligiendo tus palabras…',
    wordOf: 'Palabra {n} de {total}',
    scrambled: 'Letras desordenadas: {letters}',
    hint: 'Pista',
    answer: 'Tu respuesta',
    check: 'Comprobar',
    rescramble: 'Reordenar',
    streak: 'Racha',
    solvedWords: 'Palabras resueltas',
    noneSolved: 'Ninguna todavía.',
    emptyGuess: 'Escribe tu respuesta antes de comprobarla.',
    correctTitle: '¡Correcto! 🎉',
    wrongTitle: '¡Inténtalo de nuevo!',
    wrongText: 'No es del todo correcto. ¡Sigue intentándolo!',
    streakReset: 'Respuesta incorrecta. Tu racha vuelve a 0.',
    nextWord: 'Palabra {n} de {total}: {letters}. Pista: {hint}',
    rescrambled: 'Nuevo orden: {letters}',
    resultTitle: '¡Has resuelto las cinco palabras!',
    resultAnnouncement: 'Cinco palabras resueltas en {time}. Puntuación: {score}. Racha: {streak}.',
    tooFast: 'Las partidas terminadas en menos de {seconds} segundos no se registran en la clasificación.',
    submitFailed: 'No se pudo enviar tu puntuación.',
    nextFive: 'Jugar de nuevo trae las cinco palabras siguientes de tu lista del día.',
  },
} satisfies Record<Lang, Record<string, string>>;

export type WordScrambleText = (typeof TEXT)['en'];

export function wordScrambleText(lang: Lang): WordScrambleText {
  return TEXT[lang];
}

/** Fills {name} placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

/** Letters spelled out one by one, as a screen reader should read them. */
export function spelled(letters: string): string {
  return [...letters].join(', ');
}
