import type { Lang } from '../../i18n/i18n.ts';
import { defineMessages, useMessages } from '../../i18n/i18n.ts';

/** The words the content components add around a page's own text, in the visitor's language. */
const CONTENT_MESSAGES = defineMessages(
  {
    onThisPage: 'On this page',
    relatedPages: 'Related pages',
    sisterSiteLine: 'From our sister site',
    visitSisterSite: 'Visit {name}',
    lastUpdated: 'Last updated: {date}',
  },
  {
    onThisPage: 'En esta página',
    relatedPages: 'Páginas relacionadas',
    sisterSiteLine: 'De nuestro sitio hermano',
    visitSisterSite: 'Visitar {name}',
    lastUpdated: 'Última actualización: {date}',
  },
);

/**
 * The content components' own words, and the `lang` to mark them with when they stand inside a page
 * whose text is in another language (an English page shown to a Spanish visitor); otherwise none.
 */
export function useContentMessages(pageLang: Lang) {
  const messages = useMessages(CONTENT_MESSAGES);
  return { ...messages, uiLang: messages.lang === pageLang ? undefined : messages.lang };
}
