/**
 * A read that many callers share, each getting an answer that began after its own call: a caller
 * that arrives while a read is under way waits for the next one, since the one under way may have
 * started before something the caller saw committed. Everyone who arrives meanwhile shares that next
 * read, so under load the source sees at most two reads in flight however many callers wait. When a
 * read fails, the callers queued behind it share the failure rather than wait as long again.
 */
export function freshSharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  let queued: Promise<T> | undefined;

  const start = (): Promise<T> => {
    const trip: Promise<T> = read().finally(() => {
      if (inFlight === trip) inFlight = undefined;
    });
    inFlight = trip;
    return trip;
  };

  return () => {
    if (!inFlight) return start();
    queued ??= inFlight.then(
      () => {
        queued = undefined;
        return start();
      },
      (error: unknown) => {
        queued = undefined;
        throw error;
      },
    );
    return queued;
  };
}
