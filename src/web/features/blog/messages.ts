import { defineMessages } from '../../i18n/catalog.ts';

export const blogMessages = defineMessages(
  {
    filterLabel: 'Filter articles by category',
    showingAll: 'Showing all {count} more articles.',
    showingOne: 'Showing 1 article in {category}.',
    showingMany: 'Showing {count} articles in {category}.',
    'category.All': 'All',
    'category.Research': 'Research',
    'category.Brain Health': 'Brain Health',
    'category.Psychology': 'Psychology',
    'category.Technology': 'Technology',
  },
  {
    filterLabel: 'Filtrar los artículos por categoría',
    showingAll: 'Se muestran los {count} artículos restantes.',
    showingOne: 'Se muestra 1 artículo de {category}.',
    showingMany: 'Se muestran {count} artículos de {category}.',
    'category.All': 'Todos',
    'category.Research': 'Investigación',
    'category.Brain Health': 'Salud cerebral',
    'category.Psychology': 'Psicología',
    'category.Technology': 'Tecnología',
  },
);
