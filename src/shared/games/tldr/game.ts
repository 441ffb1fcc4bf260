import type { WordMeaning } from '../word-meaning.ts';
import { type LetterState, scoreGuess } from './clues.ts';
import { brokenHint, type TldrHint } from './hard-mode.ts';
import { appendLetters, deleteLastLetter, isCompleteGuess } from './input.ts';
import { TLDR_MAX_ATTEMPTS, tldrScore, tldrSubmittedSeconds } from './scoring.ts';

type TldrStatus = 'playing' | 'won' | 'lost';

/** One day's game: the guesses made, the row being typed and the clock. */
export interface TldrGame {
  day: string;
  answer: string;
  guesses: string[];
  current: string;
  /** When the first letter was typed (milliseconds since the epoch), or null before that. */
  startedAt: number | null;
  /** Whole seconds from the first letter to the end, once the game is over. */
  finishedSeconds: number | null;
  /** When the last guess ended the game (milliseconds since the epoch); absent in games stored before. */
  endedAt?: number | null;
  status: TldrStatus;
  /** Every revealed hint must be used in later guesses; chosen before the first guess (absent: off). */
  hardMode?: boolean;
  /** The answer's meaning, null when none is known (absent in games dealt before meanings were). */
  meaning?: WordMeaning | null;
}

/** A new game of a day with its answer (the server's pick of that day) and the answer's meaning. */
export function newGame(day: string, answer: string, meaning: WordMeaning | null = null): TldrGame {
  return {
    day,
    answer,
    meaning,
    guesses: [],
    current: '',
    startedAt: null,
    finishedSeconds: null,
    endedAt: null,
    status: 'playing',
  };
}

/** The first letter typed: the clock starts (the server hears of it before the first guess). */
export function startClock(game: TldrGame, now: number): TldrGame {
  if (game.status !== 'playing' || game.startedAt !== null) return game;
  return { ...game, startedAt: now };
}

/**
 * A whole guess at once, as the server receives it: the row becomes the word (it is submitted next).
 * The clock starts with it, since the server does not see the letters typed before it.
 */
export function enterGuess(game: TldrGame, word: string, now: number): TldrGame {
  if (game.status !== 'playing') return game;
  return { ...game, current: word.toUpperCase(), startedAt: game.startedAt ?? now };
}

/** Typing or pasting: letters only, up to six; the clock starts with the first letter. */
export function typeLetters(game: TldrGame, text: string, now: number): TldrGame {
  if (game.status !== 'playing') return game;
  const current = appendLetters(game.current, text);
  if (current === game.current) return game;
  return { ...game, current, startedAt: game.startedAt ?? now };
}

export function deleteLetter(game: TldrGame): TldrGame {
  if (game.status !== 'playing' || game.current === '') return game;
  return { ...game, current: deleteLastLetter(game.current) };
}

export function elapsedSeconds(startedAt: number | null, now: number): number {
  return startedAt === null ? 0 : Math.max(0, Math.floor((now - startedAt) / 1000));
}

export type GuessOutcome =
  | 'over'
  | 'incomplete'
  | 'not-in-word-list'
  | 'hint-not-used'
  | 'wrong'
  | 'won'
  | 'lost';

/**
 * Hard mode switched on or off: only before the first guess, since the hints of a guess made
 * without it would otherwise bind (or free) the guesses after it. Null when it can no longer change.
 */
export function chooseHardMode(game: TldrGame, on: boolean): TldrGame | null {
  if ((game.hardMode ?? false) === on) return game;
  if (game.status !== 'playing' || game.guesses.length > 0) return null;
  return { ...game, hardMode: on };
}

/**
 * Submits the current row. An incomplete row, a word that is not in the dictionary or, in hard mode,
 * a guess that leaves out a revealed hint (`hint` names it) changes nothing and uses no attempt;
 * otherwise the guess is scored and may end the game.
 */
export function submitGuess(
  game: TldrGame,
  isWord: (word: string) => boolean,
  now: number,
): { outcome: GuessOutcome; game: TldrGame; hint?: TldrHint } {
  if (game.status !== 'playing') return { outcome: 'over', game };
  const guess = game.current;
  if (!isCompleteGuess(guess)) return { outcome: 'incomplete', game };
  if (!isWord(guess)) return { outcome: 'not-in-word-list', game };
  const hint = game.hardMode ? brokenHint(scoredRows(game), guess) : null;
  if (hint) return { outcome: 'hint-not-used', game, hint };
  const guesses = [...game.guesses, guess];
  const won = guess === game.answer;
  const lost = !won && guesses.length >= TLDR_MAX_ATTEMPTS;
  const next: TldrGame = { ...game, guesses, current: '' };
  if (!won && !lost) return { outcome: 'wrong', game: next };
  return {
    outcome: won ? 'won' : 'lost',
    game: {
      ...next,
      status: won ? 'won' : 'lost',
      finishedSeconds: elapsedSeconds(game.startedAt, now),
      endedAt: now,
    },
  };
}

/** The clues of every submitted row. */
export function scoredRows(game: Pick<TldrGame, 'guesses' | 'answer'>): {
  guess: string;
  states: LetterState[];
}[] {
  return game.guesses.map((guess) => ({ guess, states: scoreGuess(guess, game.answer) }));
}

export interface TldrResult {
  won: boolean;
  attempts: number;
  /** The time submitted to the leaderboard: whole seconds, at least 1. */
  timeSeconds: number;
  score: number;
}

/**
 * A finished game's result. The score is computed from the submitted time, so that it never
 * exceeds what the server allows for that time.
 */
export function gameResult(game: TldrGame): TldrResult | null {
  if (game.status === 'playing' || game.finishedSeconds === null) return null;
  const won = game.status === 'won';
  const attempts = game.guesses.length;
  const timeSeconds = tldrSubmittedSeconds(game.finishedSeconds);
  return { won, attempts, timeSeconds, score: tldrScore(won, attempts, timeSeconds) };
}
