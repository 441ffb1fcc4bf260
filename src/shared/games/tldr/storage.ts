/**
 * What a browser keeps of TL;DR: the id of the day's play the server dealt (so that a reload resumes
 * it), when the player's clock started, and once the game is over the time and score it ended with;
 * besides, the player's statistics, the colour option and the hard-mode choice. Never a word or a
 * clue: the server has those.
 */

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

/** Whether the player's next games are played in hard mode ('on' or 'off'). */
export const HARD_MODE_KEY = `${PREFIX}:hard-mode`;

export function statsKey(player: Player): string {
  return `${PREFIX}:stats:${playerPart(player)}`;
}

export function playKey(day: string, player: Player): string {
  return `${PREFIX}:play:${day}:${playerPart(player)}`;
}

export interface PlayRecord {
  playId: string;
  /** When the player's clock started (the first letter typed), in ms; null before. */
  startedAt: number | null;
  /** The finished game's time and score as shown (and sent) at its end. */
  ended: { timeSeconds: number; score: number } | null;
}

const PLAY_ID = /^[A-Za-z0-9_-]{22}$/;

function endedOf(value: unknown): PlayRecord['ended'] {
  if (!value || typeof value !== 'object') return null;
  const { timeSeconds, score } = value as Record<string, unknown>;
  return Number.isInteger(timeSeconds) && Number.isInteger(score)
    ? { timeSeconds: timeSeconds as number, score: score as number }
    : null;
}

/** The record of a player's play of a day; anything malformed reads as none. */
export function readPlayRecord(storage: KeyValueStorage, day: string, player: Player): PlayRecord | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(playKey(day, player)) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { playId, startedAt, ended } = value as Record<string, unknown>;
    if (typeof playId !== 'string' || !PLAY_ID.test(playId)) return null;
    return {
      playId,
      startedAt: typeof startedAt === 'number' && Number.isFinite(startedAt) ? startedAt : null,
      ended: endedOf(ended),
    };
  } catch {
    return null;
  }
}

/** Removes the play records of other days, and what earlier versions of the game kept (whole games with their answer, completion records). */
export function forgetOtherDays(storage: KeyValueStorage, day: string): void {
  const stale: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (!key) continue;
    const legacy = key.startsWith(`${PREFIX}:game:`) || key.startsWith(`${PREFIX}:completed:`);
    const otherDay = key.startsWith(`${PREFIX}:play:`) && !key.startsWith(`${PREFIX}:play:${day}:`);
    if (legacy || otherDay) stale.push(key);
  }
  for (const key of stale) storage.removeItem(key);
}
