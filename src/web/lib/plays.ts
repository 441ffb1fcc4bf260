import type { z } from 'zod';
import type { MovesResponse, Play, StartPlay, TldrArchive, TldrWord } from '../../shared/api/plays.ts';
import type { RegisteredGame } from '../../shared/games/registry.ts';
import type { WordMeaning } from '../../shared/games/word-meaning.ts';
import { movesResponseAnswer, playAnswer, tldrArchiveAnswer, tldrPastAnswerAnswer } from './answers/plays.ts';
import { ApiError, apiGet, apiSend, UnexpectedAnswerError } from './api.ts';

/**
 * The plays API (docs/verified-games.md): deal a game, read it again, send its moves. Every answer
 * is parsed with the shared schemas and narrowed to the game asked for; a refusal is an ApiError
 * whose `code` says why (PAIR_SHOWING, PLAY_OVER, ILLEGAL_MOVE, ...). A request that never reached
 * an answer (offline, a dropped connection) rejects with the browser's own error: see
 * `isConnectionError`.
 */

export type PlayGameId = Play['gameId'];
export type PlayOf<G extends PlayGameId> = Extract<Play, { gameId: G }>;
export type MovesAnswerOf<G extends PlayGameId> = Extract<MovesResponse, { gameId: G }>;

/**
 * Each game's moves, view (what the player may see) and reveals (what one move showed), read from
 * its definition's API schemas (types only: the browser loads no game's definition).
 */
type PlayTypes = {
  [Game in RegisteredGame as Game['identity']['id']]: {
    move: z.infer<Game['api']['move']>;
    view: z.infer<Game['api']['view']>;
    reveal: z.infer<Game['api']['reveal']>;
  };
};
export type MoveOf<G extends PlayGameId> = PlayTypes[G]['move'];
export type ViewOf<G extends PlayGameId> = PlayTypes[G]['view'];
export type RevealOf<G extends PlayGameId> = PlayTypes[G]['reveal'];
export type PlayDifficulty = NonNullable<StartPlay['difficulty']>;

/**
 * How long a request of a play may go unanswered before it counts as lost (and is tried again): far
 * beyond a normal answer (tens of milliseconds), short enough that a dead connection is noticed.
 */
const ANSWER_TIMEOUT_MS = 10_000;

const timeout = () => AbortSignal.timeout(ANSWER_TIMEOUT_MS);

function ofGame<G extends PlayGameId, T extends { gameId: PlayGameId }>(
  path: string,
  gameId: G,
  answer: T,
): Extract<T, { gameId: G }> {
  if (answer.gameId !== gameId) throw new UnexpectedAnswerError(path, `a play of game ${answer.gameId}`);
  return answer as Extract<T, { gameId: G }>;
}

/** Deals a new game (201), or for TL;DR the signed-in player's unfinished play of the day (200). */
export async function startPlay<G extends PlayGameId>(
  gameId: G,
  difficulty?: PlayDifficulty,
  /** TL;DR: `daily` deals the word of the day, unranked (a signed-in player's default is their ranked word). */
  word?: TldrWord,
): Promise<PlayOf<G>> {
  const body = { gameId, ...(difficulty === undefined ? {} : { difficulty }), ...(word ? { word } : {}) };
  const answer = await apiSend('POST', '/api/plays', playAnswer, body, { signal: timeout() });
  return ofGame('/api/plays', gameId, answer);
}

/** A play as it stands now (the server applies what fell due by the clock first). */
export async function getPlay<G extends PlayGameId>(gameId: G, playId: string): Promise<PlayOf<G>> {
  const path = `/api/plays/${encodeURIComponent(playId)}`;
  return ofGame(path, gameId, await apiGet(path, playAnswer, { signal: timeout() }));
}

/** Sends moves of one play, applied in order (at most MAX_MOVES_PER_REQUEST in one request). */
export async function sendMoves<G extends PlayGameId>(
  gameId: G,
  playId: string,
  moves: readonly MoveOf<G>[],
): Promise<MovesAnswerOf<G>> {
  const path = `/api/plays/${encodeURIComponent(playId)}/moves`;
  const answer = await apiSend('POST', path, movesResponseAnswer, { moves }, { signal: timeout() });
  return ofGame(path, gameId, answer);
}

/**
 * Whether a request failed for want of a working connection, so that sending it again later can
 * succeed: no answer at all (fetch rejects with a TypeError), none in time, or a gateway's 502/503/504.
 */
export function isConnectionError(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 502 || error.status === 503 || error.status === 504;
  if (error instanceof DOMException) return error.name === 'TimeoutError' || error.name === 'AbortError';
  return error instanceof TypeError;
}

/** TL;DR's practice archive: its first day (the archive runs from it to the day before today). */
export function getTldrArchive(): Promise<TldrArchive> {
  return apiGet('/api/plays/tldr/archive', tldrArchiveAnswer, { signal: timeout() });
}

/** A past Pacific day's shared word of the day and its meaning: refused (404) for today and later days. */
export async function getTldrPastAnswer(
  day: string,
): Promise<{ answer: string; meaning: WordMeaning | null }> {
  const answer = await apiGet(`/api/plays/tldr/answers/${encodeURIComponent(day)}`, tldrPastAnswerAnswer, {
    signal: timeout(),
  });
  return { answer: answer.answer, meaning: answer.meaning };
}
