import type { Lang } from '../../i18n/i18n.ts';

/**
 * The texts of the chrome every game screen shares (header, result panel, sign-in hint). They load
 * with the game pages only, not with the home page's first script.
 */
const TEXT = {
  en: {
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
  },
  es: {
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
  },
} satisfies Record<Lang, Record<string, string>>;

export type GameChromeText = (typeof TEXT)['en'];

export function gameChromeText(lang: Lang): GameChromeText {
  return TEXT[lang];
}
