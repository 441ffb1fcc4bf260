/**
 * The one shape of every game, so that the same rules can run in the browser (practice games) and
 * on the server (ranked games dealt and replayed there):
 *
 * - `deal(seed, options, random?)` gives the secret state: everything the game knows, including what
 *   the player must not see yet (the layout of the cards, the answer, the words still to come). The
 *   same seed and options always deal the same game; the server passes `random` (a cryptographic
 *   source) instead, since a 32-bit seed can be searched from what the first moves reveal.
 * - `view(state)` is the public part of it: what a player may be shown at this moment.
 * - `move(state, move, context)` applies one move at the time `context.at` and returns the new state
 *   with what the move revealed (a symbol, clue colours, a verdict). Moves are plain data, so a list
 *   of them with their times replays a game.
 * - `advance(state, now)` applies what the clock alone makes happen by `now` (Memory Match's turned
 *   pair resolving after 0.5 s or 1 s), at the moment it fell due. The server calls it before each
 *   move and whenever it reads a play, so a replay gives the same game whenever it is run.
 * - `status`, `seconds`, `score` and `result` read the game: whether it is waiting for its first
 *   move, in play or over; the time on its clock; its score (live while in play); its final result.
 * - `scoreFor(state, timeSeconds)` is the finished game's score for a time in whole seconds.
 * - `elapsedMs` is the exact time on the game's clock once it is over, and `floor` the least time a
 *   person needs for the moves played (`human-pace.ts`). On the server the clock is the server's own:
 *   every move is applied at the moment it arrived, so a ranked game's time and score are the server's.
 */
import type { Floor } from './human-pace.ts';

/**
 * How far the time a player reports may be from the server's own time of the game (the browser
 * reports the server's time, so only a crafted request is ever this far off).
 */
export const TIME_ALLOWANCE_SECONDS = 2;

/** When a move happens: milliseconds on one clock for the whole game (the browser uses Date.now()). */
interface MoveContext {
  at: number;
}

/** What one move did: the game after it, and what it showed the player. */
interface Step<State, Reveal> {
  state: State;
  reveal: Reveal;
}

/** ready until the first move starts the clock, playing until the game ends, then over. */
export type GameStatus = 'ready' | 'playing' | 'over';

/** Every finished game's figures for the leaderboard: whole seconds and points. */
export interface GameResult {
  timeSeconds: number;
  score: number;
}

export interface GameEngine<
  State,
  View,
  Move,
  Reveal,
  Options,
  Result extends GameResult = GameResult,
  /** What a move needs beyond its time (TL;DR checks guesses against its word list). */
  Env extends object = object,
> {
  deal(seed: number, options: Options, random?: () => number): State;
  view(state: State): View;
  move(state: State, move: Move, context: MoveContext & Env): Step<State, Reveal>;
  /** The game once what falls due by `now` without a move has happened (the same state when nothing does). */
  advance(state: State, now: number): State;
  status(state: State): GameStatus;
  /** Whole seconds on the game's clock at `now`: 0 before the first move, fixed once it is over. */
  seconds(state: State, now: number): number;
  /** The score shown at `now`: the live figure while in play, the final one when over. */
  score(state: State, now: number): number;
  /** The finished game's result, or null while it is in play. */
  result(state: State): Result | null;
  /** The score of the game as played so far if it took `timeSeconds` whole seconds. */
  scoreFor(state: State, timeSeconds: number): number;
  /** Milliseconds on the game's clock from the move that started it to its end, or null until it is over. */
  elapsedMs(state: State): number | null;
  /** The least time a person needs for the moves played so far: the game's human floor. */
  floor(state: State): Floor;
}

/** Any game's engine, for code that handles every game alike (the registry, replays, the web hook). */
// biome-ignore lint/suspicious/noExplicitAny: each game's types differ; callers narrow through the registry
export type AnyGameEngine = GameEngine<any, any, any, any, any, GameResult, any>;

/** The clock every game keeps: started by the first move, stopped by the last. */
export interface GameClock {
  startedAt: number | null;
  endedAt: number | null;
}

export const UNSTARTED_CLOCK: GameClock = { startedAt: null, endedAt: null };

/** Whole seconds from `from` to `to` (milliseconds), never negative. */
function wholeSecondsBetween(from: number, to: number): number {
  return Math.max(0, Math.floor((to - from) / 1000));
}

/** Milliseconds from a stopped clock's start to its stop, or null while it runs or before it starts. */
export function stoppedClockMs(clock: GameClock): number | null {
  if (clock.startedAt === null || clock.endedAt === null) return null;
  return Math.max(0, clock.endedAt - clock.startedAt);
}

/** Seconds on a clock at `now`: 0 before it starts, counting while it runs, fixed once stopped. */
export function clockSeconds(clock: GameClock, now: number): number {
  if (clock.startedAt === null) return 0;
  return wholeSecondsBetween(clock.startedAt, clock.endedAt ?? now);
}

/** The clock after a move at `at`: started by the first one, stopped when the move ends the game. */
export function tickClock(clock: GameClock, at: number, ended: boolean): GameClock {
  const startedAt = clock.startedAt ?? at;
  return { startedAt, endedAt: ended ? (clock.endedAt ?? at) : clock.endedAt };
}

/** A game whose clock starts with its first move: over once `over`, else waiting or in play. */
export function clockStatus(clock: Pick<GameClock, 'startedAt'>, over: boolean): GameStatus {
  if (over) return 'over';
  return clock.startedAt === null ? 'ready' : 'playing';
}

/** A game's rules kept beside its clock. */
interface ClockedGame<Game> {
  game: Game;
  clock: GameClock;
}

/**
 * What a step of the rules (`step`, taken at `at`) makes of a game kept beside its clock: the same
 * state when the rules changed nothing, else the new game with its clock ticked (`ended` says whether
 * the step ended it).
 */
export function clockedStep<Game, Reveal>(
  state: ClockedGame<Game>,
  step: { game: Game; event: Reveal },
  at: number,
  ended: (game: Game) => boolean,
): Step<ClockedGame<Game>, Reveal> {
  if (step.game === state.game) return { state, reveal: step.event };
  return {
    state: { game: step.game, clock: tickClock(state.clock, at, ended(step.game)) },
    reveal: step.event,
  };
}
