import pg from 'pg';

export const BOARD_CHANNEL = 'board_changed';

interface Logger {
  warn: (object: object, message: string) => void;
  info: (message: string) => void;
}

/**
 * Serialized leaderboards kept in memory. Any instance that changes a board notifies the channel in
 * the same statement as its write, and every instance drops that game's boards when told. The cache
 * is used only while this instance is listening; without the listener every read goes to the
 * database, so a board is never older than a write another instance acknowledged.
 */
export class BoardCache {
  readonly #entries = new Map<string, string>();
  readonly #generation = new Map<number, number>();
  readonly #url: string;
  readonly #log: Logger;
  #client: pg.Client | undefined;
  #listening = false;
  #closed = false;
  #retryTimer: NodeJS.Timeout | undefined;

  constructor(url: string, log: Logger) {
    this.#url = url;
    this.#log = log;
  }

  async start(): Promise<void> {
    await this.#connect().catch((error: Error) => {
      this.#log.warn(
        { err: { message: error.message } },
        'leaderboard cache listener could not connect; reading boards from the database',
      );
      this.#scheduleReconnect();
    });
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.#url, connectionTimeoutMillis: 3000 });
    client.on('notification', (message) => {
      const gameId = Number(message.payload);
      if (Number.isInteger(gameId)) this.invalidate(gameId);
    });
    const lost = (error?: Error) => {
      if (this.#client !== client) return;
      this.#client = undefined;
      this.#listening = false;
      this.#entries.clear();
      if (!this.#closed) {
        this.#log.warn(
          { err: { message: error?.message ?? 'connection ended' } },
          'leaderboard cache listener lost; reading boards from the database',
        );
        this.#scheduleReconnect();
      }
      client.end().catch(() => undefined);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    await client.query(`LISTEN ${BOARD_CHANNEL}`);
    this.#client = client;
    // Whatever changed while nobody listened is unknown: start empty.
    this.#entries.clear();
    this.#listening = true;
  }

  #scheduleReconnect(): void {
    if (this.#closed || this.#retryTimer) return;
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = undefined;
      this.#connect().catch(() => this.#scheduleReconnect());
    }, 1000);
    this.#retryTimer.unref();
  }

  generation(gameId: number): number {
    return this.#generation.get(gameId) ?? 0;
  }

  get(key: string): string | undefined {
    return this.#listening ? this.#entries.get(key) : undefined;
  }

  /** Stores a board read at `generation`, unless the game changed since the read began. */
  set(gameId: number, key: string, body: string, generation: number): void {
    if (this.#listening && this.generation(gameId) === generation) this.#entries.set(key, body);
  }

  invalidate(gameId: number): void {
    this.#generation.set(gameId, this.generation(gameId) + 1);
    for (const key of this.#entries.keys()) if (key.startsWith(`${gameId}:`)) this.#entries.delete(key);
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#listening = false;
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => undefined);
  }
}
