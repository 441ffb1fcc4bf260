/**
 * A read that many callers share, each getting an answer that began after its own call: a caller
 * that arrives while a read is under way waits for the next one, since the one under way may have
 * started before something the caller saw committed. Everyone who arrives meanwhile, or in the turn
 * of the event loop in which that read ends, shares the next read, so under load the source sees one
 * read at a time however many callers wait. When a read fails, the callers queued behind it share
 * the failure rather than wait as long again.
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
    // A queued read has not started yet, also after the read before it ended: it is fresh enough.
    if (queued) return queued;
    if (!inFlight) return start();
    queued = inFlight.then(
      async () => {
        // The next read starts once the requests already received in this turn of the event loop
        // have been read and have joined it: under load, one read serves many more callers.
        await new Promise((resolve) => setImmediate(resolve));
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
