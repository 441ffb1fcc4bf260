import type { Lang } from '../i18n/catalog.ts';

/**
 * The browser's toolbar colour (`<meta name="theme-color">`): the site's indigo with the light theme,
 * the page's own background (slate-950) with the dark one. The installed app's manifest takes the light
 * ones (a manifest has one of each), and its splash screen the light page's white.
 */
export const THEME_COLORS = { light: '#4338ca', dark: '#020618' } as const;
export const BACKGROUND_COLOR = '#ffffff';

/** The web manifest of the pages in a language (written by the build, scripts/service-worker.ts). */
export function manifestHref(lang: Lang): string {
  return lang === 'es' ? '/manifest.es.webmanifest' : '/manifest.webmanifest';
}
