import { defineMessages, type Translation } from '../i18n/catalog.ts';
import { PATHS } from '../lib/paths.ts';
import { SISTER_SITE, type SisterSite } from '../lib/site-identity.ts';
import type { ContentPage, Section } from './content-types.ts';

/**
 * The blog page around its reading list, in English and Spanish side by side. The articles are data
 * of the blog feature (`features/blog/articles.ts`); this page places them through its `feature`
 * blocks, which the route fills.
 */
export const BLOG_FEATURES = {
  featuredArticle: 'featured-article',
  moreArticles: 'more-articles',
} as const;

const en: ContentPage = {
  layout: 'listing',
  title: 'Blog',
  intro: [
    "A reading list about the brain, memory, psychology and brain-training technology, from reputable publishers. The summaries are ours; each article opens on its publisher's site in a new tab.",
  ],
  lead: [{ type: 'feature', name: BLOG_FEATURES.featuredArticle }],
  sections: [
    {
      id: 'more-articles',
      title: 'More articles',
      blocks: [{ type: 'feature', name: BLOG_FEATURES.moreArticles }],
    },
  ],
  foot: [
    {
      id: 'explore-more',
      title: 'Explore More Topics',
      landmark: 'nav',
      blocks: [
        {
          type: 'link-cards',
          links: [
            {
              text: 'Brain Health',
              to: PATHS.brainHealth,
              description: 'Habits that support a healthy brain.',
              icon: 'brain',
            },
            {
              text: 'Research',
              to: PATHS.research,
              description: 'What studies of brain training found.',
              icon: 'flask',
            },
            {
              text: 'Brain Science',
              to: PATHS.brainScience,
              description: 'The science behind training and learning.',
              icon: 'lightbulb',
            },
            {
              text: 'Training Tips',
              to: PATHS.trainingTips,
              description: 'How to practise well and keep it fun.',
              icon: 'target',
            },
            {
              text: 'Game Guides',
              to: PATHS.gameGuides,
              description: 'Strategies for each of our four games.',
              icon: 'book-open',
            },
          ],
        },
      ],
    },
    [
      ...(SISTER_SITE
        ? [
            sisterSiteSection(SISTER_SITE, {
              title: 'A little wisdom every day',
              text: 'Our sister site shares a short piece of wisdom each day: a pause for reflection between puzzles.',
              button: 'Visit our daily wisdom site',
            }),
          ]
        : []),
      {
        id: 'stay-updated',
        title: 'Stay Updated',
        tone: 'muted',
        icon: 'mail',
        blocks: [
          {
            type: 'paragraphs',
            small: true,
            items: ['Our newsletter about new reading has not started yet.'],
          },
          {
            type: 'signup',
            label: 'E-mail address',
            placeholder: 'you@example.com',
            button: 'Subscribe',
            note: 'Subscribing is not available yet: nothing you type here is sent or stored.',
          },
        ],
      },
    ],
  ],
};

const es: Translation<ContentPage> = {
  layout: 'listing',
  title: 'Blog',
  intro: [
    'Una lista de lecturas sobre el cerebro, la memoria, la psicología y la tecnología del entrenamiento cerebral, de editores de prestigio. Los resúmenes son nuestros; cada artículo se abre en el sitio de su editor, en una pestaña nueva.',
  ],
  lead: [{ type: 'feature', name: BLOG_FEATURES.featuredArticle }],
  sections: [
    {
      id: 'more-articles',
      title: 'Más artículos',
      blocks: [{ type: 'feature', name: BLOG_FEATURES.moreArticles }],
    },
  ],
  foot: [
    {
      id: 'explore-more',
      title: 'Explora más temas',
      landmark: 'nav',
      blocks: [
        {
          type: 'link-cards',
          links: [
            {
              text: 'Salud cerebral',
              to: PATHS.brainHealth,
              description: 'Hábitos que favorecen un cerebro sano.',
              icon: 'brain',
            },
            {
              text: 'Investigación',
              to: PATHS.research,
              description: 'Lo que encontraron los estudios sobre el entrenamiento cerebral.',
              icon: 'flask',
            },
            {
              text: 'Ciencia del cerebro',
              to: PATHS.brainScience,
              description: 'La ciencia que hay detrás de la práctica y el aprendizaje.',
              icon: 'lightbulb',
            },
            {
              text: 'Consejos de entrenamiento',
              to: PATHS.trainingTips,
              description: 'Cómo practicar bien sin que deje de ser divertido.',
              icon: 'target',
            },
            {
              text: 'Guías de juego',
              to: PATHS.gameGuides,
              description: 'Estrategias para cada uno de nuestros cuatro juegos.',
              icon: 'book-open',
            },
          ],
        },
      ],
    },
    [
      ...(SISTER_SITE
        ? [
            sisterSiteSection(SISTER_SITE, {
              title: 'Un poco de sabiduría cada día',
              text: 'Nuestro sitio hermano comparte cada día una breve reflexión: una pausa para pensar entre rompecabezas.',
              button: 'Visita nuestro sitio de sabiduría diaria',
            }),
          ]
        : []),
      {
        id: 'stay-updated',
        title: 'Mantente al día',
        tone: 'muted',
        icon: 'mail',
        blocks: [
          {
            type: 'paragraphs',
            small: true,
            items: ['Nuestro boletín sobre nuevas lecturas aún no ha empezado.'],
          },
          {
            type: 'signup',
            label: 'Dirección de correo electrónico',
            placeholder: 'tu@ejemplo.com',
            button: 'Suscribirse',
            note: 'La suscripción aún no está disponible: nada de lo que escribas aquí se envía ni se guarda.',
          },
        ],
      },
    ],
  ],
};

export const BLOG = defineMessages(en, es);

/** The texts of the aside about our sister site, in one language. */
interface SisterSiteTexts {
  title: string;
  text: string;
  button: string;
}

/** The aside about our sister site, beside the news sign-up; none when no sister site is configured. */
function sisterSiteSection(site: SisterSite, texts: SisterSiteTexts): Section {
  return {
    id: 'sister-site',
    title: texts.title,
    landmark: 'aside',
    tone: 'warm',
    icon: 'sparkles',
    blocks: [
      {
        type: 'paragraphs',
        small: true,
        items: [texts.text],
      },
      {
        type: 'button',
        text: texts.button,
        href: site.url,
        style: 'secondary',
      },
    ],
  };
}
