import { PENDING as ABOUT } from './about.ts';
import { PENDING as BLOG } from './blog.ts';
import { PENDING as BRAIN_HEALTH } from './brain-health.ts';
import { PENDING as BRAIN_SCIENCE } from './brain-science.ts';
import { PENDING as FAQ } from './faq.ts';
import { PENDING as GAME_GUIDES } from './game-guides.ts';
import { PENDING as OPERATOR } from './operator.ts';
import type { PendingSpanish } from './pending.ts';
import { PENDING as PRIVACY_POLICY } from './privacy-policy.ts';
import { PENDING as RESEARCH } from './research.ts';
import { PENDING as STUDIES } from './studies.ts';
import { PENDING as TERMS_OF_SERVICE } from './terms-of-service.ts';
import { PENDING as TRAINING_TIPS } from './training-tips.ts';

/** Every page's Spanish waiting for it, by page. */
export const ALL_PENDING: Record<string, PendingSpanish> = {
  ABOUT,
  BLOG,
  BRAIN_HEALTH,
  BRAIN_SCIENCE,
  FAQ,
  GAME_GUIDES,
  OPERATOR,
  PRIVACY_POLICY,
  RESEARCH,
  STUDIES,
  TERMS_OF_SERVICE,
  TRAINING_TIPS,
};
