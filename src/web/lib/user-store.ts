import type { User } from '../../shared/api/users.ts';

/** Where the signed-in user is kept in the browser, as the whole user object in JSON. */
export const USER_STORAGE_KEY = 'brain-training:user';

/**
 * Set on <html> while a user is stored, from before the first paint (SIGNED_IN_BOOT_SCRIPT) and then
 * whenever the stored user changes: text meant for guests only (the `signed-in:hidden` class) is
 * then hidden by CSS, so that it never appears and disappears again as the page starts.
 */
const SIGNED_IN_ATTRIBUTE = 'data-signed-in';

/** Runs in the page head before anything paints; kept as a string because it must run before the app's modules load. */
export const SIGNED_IN_BOOT_SCRIPT = `(function(){try{var u=JSON.parse(localStorage.getItem('${USER_STORAGE_KEY}'));if(u&&typeof u.id==='number'&&typeof u.username==='string')document.documentElement.setAttribute('${SIGNED_IN_ATTRIBUTE}','')}catch(e){}})();`;

function markSignedIn(signedIn: boolean): void {
  document.documentElement.toggleAttribute(SIGNED_IN_ATTRIBUTE, signedIn);
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedUser: User | null = null;

function isUser(value: unknown): value is User {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.id === 'number' && typeof candidate.username === 'string';
}

/** The stored user; a value that cannot be parsed as a user is removed. */
export function readStoredUser(): User | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(USER_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  cachedUser = null;
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isUser(parsed)) cachedUser = parsed;
    else localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    localStorage.removeItem(USER_STORAGE_KEY);
  }
  if (!cachedUser) markSignedIn(false);
  return cachedUser;
}

/**
 * What browser storage holds right now: no user, a user, or a value that is not a readable user
 * (which is then removed). Read fresh, for the moment a finished game submits its score.
 */
export function inspectStoredUser():
  | { state: 'none' }
  | { state: 'user'; user: User }
  | { state: 'unreadable' } {
  let raw: string | null;
  try {
    raw = localStorage.getItem(USER_STORAGE_KEY);
  } catch {
    return { state: 'none' };
  }
  if (raw === null) return { state: 'none' };
  const user = readStoredUser();
  return user ? { state: 'user', user } : { state: 'unreadable' };
}

export function storeUser(user: User | null): void {
  try {
    if (user) localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    else localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // Without storage the user stays signed in for this page only.
  }
  markSignedIn(user !== null);
  for (const listener of listeners) listener();
}

export function subscribeToUser(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === USER_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
