import { defineMessages, NOT_TRANSLATED } from '../i18n/catalog.ts';
import { PATHS } from '../lib/paths.ts';
import { SISTER_SITE, type SisterSite } from '../lib/site-identity.ts';
import type { ContentPage, Section } from './content-types.ts';

/**
 * The blog page around its reading list. The articles are data of the blog feature
 * (`features/blog/articles.ts`); this page places them through its `feature` blocks, which the route
 * fills.
 */
export const BLOG_FEATURES = {
  featuredArticle: 'featured-article',
  moreArticles: 'more-articles',
} as const;

export const BLOG = defineMessages<ContentPage>(
  {
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
        ...(SISTER_SITE ? [sisterSiteSection(SISTER_SITE)] : []),
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
  },
  NOT_TRANSLATED,
);

/** The aside about our sister site, beside the news sign-up; none when no sister site is configured. */
function sisterSiteSection(site: SisterSite): Section {
  return {
    id: 'sister-site',
    title: 'A little wisdom every day',
    landmark: 'aside',
    tone: 'warm',
    icon: 'sparkles',
    blocks: [
      {
        type: 'paragraphs',
        small: true,
        items: [
          'Our sister site shares a short piece of wisdom each day: a pause for reflection between puzzles.',
        ],
      },
      {
        type: 'button',
        text: 'Visit our daily wisdom site',
        href: site.url,
        style: 'secondary',
      },
    ],
  };
}
