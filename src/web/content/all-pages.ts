import type { Messages } from '../i18n/catalog.ts';
import { ABOUT } from './about.ts';
import { BLOG } from './blog.ts';
import { BRAIN_HEALTH } from './brain-health.ts';
import { BRAIN_SCIENCE } from './brain-science.ts';
import type { ContentPage } from './content-types.ts';
import { FAQ } from './faq.ts';
import { GAME_GUIDES } from './game-guides.ts';
import { PRIVACY_POLICY } from './privacy-policy.ts';
import { RESEARCH } from './research.ts';
import { TERMS_OF_SERVICE } from './terms-of-service.ts';
import { TRAINING_TIPS } from './training-tips.ts';

/**
 * Every content page, by name, for the checks that read them all. The pages themselves import
 * only their own content, so that no page's script carries another's text.
 */
export const CONTENT_PAGES = {
  ABOUT,
  BLOG,
  BRAIN_HEALTH,
  BRAIN_SCIENCE,
  FAQ,
  GAME_GUIDES,
  PRIVACY_POLICY,
  RESEARCH,
  TERMS_OF_SERVICE,
  TRAINING_TIPS,
} satisfies Record<string, Messages<ContentPage>>;
