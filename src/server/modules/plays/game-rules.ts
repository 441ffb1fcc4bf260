import type { z } from 'zod';
import {
  memoryMatchMoveSchema,
  numberPuzzleMoveSchema,
  type PlayResult,
  tldrMoveSchema,
  type UnrankedReason,
  wordScrambleMoveSchema,
} from '../../../shared/api/plays.ts';
import type { GameId } from '../../../shared/games/catalog.ts';
import { type AnyGameEngine, type GameStatus, TIME_ALLOWANCE_SECONDS } from '../../../shared/games/engine.ts';
import { GAME_ENGINES } from '../../../shared/games/engines.ts';
import { floorSecondsText } from '../../../shared/games/human-pace.ts';
import type { MemoryEvent } from '../../../shared/games/memory-match/game.ts';
import type { PuzzleEvent } from '../../../shared/games/number-puzzle/game.ts';
import { randomSeed } from '../../../shared/games/random.ts';
import { registeredGame } from '../../../shared/games/registry.ts';
import type { TldrEnv, TldrReveal } from '../../../shared/games/tldr/engine.ts';
import type { WordScrambleReveal } from '../../../shared/games/word-scramble/engine.ts';
import { playerSeedKey, wordsForGame } from '../../../shared/games/word-scramble/game.ts';
import type { Difficulty } from '../../../shared/games/word-scramble/scoring.ts';
import { fixedError, HttpError } from '../../errors.ts';
import { cryptoRandom, dailyWordOrder, randomWordOrder } from './daily.ts';

const illegal = (message: string) => new HttpError(422, 'ILLEGAL_MOVE', message);

/** Each game's moves as the API takes them, and what the engine's refusals of a move mean. */
interface GameRules {
  moves: z.ZodType;
  /** The error for a move the engine did not apply, or null when its reveal may be sent. */
  refusal: (reveal: unknown) => HttpError | null;
}

function memoryRefusal(reveal: MemoryEvent): HttpError | null {
  if (reveal.type !== 'ignored') return null;
  if (reveal.reason === 'locked') return fixedError(422, 'PAIR_SHOWING');
  if (reveal.reason === 'done') return fixedError(422, 'PLAY_OVER');
  const why = {
    matched: 'is already matched',
    'face-up': 'is already face up',
    'no-such-card': 'does not exist',
  };
  return illegal(`That card ${why[reveal.reason]}`);
}

function puzzleRefusal(reveal: PuzzleEvent): HttpError | null {
  if (reveal.type !== 'ignored') return null;
  if (reveal.reason === 'solved') return fixedError(422, 'PLAY_OVER');
  return illegal('That tile cannot slide: it is not next to the blank');
}

function scrambleRefusal(reveal: WordScrambleReveal): HttpError | null {
  if (reveal.kind === 'over') return fixedError(422, 'PLAY_OVER');
  if (reveal.kind === 'empty') return illegal('An answer must have letters');
  return null;
}

function tldrRefusal(reveal: TldrReveal): HttpError | null {
  if (reveal.kind === 'typed' || reveal.kind === 'unchanged') return illegal('Send whole guesses');
  if (reveal.kind !== 'refused' || reveal.reason === 'not-in-word-list') return null;
  if (reveal.reason === 'over') return fixedError(422, 'PLAY_OVER');
  return illegal('A guess must be six letters');
}

const GAME_RULES: Record<GameId, GameRules> = {
  1: { moves: memoryMatchMoveSchema, refusal: (reveal) => memoryRefusal(reveal as MemoryEvent) },
  2: { moves: numberPuzzleMoveSchema, refusal: (reveal) => puzzleRefusal(reveal as PuzzleEvent) },
  3: { moves: wordScrambleMoveSchema, refusal: (reveal) => scrambleRefusal(reveal as WordScrambleReveal) },
  4: { moves: tldrMoveSchema, refusal: (reveal) => tldrRefusal(reveal as TldrReveal) },
};

function engineOf(gameId: GameId): AnyGameEngine {
  return GAME_ENGINES[gameId];
}

/** What a deal needs to know beyond the game: who plays, on which day, with which secret. */
export interface DealContext {
  userId: number | null;
  /** The Pacific day of the deal. */
  day: string;
  secret: string;
  /** Word Scramble: how many games of this difficulty the player was dealt on this day before. */
  gamesBefore: number;
  /** TL;DR: the answer of the play (the day's shared word, or the player's own ranked word). */
  tldrAnswer: string;
}

export interface Deal {
  /** What the play keeps of the request (the difficulty; for Word Scramble also the game's number). */
  options: Record<string, unknown>;
  state: unknown;
}

/** A new game dealt from the system's cryptographic source (and, for the daily picks, the secret). */
export function dealGame(gameId: GameId, difficulty: Difficulty | undefined, context: DealContext): Deal {
  const level = difficulty ?? 'easy';
  switch (gameId) {
    case 1:
      return { options: {}, state: GAME_ENGINES[1].deal(0, {}, cryptoRandom) };
    case 2:
      return {
        options: { difficulty: level },
        state: GAME_ENGINES[2].deal(0, { difficulty: level }, cryptoRandom),
      };
    case 3: {
      const { userId, day, secret, gamesBefore } = context;
      const words =
        userId === null
          ? wordsForGame(randomWordOrder(level), 0)
          : wordsForGame(dailyWordOrder(secret, playerSeedKey(userId), day, level), gamesBefore);
      const state = GAME_ENGINES[3].deal(
        randomSeed(cryptoRandom),
        { difficulty: level, words },
        cryptoRandom,
      );
      return { options: { difficulty: level, gameNumber: userId === null ? null : gamesBefore }, state };
    }
    case 4:
      return {
        options: {},
        state: GAME_ENGINES[4].deal(0, { day: context.day, answer: context.tldrAnswer }),
      };
  }
}

export interface AppliedMoves {
  state: unknown;
  view: unknown;
  reveals: unknown[];
  status: GameStatus;
  /** The moves as the API took them, for the play's record. */
  moves: unknown[];
}

/**
 * Applies a list of moves in order at the server's time `at`, first letting the clock do what fell
 * due (Memory Match's turned pair). The first move that is not one of the game's, or that the
 * engine refuses, stops everything with its error: the play stays as it was.
 */
export function applyMoves(
  gameId: GameId,
  state: unknown,
  moves: readonly unknown[],
  context: { at: number; moveCount: number; env: TldrEnv },
): AppliedMoves {
  const engine = engineOf(gameId);
  const rules = GAME_RULES[gameId];
  const cap = registeredGame(gameId).bounds.movesPerPlay;
  if (context.moveCount + moves.length > cap) {
    throw new HttpError(
      422,
      'TOO_MANY_MOVES',
      `A game of ${registeredGame(gameId).name} takes at most ${cap.toLocaleString('en-US')} moves, refused ones included`,
    );
  }
  let current = state;
  const reveals: unknown[] = [];
  const applied: unknown[] = [];
  for (const [index, raw] of moves.entries()) {
    const parsed = rules.moves.safeParse(raw);
    if (!parsed.success) {
      throw illegal(`moves[${index}] is not a move of ${registeredGame(gameId).name}`);
    }
    current = engine.advance(current, context.at);
    if (engine.status(current) === 'over') throw fixedError(422, 'PLAY_OVER');
    const step = engine.move(current, parsed.data, { at: context.at, ...context.env });
    const refusal = rules.refusal(step.reveal);
    if (refusal) throw refusal;
    reveals.push(step.reveal);
    applied.push(parsed.data);
    current = step.state;
  }
  return {
    state: current,
    view: engine.view(current),
    reveals,
    status: engine.status(current),
    moves: applied,
  };
}

/** The play as its player may see it at `now`. */
export function publicPlay(
  gameId: GameId,
  state: unknown,
  now: number,
): { status: GameStatus; view: unknown } {
  const engine = engineOf(gameId);
  const current = engine.advance(state, now);
  return { status: engine.status(current), view: engine.view(current) };
}

/**
 * The finished game as the server timed and scored it, or null while its end is not certain: the
 * state once what is due has happened (Memory Match's last match ends the game half a second after
 * its second card), its time on the server's clock, the score the shared scoring gives for it, and
 * its human floor. `unranked` is why it cannot go on a board, if it cannot.
 */
export function playResult(
  gameId: GameId,
  state: unknown,
  unranked: Exclude<UnrankedReason, 'below-floor'> | null,
): PlayResult | null {
  const engine = engineOf(gameId);
  const ended = engine.advance(state, Number.POSITIVE_INFINITY);
  if (engine.status(ended) !== 'over') return null;
  const result = engine.result(ended);
  const elapsedMs = engine.elapsedMs(ended);
  if (!result || elapsedMs === null) return null;
  const floorMs = engine.floor(ended).ms;
  const reason: UnrankedReason | null = unranked ?? (elapsedMs < floorMs ? 'below-floor' : null);
  return {
    timeSeconds: result.timeSeconds,
    score: result.score,
    elapsedMs: Math.round(elapsedMs),
    floorMs,
    ranked: reason === null,
    unranked: reason,
  };
}

export interface PlayRecord {
  gameId: GameId;
  state: unknown;
  ranked: boolean;
}

/** What the server stores of a verified game: its own time and score, and what they were checked against. */
export interface VerifiedScore {
  timeSeconds: number;
  score: number;
  elapsedMs: number;
  floorMs: number;
}

/**
 * The score the server stores for a finished play: its own time and score, after checking that the
 * play is ranked, that the game was not faster than its floor, and that the claimed time is within
 * the allowance of the server's and the claimed score is that time's score.
 */
export function verifiedScore(
  play: PlayRecord,
  claim: { timeSeconds: number; score: number },
  now: Date,
): VerifiedScore {
  const engine = engineOf(play.gameId);
  const state = engine.advance(play.state, now.getTime());
  if (engine.status(state) !== 'over') throw fixedError(422, 'PLAY_NOT_OVER');
  if (!play.ranked) throw fixedError(422, 'PLAY_UNRANKED');
  const result = playResult(play.gameId, state, null);
  if (!result) throw fixedError(422, 'PLAY_NOT_OVER');
  if (result.unranked === 'below-floor') {
    const floor = engine.floor(state);
    throw new HttpError(
      422,
      'BELOW_FLOOR',
      `This game took ${floorSecondsText(result.elapsedMs)} s on the server's clock; a person needs at least ` +
        `${floorSecondsText(result.floorMs)} s for its ${floor.moves.toLocaleString('en-US')} moves`,
    );
  }
  const { timeSeconds, score } = claim;
  if (!Number.isInteger(timeSeconds) || Math.abs(timeSeconds - result.timeSeconds) > TIME_ALLOWANCE_SECONDS) {
    throw new HttpError(
      422,
      'TIME_MISMATCH',
      `The server timed this game at ${result.timeSeconds} seconds; a time more than ${TIME_ALLOWANCE_SECONDS} seconds from it is refused`,
    );
  }
  const expected = engine.scoreFor(state, timeSeconds);
  if (score !== expected) {
    throw new HttpError(
      422,
      'SCORE_MISMATCH',
      `This game in ${timeSeconds} seconds scores ${expected}, not ${score}`,
    );
  }
  return {
    timeSeconds: result.timeSeconds,
    score: result.score,
    elapsedMs: result.elapsedMs,
    floorMs: result.floorMs,
  };
}
