/**
 * Every game of the site, named once: id, slug, name, description, address and icon. The numbers of
 * the rules and the score bounds are added to these in `registry.ts`: this module is part of every
 * page's first script (the shell names the games and links to them), and those numbers, with the
 * scoring functions they come from, are only for the games' own pages and the server.
 */

/** What names a game everywhere: its identity, without its rules. */
export interface GameIdentity {
  /** The id stored with scores and used in the API: never change or reuse one. */
  id: number;
  slug: string;
  /** The game's name, the same in every language. */
  name: string;
  /** One line about the game, in English (the Spanish line is in the web's Spanish dictionary). */
  description: string;
  /** Where the game is played on the site. */
  path: `/games/${string}`;
  /** The game's outline icon on a 24 by 24 grid, as SVG path data (drawn with a 2-unit stroke). */
  icon: readonly string[];
}

/** The games, in the order of their ids (the order of the home page, the boards and the API). */
export const GAME_IDENTITIES = [
  {
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
  },
  {
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
  },
  {
    id: 3,
    slug: 'word-scramble',
    name: 'Word Scramble',
    description: 'Unscramble five words with the help of a hint, and keep your streak going.',
    path: '/games/word-scramble',
    // Letters swapping places.
    icon: ['M4 8h15l-3-3M20 16H5l3 3'],
  },
  {
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
  },
] as const satisfies readonly GameIdentity[];

export type GameId = (typeof GAME_IDENTITIES)[number]['id'];

/** The games' ids, in order. */
export const GAME_IDS: readonly GameId[] = GAME_IDENTITIES.map((game) => game.id);

/** A game's identity by id. */
export function gameIdentity<Id extends GameId>(
  id: Id,
): Extract<(typeof GAME_IDENTITIES)[number], { id: Id }> {
  const game = GAME_IDENTITIES.find((candidate) => candidate.id === id);
  if (!game) throw new Error(`No game with id ${id}`);
  return game as Extract<(typeof GAME_IDENTITIES)[number], { id: Id }>;
}
