import { describe, expect, it, vi } from 'vitest';
import { type LiveEnvironment, type LiveHandlers, reconnectDelay, startLiveStream } from './live-stream.ts';

/** An EventSource that the test drives: it records its address and hands out the events it is told to. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  onerror: (() => void) | null = null;
  readonly #listeners = new Map<string, ((event: MessageEvent) => void)[]>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
  }

  emit(type: string, id: number, data = '{}') {
    const event = new MessageEvent(type, { data, lastEventId: String(id) });
    for (const listener of this.#listeners.get(type) ?? []) listener(event);
  }

  fail() {
    this.onerror?.();
  }
}

/** One browser's Web Locks: a lock is granted to one request at a time, in the order asked. */
function fakeLocks() {
  const queue: { grant: () => Promise<unknown>; signal?: AbortSignal }[] = [];
  let held = false;
  const next = () => {
    if (held) return;
    const waiting = queue.shift();
    if (!waiting) return;
    held = true;
    void Promise.resolve(waiting.grant()).then(() => {
      held = false;
      next();
    });
  };
  const locks = {
    request(_name: string, options: { signal?: AbortSignal }, callback: () => unknown) {
      return new Promise((resolve, reject) => {
        const entry = { grant: async () => resolve(await callback()), signal: options.signal };
        options.signal?.addEventListener('abort', () => {
          const index = queue.indexOf(entry);
          if (index !== -1) {
            queue.splice(index, 1);
            reject(new DOMException('aborted', 'AbortError'));
          }
        });
        queue.push(entry);
        queueMicrotask(next);
      });
    },
  };
  return locks as unknown as LockManager;
}

/** One browser's BroadcastChannel: a message reaches every other open channel of the name, later. */
function fakeChannels() {
  const open = new Set<FakeChannel>();
  class FakeChannel {
    readonly name: string;
    onmessage: ((event: MessageEvent) => void) | null = null;
    constructor(name: string) {
      this.name = name;
      open.add(this);
    }
    postMessage(data: unknown) {
      for (const other of open) {
        if (other !== this && other.name === this.name) {
          setTimeout(
            () => other.onmessage?.(new MessageEvent('message', { data: structuredClone(data) })),
            0,
          );
        }
      }
    }
    close() {
      open.delete(this);
    }
  }
  return FakeChannel as unknown as { new (name: string): BroadcastChannel };
}

/** Timers the test runs by hand, with the delays asked for. */
function fakeTimers() {
  const pending: { callback: () => void; ms: number }[] = [];
  return {
    pending,
    setTimeout: (callback: () => void, ms: number) => {
      const timer = { callback, ms };
      pending.push(timer);
      return timer;
    },
    clearTimeout: (timer: unknown) => {
      const index = pending.indexOf(timer as { callback: () => void; ms: number });
      if (index !== -1) pending.splice(index, 1);
    },
    runAll: () => {
      for (const timer of pending.splice(0)) timer.callback();
    },
  };
}

function browser(options: { locks?: boolean; channels?: boolean } = {}) {
  const timers = fakeTimers();
  const env: LiveEnvironment = {
    EventSource: FakeEventSource as unknown as LiveEnvironment['EventSource'],
    BroadcastChannel: options.channels === false ? undefined : fakeChannels(),
    locks: options.locks === false ? undefined : fakeLocks(),
    random: () => 0.5,
    setTimeout: timers.setTimeout,
    clearTimeout: timers.clearTimeout,
  };
  return { env, timers };
}

/** A tab: what it was handed, in order. */
function tab(env: LiveEnvironment, url = '/api/live/boards') {
  const boards: number[] = [];
  const states: string[] = [];
  let resets = 0;
  const handlers: LiveHandlers = {
    onBoard: (_data, id) => boards.push(id),
    onReset: () => {
      resets += 1;
    },
    onState: (state) => states.push(state),
  };
  const stop = startLiveStream(url, handlers, env);
  return { boards, states, stop, resets: () => resets };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
const openStreams = () => FakeEventSource.opened.filter((source) => !source.closed);

describe('the live boards stream client', () => {
  it('opens a stream of its own where Web Locks or BroadcastChannel are missing', async () => {
    for (const missing of [{ locks: false }, { channels: false }]) {
      FakeEventSource.opened = [];
      const { env } = browser(missing);
      const one = tab(env);
      const two = tab(env);
      expect(FakeEventSource.opened.map((source) => source.url)).toEqual([
        '/api/live/boards',
        '/api/live/boards',
      ]);
      expect(one.states).toEqual(['own']);
      const [first] = FakeEventSource.opened;
      first?.emit('ready', 3);
      first?.emit('board', 4);
      first?.emit('board', 4);
      first?.emit('board', 5);
      expect(one.boards).toEqual([4, 5]);
      expect(two.boards).toEqual([]);
      one.stop();
      two.stop();
      expect(openStreams()).toEqual([]);
    }
  });

  it('shares one stream among the tabs, and a tab that takes over resumes from the last event', async () => {
    FakeEventSource.opened = [];
    const { env } = browser();
    const tabs = [tab(env), tab(env), tab(env)];
    await settle();
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(tabs[0]?.states).toEqual(['follower', 'leader']);
    expect(tabs[1]?.states).toEqual(['follower']);
    const holder = FakeEventSource.opened[0] as FakeEventSource;
    holder.emit('ready', 10);
    holder.emit('board', 11);
    holder.emit('board', 12);
    await settle();
    for (const each of tabs) expect(each.boards).toEqual([11, 12]);

    // The holder closes: the next tab takes the lock and asks for what followed its last event.
    tabs[0]?.stop();
    await settle();
    expect(holder.closed).toBe(true);
    expect(openStreams().map((source) => source.url)).toEqual(['/api/live/boards?lastEventId=12']);
    expect(tabs[1]?.states.at(-1)).toBe('leader');
    const next = openStreams()[0] as FakeEventSource;
    // The server sends what was missed meanwhile, then the rest: each tab gets each event once.
    next.emit('board', 13);
    next.emit('ready', 13);
    next.emit('board', 14);
    await settle();
    expect(tabs[1]?.boards).toEqual([11, 12, 13, 14]);
    expect(tabs[2]?.boards).toEqual([11, 12, 13, 14]);
    tabs[1]?.stop();
    tabs[2]?.stop();
    await settle();
    expect(openStreams()).toEqual([]);
  });

  it('tells a tab that joins where the stream stands, so that it resumes from there when it leads', async () => {
    FakeEventSource.opened = [];
    const { env } = browser();
    const first = tab(env);
    await settle();
    (FakeEventSource.opened[0] as FakeEventSource).emit('ready', 40);
    await settle();
    const late = tab(env);
    await settle();
    first.stop();
    await settle();
    expect(openStreams().map((source) => source.url)).toEqual(['/api/live/boards?lastEventId=40']);
    late.stop();
  });

  it('passes a reset on to every tab once, and starts again from its id', async () => {
    FakeEventSource.opened = [];
    const { env } = browser();
    const tabs = [tab(env), tab(env)];
    await settle();
    const holder = FakeEventSource.opened[0] as FakeEventSource;
    holder.emit('board', 50);
    holder.emit('reset', 7);
    holder.emit('board', 8);
    await settle();
    for (const each of tabs) {
      expect(each.resets()).toBe(1);
      expect(each.boards).toEqual([50, 8]);
    }
    for (const each of tabs) each.stop();
  });

  it('closes a failed stream and opens it again after a random 1 to 5 s, from the last event', async () => {
    FakeEventSource.opened = [];
    const { env, timers } = browser({ locks: false });
    const one = tab(env);
    const first = FakeEventSource.opened[0] as FakeEventSource;
    first.emit('ready', 1);
    first.emit('board', 2);
    first.fail();
    expect(first.closed).toBe(true);
    expect(timers.pending.map((timer) => timer.ms)).toEqual([3000]);
    timers.runAll();
    const second = FakeEventSource.opened[1] as FakeEventSource;
    expect(second.url).toBe('/api/live/boards?lastEventId=2');
    // Failing again and again waits longer, up to a minute; a stream that works starts over.
    second.fail();
    timers.runAll();
    (FakeEventSource.opened[2] as FakeEventSource).fail();
    expect(timers.pending.map((timer) => timer.ms)).toEqual([12_000]);
    timers.runAll();
    const fourth = FakeEventSource.opened[3] as FakeEventSource;
    fourth.emit('ready', 2);
    fourth.fail();
    expect(timers.pending.map((timer) => timer.ms)).toEqual([3000]);
    one.stop();
    expect(timers.pending).toEqual([]);
  });

  it('waits between 1 and 5 s after a first failure, and never more than a minute', () => {
    expect(reconnectDelay(1, () => 0)).toBe(1000);
    expect(reconnectDelay(1, () => 0.999_999)).toBeCloseTo(5000, 0);
    expect(reconnectDelay(10, () => 0.999_999)).toBe(60_000);
    const random = vi.fn(() => 0.25);
    expect(reconnectDelay(2, random)).toBe(4000);
  });
});
