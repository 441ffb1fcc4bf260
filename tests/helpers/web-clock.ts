// Moving a test's fake clock on, as React sees it: every timer due within the time runs, and the
// answers and renders they bring settle before the test looks at the page.
import { act } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
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

/**
 * user-event for a test on the fake clock. Its own pauses move the clock on (`advanceTimers`, as its
 * documentation says for fake timers). Testing Library for React then ends every action by waiting
 * for a zero-delay timer that it moves on by itself only under Jest's fake timers
 * (testing-library/react-testing-library#1197), so each action is awaited here while the timers due
 * now run: the clock does not move, and no timer runs that is not due.
 */
export function userOnFakeClock(): ReturnType<typeof userEvent.setup> {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return new Proxy(user, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args);
        return result instanceof Promise ? whileDueTimersRun(result) : result;
      };
    },
  });
}

async function whileDueTimersRun<T>(action: Promise<T>): Promise<T> {
  let settled = false;
  const done = () => {
    settled = true;
  };
  action.then(done, done);
  while (!settled) {
    vi.advanceTimersByTime(0);
    await new Promise<void>((resolve) => realSetTimeout(resolve, 0));
  }
  return action;
}
