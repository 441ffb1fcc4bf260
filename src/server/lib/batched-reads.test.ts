import { describe, expect, it } from 'vitest';
import { batchedReads } from './batched-reads.ts';

describe('batched reads', () => {
  it('reads the keys asked for in one turn of the event loop in one read, each caller getting its own', async () => {
    const reads: number[][] = [];
    const read = batchedReads(async (keys: number[]) => {
      reads.push(keys);
      return new Map(keys.filter((key) => key !== 3).map((key) => [key, `value ${key}`]));
    });
    const first = await Promise.all([read(1), read(2), read(1), read(3)]);
    expect(first).toEqual(['value 1', 'value 2', 'value 1', undefined]);
    expect(reads).toEqual([[1, 2, 3]]);
    // A later turn reads again: nothing is kept between reads.
    expect(await read(1)).toBe('value 1');
    expect(reads).toEqual([[1, 2, 3], [1]]);
  });

  it('reads at once when a batch is full, and the rest in the next', async () => {
    const reads: number[][] = [];
    const read = batchedReads(
      async (keys: number[]) => {
        reads.push(keys);
        return new Map(keys.map((key) => [key, key * 10]));
      },
      { maxBatch: 2 },
    );
    expect(await Promise.all([read(1), read(2), read(3)])).toEqual([10, 20, 30]);
    expect(reads).toEqual([[1, 2], [3]]);
  });

  it('holds the keys asked for while reads are under way, and reads them together when one ends', async () => {
    const reads: number[][] = [];
    const held: Array<() => void> = [];
    const read = batchedReads(
      (keys: number[]) => {
        reads.push(keys);
        return new Promise<Map<number, number>>((resolve) => {
          held.push(() => resolve(new Map(keys.map((key) => [key, key * 10]))));
        });
      },
      { maxInFlight: 1 },
    );
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const first = read(1);
    await turn();
    expect(reads).toEqual([[1]]);
    // Asked for over several turns while the first read is under way: they wait for it.
    const later = [read(2)];
    await turn();
    later.push(read(3));
    await turn();
    later.push(read(2));
    await turn();
    expect(reads).toEqual([[1]]);
    held[0]?.();
    expect(await first).toBe(10);
    await turn();
    expect(reads).toEqual([[1], [2, 3]]);
    held[1]?.();
    expect(await Promise.all(later)).toEqual([20, 30, 20]);
  });

  it('gives every caller of a failed read its error', async () => {
    const read = batchedReads(async (): Promise<Map<number, number>> => {
      throw new Error('no database');
    });
    const results = await Promise.allSettled([read(1), read(2)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});
