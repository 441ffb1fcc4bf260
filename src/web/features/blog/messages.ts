import { defineMessages } from '../../i18n/catalog.ts';
import { writeOutDay } from '../../i18n/dates.ts';
import { ARTICLES } from './articles.ts';

export const blogMessages = defineMessages(
  {
    filterLabel: 'Filter articles by category',
    showingAll: '{count, plural, one {Showing # more article.} other {Showing all # more articles.}}',
    showingIn: 'Showing {count, plural, one {# article} other {# articles}} in {category}.',
    'category.All': 'All',
    'category.Research': 'Research',
    'category.Brain Health': 'Brain Health',
    'category.Psychology': 'Psychology',
    'category.Technology': 'Technology',
    featured: 'Featured',
    readFull: 'Read Full Article',
  },
  {
    filterLabel: 'Filtrar los artículos por categoría',
    showingAll:
      '{count, plural, one {Se muestra # artículo restante.} other {Se muestran los # artículos restantes.}}',
    showingIn: '{count, plural, one {Se muestra # artículo} other {Se muestran # artículos}} de {category}.',
    'category.All': 'Todos',
    'category.Research': 'Investigación',
    'category.Brain Health': 'Salud cerebral',
    'category.Psychology': 'Psicología',
    'category.Technology': 'Tecnología',
    featured: 'Destacado',
    readFull: 'Leer el artículo completo',
  },
);

/** What a card says of its article in our own words, by the article's id: its summary, date and read time. */
interface ArticleTexts {
  excerpt: string;
  date: string;
  readTime: string;
}

/** The articles' summaries, dates and read times: the English as the reading list gives them. */
export const articleMessages = defineMessages(
  Object.fromEntries(
    ARTICLES.map(({ id, excerpt, date, readTime }) => [id, { excerpt, date, readTime }]),
  ) as Record<number, ArticleTexts>,
  {
    1: {
      excerpt:
        'NPR informa sobre una revisión de más de 130 estudios sobre juegos mentales. La gente se volvió más hábil en los juegos que practicaba, pero los revisores encontraron pocas pruebas de que esa práctica se notara en la memoria o el pensamiento en la vida real.',
      date: writeOutDay('2016-10-03', 'es'),
      readTime: '4 min de lectura',
    },
    2: {
      excerpt:
        'Voluntarios reclutados a través de un programa de la BBC practicaron tareas de entrenamiento cerebral durante seis semanas. Ganaron soltura en esas tareas, pero en otras pruebas de pensamiento no avanzaron más que quienes dedicaron ese tiempo a buscar preguntas de cultura general en internet.',
      date: writeOutDay('2010-04-20', 'es'),
      readTime: '3 min de lectura',
    },
    3: {
      excerpt:
        'Cómo llegaron casi 70 investigadores a firmar una declaración contra el marketing de los juegos mentales, y por qué la cuestión central es si semanas de juego ayudan a recordar y a pensar mejor o solo dan destreza en los propios juegos.',
      date: writeOutDay('2014-10-22', 'es'),
      readTime: '6 min de lectura',
    },
    4: {
      excerpt:
        'En el ensayo finlandés FINGER, 1260 personas mayores con riesgo de demencia recibieron durante dos años consejos de alimentación, actividad física, entrenamiento cerebral y controles de salud. Sus puntuaciones en las pruebas de pensamiento superaron a las de un grupo que recibió consejos de salud habituales.',
      date: writeOutDay('2015-03-12', 'es'),
      readTime: '4 min de lectura',
    },
    5: {
      excerpt:
        'Hábitos cotidianos que pueden ayudar a la memoria, desde la actividad física diaria y mantenerse activo mental y socialmente hasta ser organizado, y consejos sobre cuándo conviene consultar los olvidos con un médico.',
      date: 'Sin fecha indicada',
      readTime: '4 min de lectura',
    },
    6: {
      excerpt:
        'Los científicos que se reunieron en una cumbre de Stanford y el Instituto Max Planck en abril de 2008 explican que el cerebro responde con fuerza a la experiencia, pero que muchos productos para «potenciar el cerebro» hacen afirmaciones que nadie independiente ha comprobado.',
      date: writeOutDay('2009-05-05', 'es'),
      readTime: '5 min de lectura',
    },
    7: {
      excerpt:
        'Una neuróloga especialista en demencia explica la diferencia entre la memoria a corto plazo, que se mantiene viva repasándola, y los recuerdos a largo plazo, que se fijan en el hipocampo y luego se refuerzan o se pierden en segundo plano, a menudo mientras dormimos.',
      date: writeOutDay('2021-12-06', 'es'),
      readTime: '3 min de lectura',
    },
    8: {
      excerpt:
        'Los neurocientíficos Blake Richards y Paul Frankland sostienen que olvidar forma parte de cómo debe funcionar la memoria, no es un fallo suyo: dejar que los detalles antiguos se desvanezcan mantiene la memoria flexible cuando el mundo cambia, y evita que se aferre a sucesos pasados concretos para que pueda generalizar a partir de ellos.',
      date: writeOutDay('2017-06-21', 'es'),
      readTime: '25 min de lectura',
    },
    9: {
      excerpt:
        'Una mirada al floreciente mercado de las aplicaciones de entrenamiento cerebral, a la ciencia que citan sus creadores y a los investigadores que dicen que las aplicaciones no cambian cómo nos desenvolvemos en la vida diaria.',
      date: writeOutDay('2023-06-17', 'es'),
      readTime: '8 min de lectura',
    },
    10: {
      excerpt:
        'La empresa de la aplicación Lumosity aceptó pagar 2 millones de dólares a la Comisión Federal de Comercio de Estados Unidos por una publicidad que sugería que sus juegos podían frenar la pérdida de memoria y la demencia, afirmaciones que, según el regulador, carecían de respaldo científico.',
      date: writeOutDay('2016-01-06', 'es'),
      readTime: '2 min de lectura',
    },
  },
);
