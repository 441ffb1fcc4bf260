// Plays a server-dealt game to the end through the API, as a player would: Memory Match by turning
// cards and remembering the symbols revealed, Number Puzzle by solving the public board, Word
// Scramble by unscrambling the letters shown, TL;DR by guessing the day's answer (computed from the
// server's GAME_SECRET). Then the score is what a client computes for its own time. Used by the API
// tests (in process or over HTTP) and by the API benchmark.
import { tldrAnswer } from '../../src/server/modules/plays/daily.ts';
import { MATCH_DELAY_MS, MISMATCH_DELAY_MS } from '../../src/shared/games/memory-match/engine.ts';
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
  /** Lets time pass on the app's clock (Memory Match waits for its pairs); real games need none otherwise. */
  wait?: (ms: number) => Promise<void> | void;
  /** TL;DR: the server's GAME_SECRET, from which the day's answer follows. */
  secret?: string;
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
    payload: { gameId, difficulty },
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
  const wait = async (ms: number) => {
    await options.wait?.(ms);
  };
  const view = started.body.view;
  let scoreFor: (timeSeconds: number) => number;
  if (gameId === 1) {
    await playMemoryMatch(move, wait);
    scoreFor = (seconds) => memorySubmittedScore(seconds, MEMORY_PAIRS);
  } else if (gameId === 2) {
    const squares = solvePuzzle(view.board);
    await move(squares.map((index) => ({ type: 'tile', index })));
    scoreFor = (seconds) => numberPuzzleScore(seconds, squares.length);
  } else if (gameId === 3) {
    const level = difficulty ?? 'easy';
    let word = view.word;
    for (let index = 0; word; index += 1) {
      if (index === options.scrambleWrongBefore) await move([{ type: 'guess', text: 'WRONG' }]);
      const answer = await move([{ type: 'guess', text: unscramble(word.scrambled, level) }]);
      word = answer.view.word;
    }
    const streak = WORDS_PER_GAME - (options.scrambleWrongBefore ?? 0);
    scoreFor = (seconds) => wordScrambleScore(seconds, WORDS_PER_GAME, streak, level);
  } else {
    if (!options.secret) throw new Error("TL;DR needs the server's secret to know the day's answer");
    const answer = tldrAnswer(options.secret, view.day);
    const wrong = (options.tldrWrongGuesses ?? []).slice(0, 6);
    for (const word of wrong) await move([{ type: 'guess', word }]);
    if (wrong.length < 6) await move([{ type: 'guess', word: answer }]);
    const won = wrong.length < 6;
    scoreFor = (seconds) => tldrScore(won, won ? wrong.length + 1 : 6, seconds);
  }
  return { playId, gameId, scoreFor, dealtAt, requests, answers };
}

function unscramble(scrambled: string, difficulty: Difficulty): string {
  const letters = [...scrambled].sort().join('');
  const entry = WORD_LISTS[difficulty].find(({ word }) => [...word].sort().join('') === letters);
  if (!entry) throw new Error(`No word of ${scrambled}`);
  return entry.word;
}

// biome-ignore lint/suspicious/noExplicitAny: answers are read as JSON, as response.json() gives them
type Move = (moves: unknown[]) => Promise<any>;

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
    const pair = await move([{ type: 'turn', card: second }]);
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
