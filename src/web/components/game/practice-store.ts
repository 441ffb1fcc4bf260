/**
 * A practice game in progress, kept in this tab's session storage so that a reload on the same page
 * resumes it (`brain-training:practice:<game>`); a finished game, or a new one, replaces it. Nothing
 * of it leaves the browser. Storage that is refused or holds something unreadable is ignored.
 *
 * Each game is kept with the moment the page last held it (`keptAt`, written again as the page hides
 * or unloads), so that a resumed game's clock goes on from the time played, not counting the time
 * the page was away.
 */
const PREFIX = 'brain-training:practice:';

/** The games this page keeps, written again with the moment it hides or unloads. */
const keptHere = new Map<string, unknown>();
let stampsOnLeaving = false;

function write(game: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(PREFIX + game, JSON.stringify({ keptAt: Date.now(), value }));
  } catch {
    // Storage refused (a private window's quota): the game goes on, it is only not kept.
  }
}

function stampOnLeaving(): void {
  if (stampsOnLeaving) return;
  stampsOnLeaving = true;
  const stamp = () => {
    for (const [game, value] of keptHere) write(game, value);
  };
  window.addEventListener('pagehide', stamp);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') stamp();
  });
}

/**
 * The game in progress kept for `game`, when `isValid` accepts what is stored, passed through
 * `resume` with the milliseconds the page was away since it was kept (0 when the clock went back).
 */
export function readPractice<T>(
  game: string,
  isValid: (value: unknown) => value is T,
  resume: (value: T, awayMs: number) => T,
): T | null {
  try {
    const text = window.sessionStorage.getItem(PREFIX + game);
    if (text === null) return null;
    const { keptAt, value } = JSON.parse(text) as { keptAt?: unknown; value?: unknown };
    if (typeof keptAt !== 'number' || !Number.isFinite(keptAt) || !isValid(value)) return null;
    return resume(value, Math.max(0, Date.now() - keptAt));
  } catch {
    return null;
  }
}

/**
 * Keeps the game in progress for `game`, or forgets it (null). Returns what stops this page writing
 * it again as it hides (an effect's cleanup), once the game shown is no longer this one: a game left
 * for ranked play must not have that time counted as played.
 */
export function keepPractice(game: string, value: unknown): () => void {
  stampOnLeaving();
  const stopStamping = () => {
    if (keptHere.get(game) === value) keptHere.delete(game);
  };
  if (value !== null) {
    keptHere.set(game, value);
    write(game, value);
    return stopStamping;
  }
  keptHere.delete(game);
  try {
    window.sessionStorage.removeItem(PREFIX + game);
  } catch {
    // Storage refused: nothing was kept.
  }
  return stopStamping;
}

/** A clock as the games keep it (milliseconds or null). */
interface KeptClock {
  startedAt: number | null;
  endedAt: number | null;
}

/** Whether a value is a clock as the games keep it (milliseconds or null). */
export function isClock(value: unknown): value is KeptClock {
  if (typeof value !== 'object' || value === null) return false;
  const { startedAt, endedAt } = value as Record<string, unknown>;
  const isTime = (time: unknown) => time === null || (typeof time === 'number' && Number.isFinite(time));
  return isTime(startedAt) && isTime(endedAt);
}

/** A running clock started `awayMs` later, so that the time away from the page does not count. */
export function clockAfterAway<Clock extends KeptClock>(clock: Clock, awayMs: number): Clock {
  if (clock.startedAt === null || clock.endedAt !== null) return clock;
  return { ...clock, startedAt: clock.startedAt + awayMs };
}
