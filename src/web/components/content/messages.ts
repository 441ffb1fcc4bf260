import { defineMessages } from '../../i18n/catalog.ts';

/** The words the content components add around a page's own text, in the visitor's language. */
export const contentMessages = defineMessages(
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
