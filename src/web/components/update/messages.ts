import { defineMessages } from '../../i18n/catalog.ts';

/** The banner that offers a reload when a new version of the site is ready (lib/app-updates.ts). */
export const updateMessages = defineMessages(
  {
    title: 'New version of the site',
    ready:
      'A new version of the site is ready. Reload the page to use it; a game in progress on this page ends.',
    scriptFailed:
      'Part of this page could not be loaded, probably because the site has just been updated. Reload the page to get the new version.',
    reload: 'Reload',
    close: 'Close',
  },
  {
    title: 'Nueva versión del sitio',
    ready:
      'Hay una nueva versión del sitio. Recarga la página para usarla; si estás jugando en esta página, la partida termina.',
    scriptFailed:
      'No se pudo cargar una parte de esta página, probablemente porque el sitio se acaba de actualizar. Recarga la página para obtener la nueva versión.',
    reload: 'Recargar',
    close: 'Cerrar',
  },
);
