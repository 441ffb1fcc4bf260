import { defineMessages } from '../../i18n/catalog.ts';

/**
 * Texts shown only by the leaderboard's lazily loaded code; kept out of the shared dictionary, which
 * every page loads with its first script.
 */
export const boardMessages = defineMessages(
  {
    showAll: 'Show top {count}',
    showFewer: 'Show fewer',
    signInHint: 'Sign in to see your own rank here.',
    noOwnEntry: 'You have no score on this board yet.',
    you: 'you',
    liveNews: 'New score on the {game} board: {name}, {points} points',
  },
  {
    showAll: 'Ver los {count} primeros',
    showFewer: 'Ver menos',
    signInHint: 'Inicia sesión para ver aquí tu posición.',
    noOwnEntry: 'Aún no tienes puntuación en esta clasificación.',
    you: 'tú',
    liveNews: 'Nueva puntuación en la clasificación de {game}: {name}, {points} puntos',
  },
);
