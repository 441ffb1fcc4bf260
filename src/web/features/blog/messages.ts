import { defineMessages } from '../../i18n/catalog.ts';

export const blogMessages = defineMessages(
  {
    filterLabel: 'Filter articles by category',
    showingAll: 'Showing all {count} more articles.',
    showingOne: 'Showing 1 article in {category}.',
    showingMany: 'Showing {count} articles in {category}.',
  },
  {
    filterLabel: 'Filtrar los artículos por categoría',
    showingAll: 'Se muestran los {count} artículos restantes.',
    showingOne: 'Se muestra 1 artículo de {category}.',
    showingMany: 'Se muestran {count} artículos de {category}.',
  },
);
