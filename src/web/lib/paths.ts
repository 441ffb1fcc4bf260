/** Every address of the site, in one place. */
export const PATHS = {
  home: '/',
  memoryMatch: '/games/memory-match',
  numberPuzzle: '/games/number-puzzle',
  wordScramble: '/games/word-scramble',
  tldr: '/games/tldr-game',
  privacy: '/privacy-policy',
  terms: '/terms-of-service',
  contact: '/contact',
  faq: '/faq',
  brainHealth: '/brain-health',
  support: '/support',
  about: '/about',
  gameGuides: '/game-guides',
  research: '/research',
  blog: '/blog',
  brainScience: '/brain-science',
  assessment: '/cognitive-assessment',
  trainingTips: '/training-tips',
  admin: '/admin',
} as const;

export type SitePath = (typeof PATHS)[keyof typeof PATHS];

/** The 19 routes of the site, in the order of the specification's route table. */
export const ALL_PATHS: readonly SitePath[] = Object.values(PATHS);

/** Where each game lives, by game id. */
export const GAME_PATHS: Record<number, SitePath> = {
  1: PATHS.memoryMatch,
  2: PATHS.numberPuzzle,
  3: PATHS.wordScramble,
  4: PATHS.tldr,
};

/** The sister daily-wisdom site, linked from the footer (opens in a new tab). */
export const SISTER_SITE_URL = 'https://dailywisdom.example.org/';

/** Rendered at build time as the page unknown addresses receive, with status 404. */
export const NOT_FOUND_PATH = '/404';
