// Moving a test's fake clock on, as React sees it: every timer due within the time runs, and the
// answers and renders they bring settle before the test looks at the page.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

// Captured before any test fakes the timers: the one real wait, for work that is not on the clock.
const realSetTimeout = globalThis.setTimeout;

/** Runs the timers due within `ms` of fake time and lets the answers and renders they cause settle. */
export async function advance(ms = 0): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/**
 * Lets the page run, without moving the fake clock, until `done` holds: for work that waits on
 * something other than the clock (the API client loads its error shapes when the first error comes).
 */
export async function until(done: () => boolean, what: string): Promise<void> {
  // At most about two seconds of real time, in turns of 5 ms: the clocks the page reads are fake.
  for (let turn = 0; turn < 400; turn += 1) {
    await advance();
    if (done()) return;
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 5)));
  }
  throw new Error(`Still waiting for ${what}`);
}
