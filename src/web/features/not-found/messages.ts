import { defineMessages } from '../../i18n/catalog.ts';

export const notFoundMessages = defineMessages(
  {
    didYouMeanBefore: 'Did you mean',
    didYouMeanAfter: '?',
    games: 'Play one of our games',
  },
  {
    didYouMeanBefore: '¿Querías decir',
    didYouMeanAfter: '?',
    games: 'Juega a uno de nuestros juegos',
  },
);
