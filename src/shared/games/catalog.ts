export const GAME_IDS = [1, 2, 3, 4] as const;
export type GameId = (typeof GAME_IDS)[number];

export interface GameInfo {
  id: GameId;
  slug: string;
  name: string;
  description: string;
}

/** The four games, in the order of their ids. */
export const GAMES: readonly GameInfo[] = [
  {
    id: 1,
    slug: 'memory-match',
    name: 'Memory Match',
    description: 'Flip cards two at a time and find all eight matching pairs in as few moves as you can.',
  },
  {
    id: 2,
    slug: 'number-puzzle',
    name: 'Number Puzzle',
    description: 'Slide the fifteen numbered tiles back into order from 1 to 15 with the blank last.',
  },
  {
    id: 3,
    slug: 'word-scramble',
    name: 'Word Scramble',
    description: 'Unscramble five words with the help of a hint, and keep your streak going.',
  },
  {
    id: 4,
    slug: 'tldr-game',
    name: 'TL;DR',
    description: 'Guess the daily six-letter word in six attempts, guided by colour-coded clues.',
  },
];

export function isGameId(value: number): value is GameId {
  return (GAME_IDS as readonly number[]).includes(value);
}

export function gameById(id: GameId): GameInfo {
  const game = GAMES.find((candidate) => candidate.id === id);
  if (!game) throw new Error(`No game with id ${id}`);
  return game;
}
