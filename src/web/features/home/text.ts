import type { Lang } from '../../i18n/i18n.ts';

/**
 * Texts shown only by the home page's lazily loaded parts; kept out of the shared dictionary, which
 * every page loads with its first script.
 */
const TEXT = {
  en: { progressError: 'Your progress could not be loaded.' },
  es: { progressError: 'No se pudo cargar tu progreso.' },
} satisfies Record<Lang, Record<string, string>>;

export function homeText(lang: Lang) {
  return TEXT[lang];
}
