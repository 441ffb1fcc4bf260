import { describe, expect, it } from 'vitest';
import { freshSharedRead } from './fresh-shared-read.ts';

/** A source whose reads answer only when told, each with the number of the read. */
function heldSource() {
  const pending: Array<{ resolve: (value: number) => void; reject: (error: Error) => void }> = [];
  let reads = 0;
  return {
    read: () =>
      new Promise<number>((resolve, reject) => {
        reads += 1;
        const number = reads;
        pending.push({ resolve: () => resolve(number), reject });
      }),
    answer: () => pending.shift()?.resolve(0),
    fail: (error: Error) => pending.shift()?.reject(error),
    reads: () => reads,
  };
}

/** Two turns of the event loop: a queued read starts in the turn after the read before it ended. */
const settle = async () => {
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setImmediate(resolve));
};

describe('a fresh shared read', () => {
  it('reads at most twice for any number of callers that arrive during a read', async () => {
    const source = heldSource();
    const shared = freshSharedRead(source.read);
    const callers = Array.from({ length: 50 }, () => shared());
    await settle();
    expect(source.reads()).toBe(1);
    source.answer();
    await settle();
    expect(source.reads()).toBe(2);
    source.answer();
    const answers = await Promise.all(callers);
    // The first caller started the first read; the 49 others arrived after it began and share the next.
    expect(answers).toEqual([1, ...Array.from({ length: 49 }, () => 2)]);
    expect(source.reads()).toBe(2);
  });

  it('makes a caller that arrives during a read wait for a read that begins after it', async () => {
    const source = heldSource();
    const shared = freshSharedRead(source.read);
    const early = shared();
    const late = [shared(), shared()];
    await settle();
    expect(source.reads()).toBe(1);
    source.answer();
    expect(await early).toBe(1);
    await settle();
    expect(source.reads()).toBe(2);
    source.answer();
    expect(await Promise.all(late)).toEqual([2, 2]);
  });

  it('lets a caller that arrives as a read ends join the read queued behind it', async () => {
    const source = heldSource();
    const shared = freshSharedRead(source.read);
    const first = shared();
    const queued = shared();
    source.answer();
    expect(await first).toBe(1);
    // The first read is over and the queued one has not started: a newcomer waits for that one.
    const newcomer = shared();
    await settle();
    expect(source.reads()).toBe(2);
    source.answer();
    expect(await Promise.all([queued, newcomer])).toEqual([2, 2]);
  });

  it('shares a failure with the callers queued behind it, and reads again after', async () => {
    const source = heldSource();
    const shared = freshSharedRead(source.read);
    const early = shared();
    const late = shared();
    source.fail(new Error('no answer in time'));
    await expect(early).rejects.toThrow('no answer in time');
    await expect(late).rejects.toThrow('no answer in time');
    const again = shared();
    source.answer();
    expect(await again).toBe(2);
  });
});
