/**
 * What a game is, in one place: `defineGame({...})` in `<slug>/definition.ts` takes everything the
 * server, the API and the build need to know about one game (docs/adding-a-game.md). Its identity is
 * also a module of its own (`<slug>/identity.ts`): the pages' shell reads only identities, so that a
 * game's rules, engine and schemas load with that game's page (or never, for the engine: the browser
 * plays through the plays API).
 */
import { z } from 'zod';
import type { ErrorDetails } from '../api/common.ts';
import type { AnyGameEngine } from './engine.ts';
import type { WordMeaning } from './word-meaning.ts';

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

/** The levels a game with `difficulty` is dealt at. */
const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const difficultySchema = z.enum(DIFFICULTIES);

/** The longest text a move may carry (an answer, a guess): room to spare for any real word. */
export const GUESS_MAX = 40;

/** What the server may be asked for, and how it keeps a game's plays. */
interface GameCapabilities {
  /** Dealt at a difficulty (`difficulty` is then required by POST /api/plays, else refused). */
  difficulty: boolean;
  /**
   * One ranked play per signed-in player and Pacific day: a second deal that day answers the play as
   * it stands, its score counts for the day of its deal, and a second score that day is refused.
   */
  onceADay: boolean;
  /**
   * A game of the day that everyone shares, played unranked (`word: 'daily'`; what guests play).
   * The deal gets the day's shared pick from `DealTools.sharedOfDay`.
   */
  sharedDaily: boolean;
  /** A signed-in player's games of a day continue one order: the deal is told how many came before. */
  dailyOrder: boolean;
}

/** Who asks for a game, when, and how. */
interface DealRequest {
  /** Null for a guest. */
  userId: number | null;
  /** The Pacific day of the deal, YYYY-MM-DD. */
  day: string;
  /** The level asked for, for a game with `difficulty` (else null). */
  difficulty: Difficulty | null;
  /** Whether the play can be ranked (a signed-in player's, not the shared game of the day). */
  ranked: boolean;
}

/** What the server lends a deal: unpredictable and secret-keyed numbers, and what it stored. */
interface DealTools {
  /** Numbers in [0, 1) from the system's cryptographic source. */
  random: () => number;
  /** Numbers in [0, 1) drawn from the server's secret and a key: the same key always draws the same. */
  keyedRandom: (key: string) => () => number;
  /** For `dailyOrder`: how many games of this game (and difficulty) the player was dealt this day. */
  gamesBefore: number;
  /** For `sharedDaily`: the day's stored pick, or `pick` stored now when the day has none yet. */
  sharedOfDay: (pick: string) => Promise<string>;
  /**
   * For a game of words: a word's meaning from the server's extracted dictionary (null when none is
   * known), kept in the secret state and shown once the game is over.
   */
  meaningOf: (word: string) => WordMeaning | null;
}

/** A dealt game: its secret state, and what the play keeps of the request. */
interface Deal<State> {
  options: Record<string, unknown>;
  state: State;
}

/**
 * Why the server refuses a move the engine did not apply (422 with this code): a fixed message, or
 * the game's own words with the fields a client words it from.
 */
export type MoveRefusal =
  | { code: 'PLAY_OVER' }
  | { code: 'PAIR_SHOWING' }
  | { code: 'HARD_MODE_LOCKED' }
  | { code: 'ILLEGAL_MOVE'; message: string }
  | { code: 'HINT_NOT_USED'; message: string; fields: ErrorDetails };

/** The schemas of what goes through the plays API for this game: nothing secret in them. */
export interface GameApi<Move extends z.ZodType, View extends z.ZodType, Reveal extends z.ZodType> {
  move: Move;
  view: View;
  reveal: Reveal;
}

/** Everything about one game. */
export interface GameDefinition<
  Identity extends GameIdentity = GameIdentity,
  Engine extends AnyGameEngine = AnyGameEngine,
  Api extends GameApi<z.ZodType, z.ZodType, z.ZodType> = GameApi<z.ZodType, z.ZodType, z.ZodType>,
> {
  identity: Identity;
  /** The numbers of the rules, for pages and help texts that state them. */
  rules: Readonly<Record<string, unknown>>;
  /**
   * The most moves one game may take (refused ones included: no person's game comes near it), and the
   * best score possible in a given time. The least time is the engine's `floor`.
   */
  bounds: { movesPerPlay: number; maxScore: (seconds: number) => number };
  /** A verified game's moves as its player saw them, from the moves the server recorded. */
  movesShown: (recordedMoves: number) => number;
  /**
   * The most JavaScript its page may load by itself, in KB of brotli (scripts/postbuild.ts checks it
   * on every build): about 7 KB above what it loads, so that a page that grows is noticed.
   */
  pageBudgetKb: number;
  engine: Engine;
  api: Api;
  capabilities: GameCapabilities;
  /** A new game for the server to keep (never called in the browser). */
  deal: (request: DealRequest, tools: DealTools) => Deal<unknown> | Promise<Deal<unknown>>;
  /** The refusal of a move the engine did not apply, from what its step revealed; null to send it. */
  refusal: (reveal: unknown) => MoveRefusal | null;
  /**
   * For a game of guesses: how many a finished game took and whether it was won, kept with its score
   * for the player's statistics (guess distribution, win rate, streaks).
   */
  outcome?: (state: unknown) => GameOutcome | null;
}

/** What a finished game of guesses kept for the player's statistics. */
interface GameOutcome {
  guesses: number;
  won: boolean;
}

/** Any game's definition, for code that handles every game alike. */
// biome-ignore lint/suspicious/noExplicitAny: each game's types differ; callers narrow through the registry
export type AnyGameDefinition = GameDefinition<GameIdentity, AnyGameEngine, GameApi<any, any, any>>;

/** One game, checked whole: the identity's literal types stay exact for the API's unions. */
export function defineGame<
  const Identity extends GameIdentity,
  Engine extends AnyGameEngine,
  Move extends z.ZodType,
  View extends z.ZodType,
  Reveal extends z.ZodType,
>(
  definition: GameDefinition<Identity, Engine, GameApi<Move, View, Reveal>>,
): GameDefinition<Identity, Engine, GameApi<Move, View, Reveal>> {
  return definition;
}

/** The moves as recorded, for a game whose player saw the same count (or none). */
export const asRecorded = (moves: number) => moves;
