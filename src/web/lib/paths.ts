import { GAME_IDENTITIES, gameIdentity } from '../../shared/games/identities.ts';

/** Every address of the site, in one place; the games' addresses come from their identities. */
export const PATHS = {
  home: '/',
  memoryMatch: gameIdentity(1).path,
  numberPuzzle: gameIdentity(2).path,
  wordScramble: gameIdentity(3).path,
  tldr: gameIdentity(4).path,
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
  account: '/account',
  progress: '/progress',
} as const;

export type SitePath = (typeof PATHS)[keyof typeof PATHS];

/** Where each game lives, by game id. */
export const GAME_PATHS = Object.fromEntries(GAME_IDENTITIES.map((game) => [game.id, game.path])) as Record<
  number,
  SitePath
>;

/**
 * The routes of the site, in the order of the specification's route table: home, every game in
 * order of id, then the other pages.
 */
export const ALL_PATHS: readonly SitePath[] = [
  ...new Set<SitePath>([PATHS.home, ...Object.values(GAME_PATHS), ...Object.values(PATHS)]),
];

/** Rendered at build time as the page unknown addresses receive, with status 404. */
export const NOT_FOUND_PATH = '/404';

/** Where the build prerenders a page's Spanish copy: the same path under /es (decision 022). */
export const SPANISH_PREFIX = '/es';

/** The path of a page's prerendered Spanish copy: `/faq` is `/es/faq`, home is `/es`. */
export function spanishCopyPath(path: string): string {
  return path === '/' ? SPANISH_PREFIX : `${SPANISH_PREFIX}${path}`;
}

/**
 * A page's own path from the path it was rendered at: `/es/faq` is `/faq`, `/es` is `/` (the
 * prerender renders `/faq/`: a trailing slash is dropped too).
 */
export function pagePath(pathname: string): string {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (path === SPANISH_PREFIX) return '/';
  return path.startsWith(`${SPANISH_PREFIX}/`) ? path.slice(SPANISH_PREFIX.length) : path;
}
