import { describe, expect, it, vi } from 'vitest';
import { invalidateReads, readData, readState, refetchRead, setReadData, subscribeToRead } from './reads.ts';

/** A load whose answers the test hands out one at a time, in order. */
function controlledLoad() {
  const waiting: Array<{ resolve: (value: unknown) => void; reject: (error: Error) => void }> = [];
  const load = vi.fn(
    () =>
      new Promise<unknown>((resolve, reject) => {
        waiting.push({ resolve, reject });
      }),
  );
  return {
    load,
    answer: async (value: unknown) => {
      waiting.shift()?.resolve(value);
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    fail: async () => {
      waiting.shift()?.reject(new Error('no answer'));
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

let unique = 0;
/** Every test reads keys of its own: the store lives as long as the page (here, the test file). */
const key = (...parts: (string | number)[]) => [`test-${++unique}`, ...parts] as const;

describe('the reads of the public pages', () => {
  it('fetches a read once for every part that shows it, and keeps it', async () => {
    const read = key();
    const { load, answer } = controlledLoad();
    const first = vi.fn();
    const stopFirst = subscribeToRead(read, load, first);
    const stopSecond = subscribeToRead(read, load, vi.fn());
    expect(readState(read)).toEqual({ status: 'pending', data: undefined });
    await answer({ players: 3 });
    expect(readState(read)).toEqual({ status: 'success', data: { players: 3 } });
    expect(first).toHaveBeenCalled();
    stopFirst();
    stopSecond();
    subscribeToRead(read, load, vi.fn())();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a failure, and tries again when asked or when shown again with nothing to show', async () => {
    const read = key();
    const { load, answer, fail } = controlledLoad();
    subscribeToRead(read, load, vi.fn())();
    await fail();
    expect(readState(read)).toEqual({ status: 'error', data: undefined });

    const stop = subscribeToRead(read, load, vi.fn());
    expect(load).toHaveBeenCalledTimes(2);
    expect(readState(read).status).toBe('pending');
    await fail();
    void refetchRead(read);
    expect(readState(read).status).toBe('pending');
    await answer([1, 2]);
    expect(readState(read)).toEqual({ status: 'success', data: [1, 2] });
    stop();
  });

  it('fetches again the reads a change touches: those shown at once, the others when next shown', async () => {
    const [kind] = key();
    const shown = [kind, 1, 'month'] as const;
    const hidden = [kind, 1, 'all'] as const;
    const other = [kind, 10, 'month'] as const;
    const shownLoad = controlledLoad();
    const hiddenLoad = controlledLoad();
    const otherLoad = controlledLoad();
    const stopShown = subscribeToRead(shown, shownLoad.load, vi.fn());
    subscribeToRead(hidden, hiddenLoad.load, vi.fn())();
    const stopOther = subscribeToRead(other, otherLoad.load, vi.fn());
    await shownLoad.answer(['old']);
    await hiddenLoad.answer(['old']);
    await otherLoad.answer(['old']);

    let refetched = false;
    const done = invalidateReads([kind, 1]).then(() => {
      refetched = true;
    });
    // While the new answer comes, the page keeps showing the data it has.
    expect(readState(shown)).toEqual({ status: 'success', data: ['old'] });
    expect(refetched).toBe(false);
    await shownLoad.answer(['new']);
    await done;
    expect(readState(shown)).toEqual({ status: 'success', data: ['new'] });
    expect(hiddenLoad.load).toHaveBeenCalledTimes(1);
    expect(otherLoad.load).toHaveBeenCalledTimes(1);

    subscribeToRead(hidden, hiddenLoad.load, vi.fn());
    expect(hiddenLoad.load).toHaveBeenCalledTimes(2);
    stopShown();
    stopOther();
  });

  it('keeps only the answer of the latest attempt', async () => {
    const read = key();
    const { load, answer } = controlledLoad();
    const stop = subscribeToRead(read, load, vi.fn());
    void refetchRead(read);
    await answer('first attempt');
    expect(readState(read).status).toBe('pending');
    await answer('second attempt');
    expect(readState(read)).toEqual({ status: 'success', data: 'second attempt' });
    stop();
  });
  it('takes data received another way in place of a read, dropping an older answer on its way', async () => {
    const read = key();
    const { load, answer } = controlledLoad();
    const listener = vi.fn();
    const stop = subscribeToRead(read, load, listener);
    setReadData(read, ['live']);
    expect(readState(read)).toEqual({ status: 'success', data: ['live'] });
    expect(listener).toHaveBeenCalled();
    await answer(['older']);
    expect(readData(read)).toEqual(['live']);
    // "Try again" still fetches with the read's own load.
    void refetchRead(read);
    await answer(['fetched']);
    expect(readData(read)).toEqual(['fetched']);
    stop();

    // A read never shown keeps the data and shows it without a fetch.
    const unseen = key();
    setReadData(unseen, [1]);
    const unseenLoad = controlledLoad();
    subscribeToRead(unseen, unseenLoad.load, vi.fn())();
    expect(unseenLoad.load).not.toHaveBeenCalled();
    expect(readState(unseen)).toEqual({ status: 'success', data: [1] });
  });
});
