/**
 * A practice game in progress, kept in this tab's session storage so that a reload on the same page
 * resumes it (`brain-training:practice:<game>`); a finished game, or a new one, replaces it. Nothing
 * of it leaves the browser. Storage that is refused or holds something unreadable is ignored.
 */
const PREFIX = 'brain-training:practice:';

/** The game in progress kept for `game`, when `isValid` accepts what is stored. */
export function readPractice<T>(game: string, isValid: (value: unknown) => value is T): T | null {
  try {
    const text = window.sessionStorage.getItem(PREFIX + game);
    if (text === null) return null;
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the game in progress for `game`, or forgets it (null). */
export function keepPractice(game: string, value: unknown): void {
  try {
    if (value === null) window.sessionStorage.removeItem(PREFIX + game);
    else window.sessionStorage.setItem(PREFIX + game, JSON.stringify(value));
  } catch {
    // Storage refused (a private window's quota): the game goes on, it is only not kept.
  }
}

/** Whether a value is a clock as the games keep it (milliseconds or null). */
export function isClock(value: unknown): value is { startedAt: number | null; endedAt: number | null } {
  if (typeof value !== 'object' || value === null) return false;
  const { startedAt, endedAt } = value as Record<string, unknown>;
  const isTime = (time: unknown) => time === null || (typeof time === 'number' && Number.isFinite(time));
  return isTime(startedAt) && isTime(endedAt);
}
