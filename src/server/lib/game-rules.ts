import type { PlayResult, UnrankedReason } from '../../shared/api/plays.ts';
import type { AnyGameDefinition, MoveRefusal } from '../../shared/games/define-game.ts';
import { type GameStatus, TIME_ALLOWANCE_SECONDS } from '../../shared/games/engine.ts';
import { floorSecondsText } from '../../shared/games/human-pace.ts';
import type { TldrEnv } from '../../shared/games/tldr/engine.ts';
import { fixedError, HttpError } from './errors.ts';

/**
 * A game's moves through the server: each checked against the game's move schema, applied by its
 * engine at the server's clock, and refused as its definition says (docs/verified-games.md). The game
 * is a definition of the server's list (`app.games`), so that a game added there needs nothing here.
 */

const illegal = (message: string) => new HttpError(422, 'ILLEGAL_MOVE', message);

function refusalError(refusal: MoveRefusal): HttpError {
  if (!('message' in refusal)) return fixedError(422, refusal.code);
  return new HttpError(422, refusal.code, refusal.message, {}, 'fields' in refusal ? refusal.fields : {});
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
  game: AnyGameDefinition,
  state: unknown,
  moves: readonly unknown[],
  context: { at: number; moveCount: number; env: TldrEnv },
): AppliedMoves {
  const { engine } = game;
  const cap = game.bounds.movesPerPlay;
  if (context.moveCount + moves.length > cap) {
    throw new HttpError(
      422,
      'TOO_MANY_MOVES',
      `A game of ${game.identity.name} takes at most ${cap.toLocaleString('en-US')} moves, refused ones included`,
    );
  }
  let current = state;
  const reveals: unknown[] = [];
  const applied: unknown[] = [];
  for (const [index, raw] of moves.entries()) {
    const parsed = game.api.move.safeParse(raw);
    if (!parsed.success) {
      throw illegal(`moves[${index}] is not a move of ${game.identity.name}`);
    }
    current = engine.advance(current, context.at);
    if (engine.status(current) === 'over') throw fixedError(422, 'PLAY_OVER');
    const step = engine.move(current, parsed.data, { at: context.at, ...context.env });
    const refusal = game.refusal(step.reveal);
    if (refusal) throw refusalError(refusal);
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
  { engine }: AnyGameDefinition,
  state: unknown,
  now: number,
): { status: GameStatus; view: unknown } {
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
  { engine }: AnyGameDefinition,
  state: unknown,
  unranked: Exclude<UnrankedReason, 'below-floor'> | null,
): PlayResult | null {
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
  game: AnyGameDefinition,
  play: PlayRecord,
  claim: { timeSeconds: number; score: number },
  now: Date,
): VerifiedScore {
  const { engine } = game;
  const state = engine.advance(play.state, now.getTime());
  if (engine.status(state) !== 'over') throw fixedError(422, 'PLAY_NOT_OVER');
  if (!play.ranked) throw fixedError(422, 'PLAY_UNRANKED');
  const result = playResult(game, state, null);
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
