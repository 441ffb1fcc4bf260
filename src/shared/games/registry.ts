import type { AnyGameEngine } from './engine.ts';
import { MATCH_DELAY_MS, MISMATCH_DELAY_MS } from './memory-match/engine.ts';
import { memoryMatchEngine } from './memory-match/game-engine.ts';
import { MEMORY_MIN_SECONDS, MEMORY_PAIRS, MEMORY_SCORING, memoryMaxScore } from './memory-match/scoring.ts';
import { numberPuzzleEngine } from './number-puzzle/game-engine.ts';
import {
  NUMBER_PUZZLE_MIN_SECONDS,
  NUMBER_PUZZLE_SCORING,
  numberPuzzleMaxScore,
  SHUFFLE_MOVES,
} from './number-puzzle/scoring.ts';
import { tldrEngine } from './tldr/game-engine.ts';
import {
  TLDR_MAX_ATTEMPTS,
  TLDR_MIN_SECONDS,
  TLDR_SCORING,
  TLDR_WORD_LENGTH,
  tldrMaxScore,
} from './tldr/scoring.ts';
import { wordScrambleEngine } from './word-scramble/game-engine.ts';
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
  engine: AnyGameEngine;
}

/** The games, in the order of their ids (the order of the home page, the boards and the API). */
export const GAME_REGISTRY = [
  {
    id: 1,
    slug: 'memory-match',
    name: 'Memory Match',
    description: 'Flip cards two at a time and find all eight matching pairs in as few moves as you can.',
    path: '/games/memory-match',
    rules: {
      pairs: MEMORY_PAIRS,
      scoring: MEMORY_SCORING,
      matchDelayMs: MATCH_DELAY_MS,
      mismatchDelayMs: MISMATCH_DELAY_MS,
    },
    bounds: { minSeconds: MEMORY_MIN_SECONDS, maxScore: memoryMaxScore },
    engine: memoryMatchEngine,
  },
  {
    id: 2,
    slug: 'number-puzzle',
    name: 'Number Puzzle',
    description: 'Slide the fifteen numbered tiles back into order from 1 to 15 with the blank last.',
    path: '/games/number-puzzle',
    rules: { scoring: NUMBER_PUZZLE_SCORING, shuffleMoves: SHUFFLE_MOVES },
    bounds: { minSeconds: NUMBER_PUZZLE_MIN_SECONDS, maxScore: numberPuzzleMaxScore },
    engine: numberPuzzleEngine,
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
    engine: wordScrambleEngine,
  },
  {
    id: 4,
    slug: 'tldr-game',
    name: 'TL;DR',
    description: 'Guess the daily six-letter word in six attempts, guided by colour-coded clues.',
    path: '/games/tldr-game',
    rules: { scoring: TLDR_SCORING, maxAttempts: TLDR_MAX_ATTEMPTS, wordLength: TLDR_WORD_LENGTH },
    bounds: { minSeconds: TLDR_MIN_SECONDS, maxScore: tldrMaxScore },
    engine: tldrEngine,
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
