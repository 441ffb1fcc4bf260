import type { Section } from '../../content/content-types.ts';

/** The line above a long page's title. */
export const EYEBROW_CLASS =
  'text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300';

/** The title of a long page. */
export const PAGE_TITLE_CLASS =
  'text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white';

/** The sections a page's table of contents lists. */
export function listed(sections: readonly Section[]): Section[] {
  return sections.filter((section) => !section.unlisted && !section.callout);
}
