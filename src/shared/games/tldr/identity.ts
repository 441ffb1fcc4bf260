import type { GameIdentity } from '../define-game.ts';

/** What names the game everywhere (the pages' shell reads only this of it). */
export const tldrIdentity = {
  id: 4,
  slug: 'tldr-game',
  name: 'TL;DR',
  description: 'Guess the daily six-letter word in six attempts, guided by colour-coded clues.',
  path: '/games/tldr-game',
  // A row of letter tiles.
  icon: [
    'M3 8h4a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z',
    'M10 8h4a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z',
    'M17 8h4a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z',
  ],
} as const satisfies GameIdentity;
