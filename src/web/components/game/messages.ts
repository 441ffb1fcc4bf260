import { formatNumber } from '../../../shared/format.ts';
import { defineMessages, type Lang } from '../../i18n/catalog.ts';

/**
 * The texts of the chrome every game screen shares (header, result panel, sign-in hint). They load
 * with the game pages only, not with the home page's first script.
 */
export const gameChromeMessages = defineMessages(
  {
    time: 'Time',
    score: 'Score',
    moves: 'Moves',
    words: 'Words',
    attempts: 'Attempts',
    stats: 'Game status',
    playAgain: 'Play Again',
    newGame: 'New Game',
    signInToSave: 'Sign in to save your scores to the leaderboard. You can play every game as a guest.',
    submitting: 'Submitting your score…',
    submitted: 'Your score is on the leaderboard.',
    notSubmitted: 'Playing as a guest: this score was not submitted.',
    submitFailed: 'Your score could not be submitted.',
    submitRefused: 'Your score could not be submitted: {reason}',
    belowFloor:
      'Not ranked: this game was faster than a person can play it. Its moves take a person at least {floor} s.',
    wordOfTheDay: 'The word of the day is played unranked: this score was not submitted.',
    offlineTime:
      "This time is the server's: it includes the seconds your moves took to reach it while the connection was lost.",
    mode: 'Mode',
    ranked: 'Ranked',
    practice: 'Practice',
    practiceBadge: 'Practice: not ranked',
    practiceNote:
      'Practice is dealt and played in your browser: it is never submitted and never counts in statistics, streaks or leaderboards.',
    untimed: 'Untimed',
    untimedNote: 'Hides and stops the clock.',
    untimedPlay: 'Untimed: no clock runs and no score is counted.',
    practiceLoading: 'Loading practice…',
    needsConnection:
      'Ranked games need a connection to our server, and it cannot be reached. Practice works without one.',
    playPractice: 'Play practice',
    sendAgain: 'Send again',
    sendAgainNote: 'Your score is kept on this page until you send it again.',
  },

  {
    time: 'Tiempo',
    score: 'Puntuación',
    moves: 'Movimientos',
    words: 'Palabras',
    attempts: 'Intentos',
    stats: 'Estado de la partida',
    playAgain: 'Jugar de nuevo',
    newGame: 'Nueva partida',
    signInToSave:
      'Inicia sesión para guardar tus puntuaciones en la clasificación. Puedes jugar a todo como invitado.',
    submitting: 'Enviando tu puntuación…',
    submitted: 'Tu puntuación está en la clasificación.',
    notSubmitted: 'Juegas como invitado: esta puntuación no se ha enviado.',
    submitFailed: 'No se pudo enviar tu puntuación.',
    submitRefused: 'No se pudo enviar tu puntuación: {reason}',
    belowFloor:
      'Sin clasificación: esta partida fue más rápida de lo que una persona puede jugarla. Sus movimientos le llevan a una persona al menos {floor} s.',
    wordOfTheDay: 'La palabra del día se juega sin clasificación: esta puntuación no se ha enviado.',
    offlineTime:
      'Este tiempo es el del servidor: incluye los segundos que tus movimientos tardaron en llegarle mientras no había conexión.',
    mode: 'Modo',
    ranked: 'Clasificatoria',
    practice: 'Práctica',
    practiceBadge: 'Práctica: sin clasificación',
    practiceNote:
      'La práctica se reparte y se juega en tu navegador: nunca se envía ni cuenta en estadísticas, rachas ni clasificaciones.',
    untimed: 'Sin tiempo',
    untimedNote: 'Oculta y detiene el reloj.',
    untimedPlay: 'Sin tiempo: no corre el reloj ni se cuenta la puntuación.',
    practiceLoading: 'Cargando la práctica…',
    needsConnection:
      'Las partidas clasificatorias necesitan conexión con nuestro servidor, y no se puede llegar a él. La práctica funciona sin conexión.',
    playPractice: 'Jugar en práctica',
    sendAgain: 'Enviar de nuevo',
    sendAgainNote: 'Tu puntuación se guarda en esta página hasta que la envíes de nuevo.',
  },
);

/**
 * The numbers of a game's rules written for a help text in the page's language (5,000 in English,
 * 5000 in Spanish: decision 019), so that texts stating a rule read its constants.
 */
export function ruleNumbers<Key extends string>(
  lang: Lang,
  numbers: Record<Key, number>,
): Record<Key, string> {
  return Object.fromEntries(
    Object.entries<number>(numbers).map(([key, value]) => [key, formatNumber(value, lang)]),
  ) as Record<Key, string>;
}

/** Texts of score submission in the games. */
export const submitMessages = defineMessages(
  {
    submittedTitle: 'Success!',
    submittedText: 'Your score has been submitted to the leaderboard.',
    submitFailedTitle: 'Error',
    submitFailedText: 'Failed to submit score. Please try again.',
    storedUserError: 'Error submitting score. Please try again.',
  },
  {
    submittedTitle: '¡Hecho!',
    submittedText: 'Tu puntuación se ha enviado a la clasificación.',
    submitFailedTitle: 'Error',
    submitFailedText: 'No se pudo enviar la puntuación. Inténtalo de nuevo.',
    storedUserError: 'Error al enviar la puntuación. Inténtalo de nuevo.',
  },
);
