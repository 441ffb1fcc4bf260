import { defineMessages } from '../../i18n/catalog.ts';

export const blogMessages = defineMessages(
  {
    filterLabel: 'Filter articles by category',
    showingAll: '{count, plural, one {Showing # more article.} other {Showing all # more articles.}}',
    showingIn: 'Showing {count, plural, one {# article} other {# articles}} in {category}.',
  },
  {
    filterLabel: 'Filtrar los artículos por categoría',
    showingAll:
      '{count, plural, one {Se muestra # artículo restante.} other {Se muestran los # artículos restantes.}}',
    showingIn: '{count, plural, one {Se muestra # artículo} other {Se muestran # artículos}} de {category}.',
  },
);
