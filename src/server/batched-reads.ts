interface Waiting<V> {
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Reads by key that many callers share: the keys asked for in one turn of the event loop are read
 * together, in one statement, after the turn. Under load, requests that arrive together cost the
 * database one statement instead of one each; alone, a read waits only for the end of its turn.
 * Each caller gets the value as read after its call, or the read's error.
 */
export function batchedReads<K, V>(
  readMany: (keys: K[]) => Promise<Map<K, V>>,
  maxBatch = 256,
): (key: K) => Promise<V | undefined> {
  let pending: Map<K, Waiting<V>[]> | undefined;

  const flush = (batch: Map<K, Waiting<V>[]>) => {
    if (pending === batch) pending = undefined;
    readMany([...batch.keys()]).then(
      (found) => {
        for (const [key, waiting] of batch) for (const one of waiting) one.resolve(found.get(key));
      },
      (error: unknown) => {
        for (const waiting of batch.values()) for (const one of waiting) one.reject(error);
      },
    );
  };

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      if (!pending) {
        const batch = new Map<K, Waiting<V>[]>();
        pending = batch;
        setImmediate(() => {
          if (pending === batch) flush(batch);
        });
      }
      const batch = pending;
      const waiting = batch.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else batch.set(key, [{ resolve, reject }]);
      if (batch.size >= maxBatch) flush(batch);
    });
}
