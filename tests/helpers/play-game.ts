// Plays a server-dealt game to the end through the API, as a player would, at a person's pace (each
// move waits a little above its human floor's minimum): Memory Match by turning cards and remembering
// the symbols revealed, Number Puzzle by solving the public board a slide at a time, Word Scramble by
// unscrambling the letters shown, TL;DR by guessing the answer (computed from the server's
// GAME_SECRET). The server times the game and answers the last move with its time and score, which
// a client submits. Used by the API tests (in process or over HTTP) and by the API benchmark.

import { tldrAnswerOf } from '../../src/server/modules/plays/daily.ts';
import type { PlayResult } from '../../src/shared/api/plays.ts';
import { HUMAN_PACE } from '../../src/shared/games/human-pace.ts';
import { MATCH_DELAY_MS, MISMATCH_DELAY_MS } from '../../src/shared/games/memory-match/game.ts';
import { MEMORY_PAIRS, memorySubmittedScore } from '../../src/shared/games/memory-match/scoring.ts';
import { numberPuzzleScore } from '../../src/shared/games/number-puzzle/scoring.ts';
import { tldrScore } from '../../src/shared/games/tldr/scoring.ts';
import {
  type Difficulty,
  WORDS_PER_GAME,
  wordScrambleScore,
} from '../../src/shared/games/word-scramble/scoring.ts';
import { WORD_LISTS } from '../../src/shared/games/word-scramble/words.ts';
import { solvePuzzle } from './puzzle-solver.ts';

export type GameNumber = 1 | 2 | 3 | 4;

/** One request to the API, by inject or over HTTP. */
export type Send = (request: {
  method: 'GET' | 'POST';
  url: string;
  payload?: unknown;
  cookie?: string;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read as JSON, as response.json() gives them
}) => Promise<{ status: number; body: any }>;

export function fetchSender(base: string): Send {
  return async ({ method, url, payload, cookie }) => {
    const headers: Record<string, string> = {};
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (cookie) headers.cookie = cookie;
    const response = await fetch(`${base}${url}`, {
      method,
      headers,
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
}

export interface PlayOptions {
  /** The player's session cookie; none for a guest. */
  cookie?: string;
  gameId?: GameNumber;
  /** Number Puzzle and Word Scramble; easy unless given. */
  difficulty?: Difficulty;
  /**
   * Lets time pass on the app's clock: between moves (at a person's pace) and while Memory Match's
   * pairs show. Over HTTP, a real sleep.
   */
  wait?: (ms: number) => Promise<void> | void;
  /** Stretches the game so that the server times it at about this many seconds (waiting before the last move). */
  timeSeconds?: number;
  /** How many times the human floor's minimum each move waits (5 unless given; more than 1 is above the floor). */
  pace?: number;
  /**
   * Number Puzzle: slides sent together, as a browser sends the slides made while a request was on
   * its way (1 unless given; at most MAX_MOVES_PER_REQUEST).
   */
  slidesPerRequest?: number;
  /** TL;DR: the server's GAME_SECRET, from which the day's answer follows. */
  secret?: string;
  /** TL;DR: the signed-in player's id, whose ranked word is theirs (none for a guest's word of the day). */
  userId?: number;
  /** TL;DR: the word of the day, unranked, for a signed-in player. */
  tldrWord?: 'ranked' | 'daily';
  /** TL;DR: wrong guesses to make before the answer (six lose the game). */
  tldrWrongGuesses?: string[];
  /** Word Scramble: one wrong answer just before the word with this index (0 to 4), ending the streak. */
  scrambleWrongBefore?: number;
}

export interface FinishedPlay {
  playId: string;
  gameId: GameNumber;
  /** The score a client computes for the time its timer shows. */
  scoreFor: (timeSeconds: number) => number;
  /** When the server dealt it (a day before it expires), ISO 8601. */
  dealtAt: string;
  /** Every request body sent while the game was played, and the API's answer to each (same order). */
  requests: unknown[];
  answers: unknown[];
  /** The server's time and score of the game, from the answer to its last move. */
  result: PlayResult;
}

/**
 * The waits between moves of a player going `pace` times as slowly as the human floor's minima (5, a
 * quick person, unless the caller says otherwise; 1 would be the floor itself).
 */
function playerPace(pace: number) {
  return {
    cardTurnMs: pace * HUMAN_PACE.keystrokeMs,
    tileSlideMs: pace * HUMAN_PACE.tileSlideMs,
    wordMs: (letters: number) => pace * (letters * HUMAN_PACE.keystrokeMs + HUMAN_PACE.reactionMs),
    guessMs: pace * (6 * HUMAN_PACE.keystrokeMs + HUMAN_PACE.reactionMs),
  };
}

function expectStatus(response: { status: number; body: unknown }, status: number, what: string) {
  if (response.status !== status) {
    throw new Error(`${what} answered ${response.status}: ${JSON.stringify(response.body)}`);
  }
}

/** Deals a game and plays it to the end. */
export async function playGame(send: Send, options: PlayOptions = {}): Promise<FinishedPlay> {
  const gameId = options.gameId ?? 1;
  const difficulty = gameId === 2 || gameId === 3 ? (options.difficulty ?? 'easy') : undefined;
  const started = await send({
    method: 'POST',
    url: '/api/plays',
    payload: { gameId, difficulty, ...(options.tldrWord ? { word: options.tldrWord } : {}) },
    cookie: options.cookie,
  });
  expectStatus(started, 201, 'POST /api/plays');
  const playId: string = started.body.playId;
  const dealtAt = new Date(Date.parse(started.body.expiresAt) - 24 * 60 * 60_000).toISOString();
  const requests: unknown[] = [{ gameId, difficulty }];
  const answers: unknown[] = [started.body];
  const move = async (moves: unknown[]) => {
    requests.push({ moves });
    const response = await send({
      method: 'POST',
      url: `/api/plays/${playId}/moves`,
      payload: { moves },
      cookie: options.cookie,
    });
    expectStatus(response, 200, `moves ${JSON.stringify(moves)}`);
    answers.push(response.body);
    return response.body;
  };
  // Time waited since the first move, to stretch the game to `timeSeconds` before its last move.
  let waited: number | null = null;
  // Without a clock of the caller's, time passes for real (a game over HTTP).
  const pass = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const wait = async (ms: number) => {
    if (waited !== null) waited += ms;
    await pass(ms);
  };
  const first = async (moves: unknown[]) => {
    const answer = await move(moves);
    waited = 0;
    return answer;
  };
  /** Waits a move's pace, and before the last move as long as the game needs to last `timeSeconds`. */
  const paced = async (ms: number, last = false, afterLastMs = 0) => {
    if (waited === null) return;
    await wait(ms);
    if (last && options.timeSeconds !== undefined) {
      await wait(Math.max(0, options.timeSeconds * 1000 - (waited ?? 0) - afterLastMs + 200));
    }
  };
  const view = started.body.view;
  const PLAYER_PACE = playerPace(options.pace ?? 5);
  let scoreFor: (timeSeconds: number) => number;
  if (gameId === 1) {
    await playMemoryMatch(async (moves, last) => {
      await paced(PLAYER_PACE.cardTurnMs, last, 500);
      return waited === null ? first(moves) : move(moves);
    }, wait);
    scoreFor = (seconds) => memorySubmittedScore(seconds, MEMORY_PAIRS);
  } else if (gameId === 2) {
    const squares = solvePuzzle(view.board);
    const together = options.slidesPerRequest ?? 1;
    // The first slide goes alone, at once, as a browser sends it; later ones as they queue up.
    for (let start = 0; start < squares.length; start += start === 0 ? 1 : together) {
      const chunk = squares.slice(start, start === 0 ? 1 : start + together);
      await paced(PLAYER_PACE.tileSlideMs * chunk.length, start + chunk.length >= squares.length);
      await (waited === null ? first : move)(chunk.map((index) => ({ type: 'tile', index })));
    }
    scoreFor = (seconds) => numberPuzzleScore(seconds, squares.length);
  } else if (gameId === 3) {
    const level = difficulty ?? 'easy';
    let word = view.word;
    await first([{ type: 'start' }]);
    for (let index = 0; word; index += 1) {
      if (index === options.scrambleWrongBefore) {
        await paced(PLAYER_PACE.wordMs(5));
        await move([{ type: 'guess', text: 'WRONG' }]);
      }
      const text = unscramble(word.scrambled, level);
      await paced(PLAYER_PACE.wordMs(text.length), index === WORDS_PER_GAME - 1);
      const answer = await move([{ type: 'guess', text }]);
      word = answer.view.word;
    }
    const streak = WORDS_PER_GAME - (options.scrambleWrongBefore ?? 0);
    scoreFor = (seconds) => wordScrambleScore(seconds, WORDS_PER_GAME, streak, level);
  } else {
    if (!options.secret) throw new Error("TL;DR needs the server's secret to know the day's answer");
    const ranked: boolean = started.body.ranked;
    if (ranked && options.userId === undefined)
      throw new Error("A ranked TL;DR needs the player's id to know its answer");
    const answer = tldrAnswerOf(options.secret, view.day, ranked ? (options.userId as number) : null);
    const wrong = (options.tldrWrongGuesses ?? []).slice(0, 6);
    const guesses = wrong.length < 6 ? [...wrong, answer] : wrong;
    await first([{ type: 'start' }]);
    for (const [index, word] of guesses.entries()) {
      await paced(PLAYER_PACE.guessMs, index === guesses.length - 1);
      await move([{ type: 'guess', word }]);
    }
    const won = wrong.length < 6;
    scoreFor = (seconds) => tldrScore(won, won ? wrong.length + 1 : 6, seconds);
  }
  const result = (answers.at(-1) as { result: PlayResult | null }).result;
  if (!result) throw new Error(`The last move did not finish the game: ${JSON.stringify(answers.at(-1))}`);
  return { playId, gameId, scoreFor, dealtAt, requests, answers, result };
}

/** The word of a difficulty's list whose letters a scramble holds: what a script finds by lookup. */
export function unscramble(scrambled: string, difficulty: Difficulty): string {
  const letters = [...scrambled].sort().join('');
  const entry = WORD_LISTS[difficulty].find(({ word }) => [...word].sort().join('') === letters);
  if (!entry) throw new Error(`No word of ${scrambled}`);
  return entry.word;
}

/** Sends moves; `last` says the move is the game's last (its final match). */
// biome-ignore lint/suspicious/noExplicitAny: answers are read as JSON, as response.json() gives them
type Move = (moves: unknown[], last?: boolean) => Promise<any>;

/** Turns unknown cards one by one, remembering each symbol revealed, and turns known pairs together. */
async function playMemoryMatch(move: Move, wait: (ms: number) => Promise<void>): Promise<void> {
  const known = new Map<number, string>();
  const matched = new Set<number>();
  const unmatched = (card: number) => !matched.has(card);
  const partnerOf = (card: number) =>
    [...known].find(
      ([other, symbol]) => other !== card && unmatched(other) && symbol === known.get(card),
    )?.[0];
  const nextUnknown = (except: number) =>
    Array.from({ length: 2 * MEMORY_PAIRS }, (_, card) => card).find(
      (card) => card !== except && !known.has(card) && unmatched(card),
    ) as number;
  while (matched.size < 2 * MEMORY_PAIRS) {
    const knownPair = [...known.keys()].find((card) => unmatched(card) && partnerOf(card) !== undefined);
    const first = knownPair ?? nextUnknown(-1);
    const turned = await move([{ type: 'turn', card: first }]);
    known.set(first, turned.reveals[0].card.symbol);
    const second = partnerOf(first) ?? nextUnknown(first);
    const last = matched.size === 2 * MEMORY_PAIRS - 2;
    const pair = await move([{ type: 'turn', card: second }], last);
    const reveal = pair.reveals[0];
    known.set(second, reveal.cards[1].symbol);
    if (reveal.outcome === 'match') {
      matched.add(first);
      matched.add(second);
      await wait(MATCH_DELAY_MS);
    } else {
      await wait(MISMATCH_DELAY_MS);
    }
  }
}
