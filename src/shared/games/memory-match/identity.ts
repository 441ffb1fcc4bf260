import type { GameIdentity } from '../define-game.ts';

/** What names the game everywhere (the pages' shell reads only this of it). */
export const memoryMatchIdentity = {
  id: 1,
  slug: 'memory-match',
  name: 'Memory Match',
  description: 'Flip cards two at a time and find all eight matching pairs in as few moves as you can.',
  path: '/games/memory-match',
  // Two cards, one behind the other.
  icon: [
    'M5 7h7a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2z',
    'M8 3h11a2 2 0 0 1 2 2v12',
  ],
} as const satisfies GameIdentity;
