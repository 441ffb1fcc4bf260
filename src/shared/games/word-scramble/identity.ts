import type { GameIdentity } from '../define-game.ts';

/** What names the game everywhere (the pages' shell reads only this of it). */
export const wordScrambleIdentity = {
  id: 3,
  slug: 'word-scramble',
  name: 'Word Scramble',
  description: 'Unscramble five words with the help of a hint, and keep your streak going.',
  path: '/games/word-scramble',
  // Letters swapping places.
  icon: ['M4 8h15l-3-3M20 16H5l3 3'],
} as const satisfies GameIdentity;
