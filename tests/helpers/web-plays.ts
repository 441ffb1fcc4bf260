// TL;DR plays as the plays API answers them (src/shared/api/plays.ts), for the `web` test project's
// stubbed fetch: a deal or a read of a play, and the answer to its moves, with the clues the server's
// engine gives (scoreGuess).
import type { Play, PlayResult } from '../../src/shared/api/plays.ts';
import { scoreGuess } from '../../src/shared/games/tldr/clues.ts';
import type { WordMeaning } from '../../src/shared/games/word-meaning.ts';

/** A play id of the API's form: 22 characters of base64url. */
export function playIdOf(seed: string): string {
  return seed.padEnd(22, '0').slice(0, 22);
}

type TldrPlay = Extract<Play, { gameId: 4 }>;
type TldrView = TldrPlay['view'];

export interface TldrDeal {
  playId: string;
  day: string;
  answer: string;
  /** The guesses the server has scored, in order. */
  guesses?: string[];
  ranked?: boolean;
  result?: PlayResult | null;
  submitted?: boolean;
  hardMode?: boolean;
  /** The answer's meaning, shown once the game is over (none known when absent). */
  meaning?: WordMeaning | null;
}

function viewOf({ day, answer, guesses = [], hardMode = false, meaning }: TldrDeal): TldrView {
  const won = guesses.at(-1) === answer;
  const status = won ? 'won' : guesses.length >= 6 ? 'lost' : 'playing';
  return {
    day,
    rows: guesses.map((guess) => ({ guess, states: scoreGuess(guess, answer) })),
    current: '',
    status,
    answer: status === 'playing' ? null : answer,
    meaning: status === 'playing' ? null : (meaning ?? null),
    hardMode,
  };
}

function statusOf(deal: TldrDeal, started: boolean) {
  const view = viewOf(deal);
  if (view.status !== 'playing') return 'over';
  return started || view.rows.length > 0 ? 'playing' : 'ready';
}

/** The answer to POST /api/plays or GET /api/plays/:playId. */
export function tldrPlay(deal: TldrDeal, started = false): TldrPlay {
  return {
    gameId: 4,
    playId: deal.playId,
    status: statusOf(deal, started),
    expiresAt: '2026-11-29T08:00:00.000Z',
    ranked: deal.ranked ?? false,
    result: deal.result ?? null,
    submitted: deal.submitted ?? false,
    view: viewOf(deal),
  };
}

/** The answer to POST /api/plays/:playId/moves: the moves applied to the play as `deal` describes it. */
export function tldrMovesAnswer(
  deal: TldrDeal,
  moves: readonly ({ type: 'start' } | { type: 'guess'; word: string })[],
  result: PlayResult | null = null,
) {
  const guesses = [...(deal.guesses ?? [])];
  const reveals = moves.map((move) => {
    if (move.type === 'start') return { kind: 'started' as const };
    guesses.push(move.word);
    const view = viewOf({ ...deal, guesses });
    const verdict = view.status === 'playing' ? ('wrong' as const) : view.status;
    return { kind: 'scored' as const, guess: move.word, clues: scoreGuess(move.word, deal.answer), verdict };
  });
  const after = { ...deal, guesses };
  return { gameId: 4, status: statusOf(after, true), result, view: viewOf(after), reveals };
}

/** A finished game's result as the server times and scores it. */
export function playResult(timeSeconds: number, score: number, ranked = false): PlayResult {
  return {
    timeSeconds,
    score,
    elapsedMs: timeSeconds * 1000,
    floorMs: 1000,
    ranked,
    unranked: ranked ? null : 'guest',
  };
}
