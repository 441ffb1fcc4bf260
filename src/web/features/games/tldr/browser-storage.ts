import type { KeyValueStorage } from '../../../../shared/games/tldr/storage.ts';

const memory = new Map<string, string>();

/** Stands in when the browser refuses storage (private modes, disabled cookies): nothing survives a reload. */
const memoryStorage: KeyValueStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
  key: (index) => [...memory.keys()][index] ?? null,
  get length() {
    return memory.size;
  },
};

/** The browser's localStorage, or a memory stand-in when it cannot be used. */
export function browserStorage(): KeyValueStorage {
  try {
    const probe = 'brain-training:tldr:probe';
    window.localStorage.setItem(probe, '1');
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return memoryStorage;
  }
}

/** Writes without failing when storage is full or refused. */
export function safeSet(storage: KeyValueStorage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // The game goes on; it just will not survive a reload.
  }
}
