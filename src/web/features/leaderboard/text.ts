import type { Lang } from '../../i18n/i18n.ts';

/** Texts of score submission in the games (the board's own texts are in messages.ts). */
const TEXT = {
  en: {
    submittedTitle: 'Success!',
    submittedText: 'Your score has been submitted to the leaderboard.',
    submitFailedTitle: 'Error',
    submitFailedText: 'Failed to submit score. Please try again.',
    storedUserError: 'Error submitting score. Please try again.',
  },
  es: {
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
