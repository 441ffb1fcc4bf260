import { defineMessages } from '../../i18n/i18n.ts';

/**
 * Texts shown only by the home page's lazily loaded parts; kept out of the shared dictionary, which
 * every page loads with its first script.
 */
export const homeMessages = defineMessages(
  { progressError: 'Your progress could not be loaded.' },
  { progressError: 'No se pudo cargar tu progreso.' },
);
