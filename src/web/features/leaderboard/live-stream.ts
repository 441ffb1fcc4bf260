/**
 * One stream of the live boards per browser, whatever the number of tabs (browsers allow six
 * connections per host over HTTP/1.1). Every tab asks for the same Web Lock; the tab that holds it
 * opens the EventSource and passes every event on, with its id, through a BroadcastChannel, where the
 * other tabs receive it. When that tab closes (or leaves the home page), its lock is released, a
 * waiting tab takes it and opens the stream from the last event id it saw, so the server sends what
 * was missed meanwhile. Where Web Locks or BroadcastChannel are missing, each tab opens its own. After
 * an error the stream is closed and opened again after a random 1 to 5 s (longer after repeated
 * failures, up to a minute): nothing else is ever requested on a timer.
 */

type LiveKind = 'board' | 'reset' | 'ready';

export interface LiveHandlers {
  /** A board event: its data as sent (JSON text). Each id is handed over once. */
  onBoard: (data: string, id: number) => void;
  /** The events missed cannot be sent: read the boards again, once. */
  onReset: () => void;
  /** What this tab does now, for tests and the page's `data-live` attribute. */
  onState?: (state: 'leader' | 'follower' | 'own') => void;
  /** The browser's stream is live (this tab's, or the one the leading tab holds). */
  onReady?: () => void;
}

/** The browser's parts the client uses; tests pass fakes. */
export interface LiveEnvironment {
  EventSource: { new (url: string): EventSource } | undefined;
  BroadcastChannel: { new (name: string): BroadcastChannel } | undefined;
  locks: LockManager | undefined;
  random: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (timer: unknown) => void;
}

function browserEnvironment(): LiveEnvironment {
  return {
    EventSource: typeof EventSource === 'undefined' ? undefined : EventSource,
    BroadcastChannel: typeof BroadcastChannel === 'undefined' ? undefined : BroadcastChannel,
    locks: typeof navigator === 'undefined' ? undefined : navigator.locks,
    random: Math.random,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  };
}

/** What tabs say to each other on the channel. */
type TabMessage =
  | { kind: 'event'; type: 'board' | 'reset'; id: number; data: string }
  | { kind: 'position'; id: number }
  | { kind: 'hello' };

const LIVE_LOCK = 'live-boards';
const LIVE_CHANNEL = 'live-boards';

/** The wait before the stream is opened again after its `failures`-th failure in a row. */
export function reconnectDelay(failures: number, random: () => number): number {
  const base = 1000 + random() * 4000;
  return Math.min(base * 2 ** Math.min(Math.max(failures - 1, 0), 4), 60_000);
}

/** Starts the client; the function it returns stops it (closes the stream, leaves the lock and channel). */
export function startLiveStream(
  url: string,
  handlers: LiveHandlers,
  env: LiveEnvironment = browserEnvironment(),
): () => void {
  let stopped = false;
  /** The last event id this tab has (handed over, or known as the stream's position). */
  let lastId: number | null = null;
  let source: EventSource | null = null;
  let timer: unknown = null;
  let failures = 0;
  let leading = false;
  let releaseLock: (() => void) | null = null;
  const abort = typeof AbortController === 'undefined' ? null : new AbortController();
  const shared = env.BroadcastChannel !== undefined && env.locks !== undefined;
  const channel = shared && env.BroadcastChannel ? new env.BroadcastChannel(LIVE_CHANNEL) : null;

  const post = (message: TabMessage) => channel?.postMessage(message);

  /** Hands an event over once, in order: an id at or below the last one is a repeat. */
  const take = (type: 'board' | 'reset', id: number, data: string): boolean => {
    if (type === 'board') {
      if (lastId !== null && id <= lastId) return false;
      lastId = id;
      handlers.onBoard(data, id);
    } else {
      // The stream starts again from here, whatever came before.
      lastId = id;
      handlers.onReset();
    }
    return true;
  };

  const received = (type: LiveKind, event: MessageEvent) => {
    const id = Number(event.lastEventId);
    if (!Number.isSafeInteger(id)) return;
    if (type === 'ready') {
      failures = 0;
      if (lastId === null || id > lastId) lastId = id;
      post({ kind: 'position', id: lastId });
      handlers.onReady?.();
      return;
    }
    const data = typeof event.data === 'string' ? event.data : '';
    if (take(type, id, data)) post({ kind: 'event', type, id, data });
  };

  const open = () => {
    timer = null;
    if (stopped || !env.EventSource) return;
    const address = lastId === null ? url : `${url}${url.includes('?') ? '&' : '?'}lastEventId=${lastId}`;
    const stream = new env.EventSource(address);
    source = stream;
    for (const type of ['board', 'reset', 'ready'] as const) {
      stream.addEventListener(type, (event) => received(type, event as MessageEvent));
    }
    stream.onerror = () => {
      // The browser would reconnect by itself, at once and with its own timing: the client does.
      stream.close();
      if (source !== stream || stopped) return;
      source = null;
      failures += 1;
      timer = env.setTimeout(open, reconnectDelay(failures, env.random));
    };
  };

  const closeStream = () => {
    if (timer !== null) env.clearTimeout(timer);
    timer = null;
    source?.close();
    source = null;
  };

  if (channel) {
    channel.onmessage = (event: MessageEvent<TabMessage>) => {
      const message = event.data;
      if (message.kind === 'hello') {
        if (leading && lastId !== null) post({ kind: 'position', id: lastId });
      } else if (message.kind === 'position') {
        if (!leading && (lastId === null || message.id > lastId)) lastId = message.id;
        if (!leading) handlers.onReady?.();
      } else if (message.kind === 'event' && !leading) {
        take(message.type, message.id, message.data);
      }
    };
    // Where the stream stands, in case this tab leads before any event comes.
    post({ kind: 'hello' });
    env.locks
      ?.request(LIVE_LOCK, abort ? { signal: abort.signal } : {}, () => {
        if (stopped) return undefined;
        leading = true;
        handlers.onState?.('leader');
        open();
        return new Promise<void>((release) => {
          releaseLock = release;
        });
      })
      .catch(() => undefined);
    // A tab that did not get the lock at once follows the one that has it.
    if (!leading) handlers.onState?.('follower');
  } else {
    handlers.onState?.('own');
    open();
  }

  return () => {
    if (stopped) return;
    stopped = true;
    closeStream();
    leading = false;
    abort?.abort();
    releaseLock?.();
    channel?.close();
  };
}
