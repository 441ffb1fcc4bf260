import { defineMessages } from '../../i18n/catalog.ts';

export const progressMessages = defineMessages(
  {
    progress: '{played} of {goal} games played',
    progressLabel: 'Progress in {game}',
    progressError: 'Your progress could not be loaded.',
  },
  {
    progress: '{played} de {goal} partidas jugadas',
    progressLabel: 'Progreso en {game}',
    progressError: 'No se pudo cargar tu progreso.',
  },
);
