// Set-up of the `web` test project (the browser's hooks and dialogs in happy-dom): each test starts
// with an empty page, empty storage and the real clock, whatever the test before it did.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});
