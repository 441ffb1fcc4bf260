/**
 * Every game of the site, named once: id, slug, name, description, address, the numbers of its
 * rules, its score bounds and its icon. The engines are listed by id beside it, in `engines.ts`:
 * this module is part of every page's first script (the shell names the games), and importing the
 * engines here would put every game's rules into that script (8 KB gzip more, over the budget).
 */
import { MEMORY_MIN_SECONDS, MEMORY_PAIRS, MEMORY_SCORING, memoryMaxScore } from './memory-match/scoring.ts';
import {
  NUMBER_PUZZLE_MIN_SECONDS,
  NUMBER_PUZZLE_SCORING,
  numberPuzzleMaxScore,
  SHUFFLE_MOVES,
} from './number-puzzle/scoring.ts';
import {
  TLDR_MAX_ATTEMPTS,
  TLDR_MIN_SECONDS,
  TLDR_SCORING,
  TLDR_WORD_LENGTH,
  tldrMaxScore,
} from './tldr/scoring.ts';
import {
  DIFFICULTY_BONUS,
  WORD_SCRAMBLE_MIN_SECONDS,
  WORD_SCRAMBLE_SCORING,
  WORDS_PER_GAME,
  wordScrambleMaxScore,
} from './word-scramble/scoring.ts';

/** One game of the site, named once: everything else that needs a game's identity reads it here. */
export interface GameDefinition {
  /** The id stored with scores and used in the API: never change or reuse one. */
  id: number;
  slug: string;
  /** The game's name, the same in every language. */
  name: string;
  /** One line about the game, in English (the Spanish line is in the web's Spanish dictionary). */
  description: string;
  /** Where the game is played on the site. */
  path: `/games/${string}`;
  /** The numbers of the rules, for pages and help texts that state them. */
  rules: Readonly<Record<string, unknown>>;
  /** The quickest a person can finish a game, and the best score possible in a given time. */
  bounds: { minSeconds: number; maxScore: (seconds: number) => number };
  /** The game's outline icon on a 24 by 24 grid, as SVG path data (drawn with a 2-unit stroke). */
  icon: readonly string[];
}

/** The games, in the order of their ids (the order of the home page, the boards and the API). */
export const GAME_REGISTRY = [
  {
    id: 1,
    slug: 'memory-match',
    name: 'Memory Match',
    description: 'Flip cards two at a time and find all eight matching pairs in as few moves as you can.',
    path: '/games/memory-match',
    rules: { pairs: MEMORY_PAIRS, scoring: MEMORY_SCORING },
    bounds: { minSeconds: MEMORY_MIN_SECONDS, maxScore: memoryMaxScore },
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
    rules: { scoring: NUMBER_PUZZLE_SCORING, shuffleMoves: SHUFFLE_MOVES },
    bounds: { minSeconds: NUMBER_PUZZLE_MIN_SECONDS, maxScore: numberPuzzleMaxScore },
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
    rules: {
      scoring: WORD_SCRAMBLE_SCORING,
      wordsPerGame: WORDS_PER_GAME,
      difficultyBonus: DIFFICULTY_BONUS,
    },
    bounds: { minSeconds: WORD_SCRAMBLE_MIN_SECONDS, maxScore: wordScrambleMaxScore },
    // Letters swapping places.
    icon: ['M4 8h15l-3-3M20 16H5l3 3'],
  },
  {
    id: 4,
    slug: 'tldr-game',
    name: 'TL;DR',
    description: 'Guess the daily six-letter word in six attempts, guided by colour-coded clues.',
    path: '/games/tldr-game',
    rules: { scoring: TLDR_SCORING, maxAttempts: TLDR_MAX_ATTEMPTS, wordLength: TLDR_WORD_LENGTH },
    bounds: { minSeconds: TLDR_MIN_SECONDS, maxScore: tldrMaxScore },
    // A row of letter tiles.
    icon: [
      'M3 8h4a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z',
      'M10 8h4a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z',
      'M17 8h4a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z',
    ],
  },
] as const satisfies readonly GameDefinition[];

export type RegisteredGame = (typeof GAME_REGISTRY)[number];
export type GameId = RegisteredGame['id'];
export type GameSlug = RegisteredGame['slug'];

/** A game's entry by id. */
export function registeredGame<Id extends GameId>(id: Id): Extract<RegisteredGame, { id: Id }> {
  const game = GAME_REGISTRY.find((candidate) => candidate.id === id);
  if (!game) throw new Error(`No game with id ${id}`);
  return game as Extract<RegisteredGame, { id: Id }>;
}

/** A game's entry by its slug, for a game's own screen and page. */
export function gameBySlug<Slug extends GameSlug>(slug: Slug): Extract<RegisteredGame, { slug: Slug }> {
  const game = GAME_REGISTRY.find((candidate) => candidate.slug === slug);
  if (!game) throw new Error(`No game with slug ${slug}`);
  return game as Extract<RegisteredGame, { slug: Slug }>;
}
