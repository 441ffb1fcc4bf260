import { type BoardEvent, LIVE_EVENTS } from '../../shared/api/live.ts';
import { pacificMonth } from '../../shared/time.ts';
import {
  BOARD_EVENTS_CHANNEL,
  boardEventsAfter,
  boardEventsSince,
  newestBoardEventId,
  type StoredBoardEvent,
  writeBoardEvents,
} from '../db/board-events.ts';
import type { Database, Subscription } from '../db/database.ts';

interface Logger {
  warn: (object: object, message: string) => void;
}

/** One message of the stream, its data already written as JSON (once for every client). */
export interface LiveMessage {
  id: string;
  event: (typeof LIVE_EVENTS)[keyof typeof LIVE_EVENTS];
  data: string;
}

/** Where a client's messages go: the route's Server-Sent Events reply. */
export interface LiveSink {
  /** Writes a message; never throws (a client gone is noticed by its close). */
  send(message: LiveMessage): void;
  /** Ends the stream. */
  close(): void;
  /** Bytes written to the client's connection and not yet taken by the network. */
  buffered(): number;
}

export interface LiveHubOptions {
  /** Streams open at once from one client address; Infinity for no bound. */
  streamsPerAddress: number;
  /** The app's clock: it dates events (their age counts for the clean-up) and names the month's board. */
  now: () => Date;
}

export interface LiveClient {
  sink: LiveSink;
  address: string;
  /** The last event id the client has (sent, or known to it): later events go to it, earlier ones not. */
  position: number;
  /** While its missed events are read and sent, live ones wait here. */
  waiting: { id: number; message: LiveMessage }[] | null;
}

/** A client that reconnects after missing more than this many events reads its boards again instead. */
const MOST_REPLAYED = 500;
/** Events read from the table in one statement when notified. */
const READ_BATCH = 200;
/**
 * A client that has not taken this much of what was written to it (a stalled connection) is cut off
 * rather than kept in memory: it reconnects and resumes from its last event, or reads its boards again.
 */
const MOST_BUFFERED_BYTES = 1024 * 1024;
const RETRY_MS = 1000;

const idPattern = /^\d{1,15}$/;

function payload(event: StoredBoardEvent): BoardEvent {
  const all = event.period === 'all';
  return {
    gameId: event.gameId,
    period: all ? 'all' : 'month',
    month: all ? null : event.period,
    entries: event.entries,
  };
}

function boardMessage(event: StoredBoardEvent): LiveMessage {
  return { id: String(event.id), event: LIVE_EVENTS.board, data: JSON.stringify(payload(event)) };
}

/**
 * The live boards of one instance. Its writer turns each change of a board made on this instance into
 * events in the database (the boards' new rows, numbered in commit order, with a notification to every
 * instance); its feed listens for those notifications, reads each new event once and writes it to every
 * stream open on this instance; a client that reconnects gets the events it missed from the table,
 * or, when they are no longer kept, a `reset` that tells it to read its boards again.
 */
export class LiveHub {
  readonly #database: Database;
  readonly #log: Logger;
  readonly #options: LiveHubOptions;
  readonly #clients = new Set<LiveClient>();
  readonly #perAddress = new Map<string, number>();
  /** The newest event this instance has sent to its streams. */
  #latest = 0;
  #subscription: Subscription | undefined;
  /** Whether the feed has listened before: a listener that comes back reads what it missed. */
  #listened = false;
  #retryTimer: NodeJS.Timeout | undefined;
  #reading: Promise<void> | null = null;
  #readAgain = false;
  readonly #writing = new Map<number, Promise<void>>();
  readonly #writeAgain = new Set<number>();
  #closing = false;
  #closed = false;

  constructor(database: Database, log: Logger, options: LiveHubOptions) {
    this.#database = database;
    this.#log = log;
    this.#options = options;
  }

  /** Streams open on this instance. */
  get size(): number {
    return this.#clients.size;
  }

  /** The newest event sent to this instance's streams. */
  get latest(): number {
    return this.#latest;
  }

  /** Resolves once the events of the changes made so far on this instance are stored. */
  async written(): Promise<void> {
    while (this.#writing.size > 0) await Promise.all([...this.#writing.values()]);
  }

  async start(): Promise<void> {
    await this.#connect().catch((error: Error) => {
      this.#log.warn({ err: { message: error.message } }, 'live boards could not listen; retrying');
      this.#scheduleReconnect();
    });
  }

  async #connect(): Promise<void> {
    let subscription: Subscription | undefined;
    subscription = await this.#database.listen(BOARD_EVENTS_CHANNEL, {
      onNotification: (text) => {
        const id = Number(text);
        if (!Number.isSafeInteger(id) || id > this.#latest) this.#read();
      },
      onLost: (error) => {
        if (subscription === undefined || this.#subscription !== subscription) return;
        this.#subscription = undefined;
        if (this.#closed) return;
        this.#log.warn(
          { err: { message: error?.message ?? 'connection ended' } },
          'live boards listener lost; listening again',
        );
        this.#scheduleReconnect();
      },
    });
    if (this.#closed) {
      await subscription.close();
      return;
    }
    this.#subscription = subscription;
    // The first start begins at the newest event; a reconnection reads what it missed meanwhile.
    if (this.#listened) this.#read();
    else this.#latest = Math.max(this.#latest, await newestBoardEventId(this.#database));
    this.#listened = true;
  }

  #scheduleReconnect(): void {
    if (this.#closed || this.#retryTimer) return;
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = undefined;
      this.#connect().catch(() => this.#scheduleReconnect());
    }, RETRY_MS);
    this.#retryTimer.unref();
  }

  // The writer.

  /**
   * A write on this instance changed the top 30 of `gameId`'s boards (committed): its boards are read
   * once and their new rows stored as events for every instance. Changes that come while the game's
   * last ones are being written are written together once that is done.
   */
  publish(gameId: number): void {
    if (this.#closed) return;
    if (this.#writing.has(gameId)) {
      this.#writeAgain.add(gameId);
      return;
    }
    const work = this.#write(gameId).finally(() => {
      this.#writing.delete(gameId);
      if (this.#writeAgain.delete(gameId)) this.publish(gameId);
    });
    this.#writing.set(gameId, work);
  }

  async #write(gameId: number): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const now = this.#options.now();
        await writeBoardEvents(this.#database, gameId, ['all', pacificMonth(now)], now);
        return;
      } catch (error) {
        if (attempt >= 3 || this.#closed) {
          this.#log.warn(
            { err: { message: (error as Error).message }, gameId },
            'a board change could not be sent to the live boards',
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS * attempt));
      }
    }
  }

  // The feed.

  /** Reads the events after the newest one sent (one read at a time; notifications meanwhile ask for one more). */
  #read(): void {
    if (this.#closed) return;
    if (this.#reading) {
      this.#readAgain = true;
      return;
    }
    this.#reading = this.#readNew()
      .catch((error: Error) => {
        this.#log.warn({ err: { message: error.message } }, 'live board events could not be read');
        // Read again a moment later: the events stay in the table meanwhile.
        setTimeout(() => this.#read(), RETRY_MS).unref();
      })
      .finally(() => {
        this.#reading = null;
        if (this.#readAgain) {
          this.#readAgain = false;
          this.#read();
        }
      });
  }

  async #readNew(): Promise<void> {
    for (;;) {
      const events = await boardEventsAfter(this.#database, this.#latest, READ_BATCH);
      for (const event of events) this.#deliver(event.id, boardMessage(event));
      if (events.length < READ_BATCH) return;
    }
  }

  #deliver(id: number, message: LiveMessage): void {
    if (id <= this.#latest) return;
    this.#latest = id;
    for (const client of this.#clients) {
      if (client.waiting) client.waiting.push({ id, message });
      else this.#sendEvent(client, id, message);
    }
  }

  #sendEvent(client: LiveClient, id: number, message: LiveMessage): void {
    if (id <= client.position) return;
    if (client.sink.buffered() > MOST_BUFFERED_BYTES) {
      client.sink.close();
      return;
    }
    client.position = id;
    client.sink.send(message);
  }

  // The clients.

  /**
   * Admits a stream from `address`, or refuses it (false) when that address has as many open as it
   * may. `detach` must be called when the stream closes.
   */
  admit(address: string, sink: LiveSink): { detach: () => void; client: LiveClient } | false {
    const open = this.#perAddress.get(address) ?? 0;
    if (open >= this.#options.streamsPerAddress) return false;
    this.#perAddress.set(address, open + 1);
    const client: LiveClient = { sink, address, position: 0, waiting: [] };
    this.#clients.add(client);
    let detached = false;
    const detach = () => {
      if (detached) return;
      detached = true;
      this.#clients.delete(client);
      const left = (this.#perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.#perAddress.set(address, left);
      else this.#perAddress.delete(address);
    };
    return { detach, client };
  }

  /**
   * Starts an admitted stream: the events after `lastEventId` (what the client missed), or a `reset`
   * when they cannot be told, then `ready` and every new event. Without `lastEventId` (a first
   * connection) it starts at the newest event.
   */
  async begin(client: LiveClient, lastEventId: string | undefined): Promise<void> {
    if (this.#closing) {
      client.sink.close();
      return;
    }
    const last = lastEventId !== undefined && idPattern.test(lastEventId) ? Number(lastEventId) : null;
    let position: number;
    if (lastEventId === undefined) {
      position = this.#latest;
    } else if (last !== null && last === this.#latest) {
      // Nothing was missed (the common reconnection): no read.
      position = last;
    } else {
      const missed = last === null ? null : await boardEventsSince(this.#database, last, MOST_REPLAYED);
      if (missed === null || missed.length >= MOST_REPLAYED) {
        position = this.#latest;
        client.position = position;
        client.sink.send({ id: String(position), event: LIVE_EVENTS.reset, data: '{}' });
      } else {
        position = last as number;
        client.position = position;
        for (const event of missed) this.#sendEvent(client, event.id, boardMessage(event));
        position = client.position;
      }
    }
    client.position = position;
    const waiting = client.waiting ?? [];
    client.waiting = null;
    for (const { id, message } of waiting) this.#sendEvent(client, id, message);
    client.sink.send({ id: String(client.position), event: LIVE_EVENTS.ready, data: '{}' });
  }

  /** Ends every stream (the server is stopping); streams asked for from now on end at once. */
  endStreams(): void {
    this.#closing = true;
    for (const client of [...this.#clients]) client.sink.close();
  }

  /** Stops listening, after the events being written are stored. */
  async close(): Promise<void> {
    this.endStreams();
    this.#closed = true;
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    await Promise.all([...this.#writing.values()]);
    await this.#reading;
    const subscription = this.#subscription;
    this.#subscription = undefined;
    await subscription?.close().catch(() => undefined);
  }
}
