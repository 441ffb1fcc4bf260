interface Waiting<V> {
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

interface BatchedReadsOptions {
  /** At most this many keys in one read. */
  maxBatch?: number;
  /** At most this many reads under way at once; keys asked for meanwhile wait and go together. */
  maxInFlight?: number;
}

/**
 * Reads by key that many callers share: the keys asked for in one turn of the event loop are read
 * together, in one statement, after the turn; while `maxInFlight` reads are under way, the keys
 * asked for meanwhile wait for one of them to end and then go together. Under load, requests that
 * arrive over many turns cost the database one statement instead of one a turn (each of which
 * costs a send to the database and a wake-up of its process); alone, a read waits only for the end
 * of its turn. Each caller gets the value as read after its call, or the read's error.
 */
export function batchedReads<K, V>(
  readMany: (keys: K[]) => Promise<Map<K, V>>,
  { maxBatch = 256, maxInFlight = Number.POSITIVE_INFINITY }: BatchedReadsOptions = {},
): (key: K) => Promise<V | undefined> {
  /** Batches not started yet, oldest first; the last one takes new keys until it is full. */
  const queue: Array<Map<K, Waiting<V>[]>> = [];
  let running = 0;
  let scheduled = false;

  const read = (batch: Map<K, Waiting<V>[]>) => {
    running += 1;
    readMany([...batch.keys()])
      .then(
        (found) => {
          for (const [key, waiting] of batch) for (const one of waiting) one.resolve(found.get(key));
        },
        (error: unknown) => {
          for (const waiting of batch.values()) for (const one of waiting) one.reject(error);
        },
      )
      .finally(() => {
        running -= 1;
        startWaiting();
      });
  };

  const startWaiting = () => {
    while (running < maxInFlight) {
      const batch = queue.shift();
      if (!batch) return;
      read(batch);
    }
  };

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      let batch = queue.at(-1);
      if (!batch || batch.size >= maxBatch) {
        batch = new Map();
        queue.push(batch);
      }
      const waiting = batch.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else batch.set(key, [{ resolve, reject }]);
      if (batch.size >= maxBatch) startWaiting();
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          startWaiting();
        });
      }
    });
}
