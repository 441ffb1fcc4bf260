import type { GameIdentity } from '../define-game.ts';

/** What names the game everywhere (the pages' shell reads only this of it). */
export const numberPuzzleIdentity = {
  id: 2,
  slug: 'number-puzzle',
  name: 'Number Puzzle',
  description: 'Slide the fifteen numbered tiles back into order from 1 to 15 with the blank last.',
  path: '/games/number-puzzle',
  // Three sliding tiles and the blank.
  icon: [
    'M4.5 3h5A1.5 1.5 0 0 1 11 4.5v5A1.5 1.5 0 0 1 9.5 11h-5A1.5 1.5 0 0 1 3 9.5v-5A1.5 1.5 0 0 1 4.5 3z',
    'M14.5 3h5A1.5 1.5 0 0 1 21 4.5v5a1.5 1.5 0 0 1-1.5 1.5h-5A1.5 1.5 0 0 1 13 9.5v-5A1.5 1.5 0 0 1 14.5 3z',
    'M4.5 13h5a1.5 1.5 0 0 1 1.5 1.5v5A1.5 1.5 0 0 1 9.5 21h-5A1.5 1.5 0 0 1 3 19.5v-5A1.5 1.5 0 0 1 4.5 13z',
  ],
} as const satisfies GameIdentity;
