// Set-up of the `web` test project (the browser's hooks and dialogs in happy-dom): each test starts
// with an empty page, empty storage and the real clock, whatever the test before it did.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Testing Library ends each user event by waiting for a zero-delay timer, which it moves on itself
// only when it sees Jest's fake timers (a global `jest` and a faked setTimeout). Vitest's fake timers
// are the same clock: named this way, a test on fake timers can click and type.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});
