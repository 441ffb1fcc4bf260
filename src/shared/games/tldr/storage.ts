import type { TldrGame } from './game.ts';
import { TLDR_MAX_ATTEMPTS, TLDR_WORD_LENGTH } from './scoring.ts';
import { wordForDay } from './words.ts';

/** The parts of the browser's storage used here, so the rules can be tested without a browser. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

const PREFIX = 'brain-training:tldr';

/** Who is playing: a signed-in user's id, or null for a guest. */
export type Player = number | null;

function playerPart(player: Player): string {
  return player === null ? 'guest' : `user-${player}`;
}

export const HIGH_CONTRAST_KEY = `${PREFIX}:high-contrast`;

export function gameKey(day: string, player: Player): string {
  return `${PREFIX}:game:${day}:${playerPart(player)}`;
}

export function statsKey(player: Player): string {
  return `${PREFIX}:stats:${playerPart(player)}`;
}

export function completionKey(userId: number, day: string): string {
  return `${PREFIX}:completed:${userId}:${day}`;
}

const WORD = new RegExp(`^[A-Z]{${TLDR_WORD_LENGTH}}$`);

/** A game in progress read back from storage; anything malformed or from another day is ignored. */
export function parseGame(raw: string | null, day: string): TldrGame | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<TldrGame>;
    const answer = wordForDay(day);
    const { guesses, current, startedAt, finishedSeconds, status } = value;
    if (value.day !== day || value.answer !== answer) return null;
    if (!Array.isArray(guesses) || guesses.length > TLDR_MAX_ATTEMPTS) return null;
    if (!guesses.every((guess) => typeof guess === 'string' && WORD.test(guess))) return null;
    if (typeof current !== 'string' || !/^[A-Z]{0,6}$/.test(current)) return null;
    if (startedAt === undefined) return null;
    if (startedAt !== null && (typeof startedAt !== 'number' || !Number.isFinite(startedAt))) return null;
    const won = guesses.includes(answer);
    const expected = won ? 'won' : guesses.length === TLDR_MAX_ATTEMPTS ? 'lost' : 'playing';
    if (status !== expected) return null;
    if (won && guesses.indexOf(answer) !== guesses.length - 1) return null;
    const finished = typeof finishedSeconds === 'number' && finishedSeconds >= 0 ? finishedSeconds : null;
    if (status === 'playing' ? finishedSeconds !== null : finished === null) return null;
    return { day, answer, guesses: [...guesses], current, startedAt, finishedSeconds: finished, status };
  } catch {
    return null;
  }
}

/** Removes the saved games of other days: only today's game can be resumed. */
export function forgetOtherDays(storage: KeyValueStorage, day: string): void {
  const stale: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(`${PREFIX}:game:`) && !key.startsWith(`${PREFIX}:game:${day}:`)) stale.push(key);
  }
  for (const key of stale) storage.removeItem(key);
}

/** What a signed-in player's finished day looks like on their return. */
export interface TldrCompletion {
  day: string;
  won: boolean;
  guesses: string[];
  timeSeconds: number;
  score: number;
}

export function readCompletion(storage: KeyValueStorage, userId: number, day: string): TldrCompletion | null {
  const raw = storage.getItem(completionKey(userId, day));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<TldrCompletion>;
    const { won, guesses, timeSeconds, score } = value;
    if (
      value.day === day &&
      typeof won === 'boolean' &&
      Array.isArray(guesses) &&
      guesses.length >= 1 &&
      guesses.length <= TLDR_MAX_ATTEMPTS &&
      guesses.every((guess) => typeof guess === 'string' && WORD.test(guess)) &&
      typeof timeSeconds === 'number' &&
      typeof score === 'number'
    ) {
      return { day, won, guesses: [...guesses], timeSeconds, score };
    }
  } catch {
    // Fall through: an unreadable record still counts as the day being done.
  }
  return { day, won: false, guesses: [], timeSeconds: 0, score: 0 };
}

/**
 * Marks the day completed for a user. There is one record per user per day: a second call for the
 * same day keeps the first record and returns false.
 */
export function recordCompletion(
  storage: KeyValueStorage,
  userId: number,
  completion: TldrCompletion,
): boolean {
  const key = completionKey(userId, completion.day);
  if (storage.getItem(key) !== null) return false;
  storage.setItem(key, JSON.stringify(completion));
  return true;
}
