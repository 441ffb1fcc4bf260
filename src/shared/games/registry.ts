/**
 * Every game of the site with everything about it but its engine: its identity (id, slug, name,
 * description, address and icon, from `identity.ts`), the numbers of its rules and its score bounds.
 * The pages' shell reads only the identities, so that the rules and the scoring functions load with
 * the games' own pages. The engines are listed by id beside it, in `engines.ts`: importing them here
 * would put every game's rules into every game page's script.
 */
import { GAME_IDENTITIES, type GameIdentity } from './identity.ts';
import { memoryMovesShown } from './memory-match/moves.ts';
import {
  MEMORY_MOVES_PER_PLAY,
  MEMORY_PAIRS,
  MEMORY_SCORING,
  memoryMaxScore,
} from './memory-match/scoring.ts';
import {
  NUMBER_PUZZLE_MOVES_PER_PLAY,
  NUMBER_PUZZLE_SCORING,
  numberPuzzleMaxScore,
  SHUFFLE_MOVES,
} from './number-puzzle/scoring.ts';
import {
  TLDR_MAX_ATTEMPTS,
  TLDR_MOVES_PER_PLAY,
  TLDR_SCORING,
  TLDR_WORD_LENGTH,
  tldrMaxScore,
} from './tldr/scoring.ts';
import {
  DIFFICULTY_BONUS,
  WORD_SCRAMBLE_MOVES_PER_PLAY,
  WORD_SCRAMBLE_SCORING,
  WORDS_PER_GAME,
  wordScrambleMaxScore,
} from './word-scramble/scoring.ts';

/** One game of the site: its identity (`identity.ts`) with the numbers of its rules and its score bounds. */
export interface GameDefinition extends GameIdentity {
  /** The numbers of the rules, for pages and help texts that state them. */
  rules: Readonly<Record<string, unknown>>;
  /**
   * The most moves one game may take (refused ones included: no person's game comes near it), and the
   * best score possible in a given time. The least time is each game's floor (its engine's `floor`).
   */
  bounds: { movesPerPlay: number; maxScore: (seconds: number) => number };
  /**
   * A verified game's moves as its player saw them, from the moves the server recorded for its play
   * (each move the API took): Memory Match's counter counts pairs of cards turned, Number Puzzle's
   * the slides. Word Scramble shows no count of moves (the server's are its answers and rescrambles);
   * TL;DR shows attempts, which leave out the words not in its list (the server counts every guess).
   */
  movesShown: (recordedMoves: number) => number;
}

/** The moves as recorded, for a game whose player saw the same count (or none). */
const asRecorded = (moves: number) => moves;

const [memoryMatch, numberPuzzle, wordScramble, tldr] = GAME_IDENTITIES;

/** The games, in the order of their ids (the order of the home page, the boards and the API). */
export const GAME_REGISTRY = [
  {
    ...memoryMatch,
    rules: { pairs: MEMORY_PAIRS, scoring: MEMORY_SCORING },
    bounds: { movesPerPlay: MEMORY_MOVES_PER_PLAY, maxScore: memoryMaxScore },
    movesShown: memoryMovesShown,
  },
  {
    ...numberPuzzle,
    rules: { scoring: NUMBER_PUZZLE_SCORING, shuffleMoves: SHUFFLE_MOVES },
    bounds: { movesPerPlay: NUMBER_PUZZLE_MOVES_PER_PLAY, maxScore: numberPuzzleMaxScore },
    movesShown: asRecorded,
  },
  {
    ...wordScramble,
    rules: {
      scoring: WORD_SCRAMBLE_SCORING,
      wordsPerGame: WORDS_PER_GAME,
      difficultyBonus: DIFFICULTY_BONUS,
    },
    bounds: { movesPerPlay: WORD_SCRAMBLE_MOVES_PER_PLAY, maxScore: wordScrambleMaxScore },
    movesShown: asRecorded,
  },
  {
    ...tldr,
    rules: { scoring: TLDR_SCORING, maxAttempts: TLDR_MAX_ATTEMPTS, wordLength: TLDR_WORD_LENGTH },
    bounds: { movesPerPlay: TLDR_MOVES_PER_PLAY, maxScore: tldrMaxScore },
    movesShown: asRecorded,
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
