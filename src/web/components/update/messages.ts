import { defineMessages } from '../../i18n/catalog.ts';

/**
 * The banner that offers a reload when a new version of the site is ready, or when a script of the
 * page, or of the page the player opened, could not be fetched (lib/app-updates.ts).
 */
export const updateMessages = defineMessages(
  {
    title: 'New version of the site',
    ready:
      'A new version of the site is ready. Reload the page to use it; a game in progress on this page ends.',
    pageFailed:
      'The page you asked for could not be loaded, probably because the site has just been updated. Reload to open it in the new version.',
    scriptFailed:
      'Part of this page could not be loaded, probably because the site has just been updated. Reload the page to get the new version.',
    reload: 'Reload',
    close: 'Close',
  },
  {
    title: 'Nueva versión del sitio',
    ready:
      'Hay una nueva versión del sitio. Recarga la página para usarla; si estás jugando en esta página, la partida termina.',
    pageFailed:
      'No se pudo cargar la página que pediste, probablemente porque el sitio se acaba de actualizar. Recarga para abrirla en la nueva versión.',
    scriptFailed:
      'No se pudo cargar una parte de esta página, probablemente porque el sitio se acaba de actualizar. Recarga la página para obtener la nueva versión.',
    reload: 'Recargar',
    close: 'Cerrar',
  },
);
