import type { Lang } from '../../i18n/i18n.ts';

/**
 * Texts shown only by the leaderboard's lazily loaded code and by score submission in the games.
 * They live here rather than in the shared dictionary, which every page loads with its first script.
 */
const TEXT = {
  en: {
    showAll: 'Show top {count}',
    showFewer: 'Show fewer',
    signInHint: 'Sign in to see your own rank here.',
    noOwnEntry: 'You have no score on this board yet.',
    you: 'you',
    submittedTitle: 'Success!',
    submittedText: 'Your score has been submitted to the leaderboard.',
    submitFailedTitle: 'Error',
    submitFailedText: 'Failed to submit score. Please try again.',
    storedUserError: 'Error submitting score. Please try again.',
  },
  es: {
    showAll: 'Ver los {count} primeros',
    showFewer: 'Ver menos',
    signInHint: 'Inicia sesión para ver aquí tu posición.',
    noOwnEntry: 'Aún no tienes puntuación en esta clasificación.',
    you: 'tú',
    submittedTitle: '¡Hecho!',
    submittedText: 'Tu puntuación se ha enviado a la clasificación.',
    submitFailedTitle: 'Error',
    submitFailedText: 'No se pudo enviar la puntuación. Inténtalo de nuevo.',
    storedUserError: 'Error al enviar la puntuación. Inténtalo de nuevo.',
  },
} satisfies Record<Lang, Record<string, string>>;

type LeaderboardText = (typeof TEXT)['en'];

export function leaderboardText(lang: Lang): LeaderboardText {
  return TEXT[lang];
}
