// The one way the server reaches its data: a small interface with two implementations, a
// PostgreSQL server (DATABASE_URL, ./postgres.ts) and the embedded engine (./embedded.ts), and the
// failures that mean the database cannot be reached. Both speak through node-postgres (./pool.ts),
// so queries, value types and error codes are the same on each; ./migrate.ts brings either up to date.
import pg from 'pg';

// PostgreSQL bigint (count, sum) arrives as text; our counters stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

type Row = pg.QueryResultRow;
type QueryResult<R extends Row> = pg.QueryResult<R>;

/** Runs SQL: a text with `$n` values, or a config object (text, values, name). */
export interface Queryable {
  // As in node-postgres: rows are untyped unless the caller names their type.
  // biome-ignore lint/suspicious/noExplicitAny: the default mirrors pg's own signature
  query<R extends Row = any>(text: string | pg.QueryConfig, values?: unknown[]): Promise<QueryResult<R>>;
}

/** A LISTEN that stays open; `roundTrip` resolves once everything notified before it was delivered. */
export interface Subscription {
  roundTrip(): Promise<void>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  onNotification: (payload: string) => void;
  /** The subscription ended on its own (connection lost); the caller may listen again. */
  onLost: (error?: Error) => void;
}

export interface Database extends Queryable {
  /** `postgresql` for a server named by a URL, `embedded` for the in-process engine. */
  readonly kind: 'postgresql' | 'embedded';
  /**
   * Runs `work` inside BEGIN ... COMMIT on one connection; any error rolls it back. Inside, query
   * only through `tx`: the embedded engine has a single connection, which `work` holds.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Holds one connection for `work` (session settings, advisory locks). */
  session<T>(work: (client: Queryable) => Promise<T>, options?: SessionOptions): Promise<T>;
  listen(channel: string, handlers: ListenHandlers): Promise<Subscription>;
  close(): Promise<void>;
}

/** How a session holds its connection. */
export interface SessionOptions {
  /** No time limit on its statements: for migrations at start-up, which may wait for each other. */
  unbounded?: boolean;
}

/**
 * The longest any one wait on the database lasts (a connection, a place in the pool's queue, a
 * query's answer), so that a database that stops answering costs a request about this much before
 * it answers 503, instead of hanging it.
 */
export const DATABASE_WAIT_MS = 3000;

const CHANNEL = /^[a-z_][a-z0-9_]*$/;

export function assertChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
}

/**
 * The database could not be reached, or did not answer in time. Only the database layer throws it,
 * for failures of its own connections, so that nothing else (a client that hangs up, a mail server
 * that refuses) is ever taken for a database outage.
 */
export class DatabaseUnavailableError extends Error {
  /** The database did not answer within its time limit (rather than refusing or dropping the connection). */
  readonly timedOut: boolean;

  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'DatabaseUnavailableError';
    this.timedOut =
      (cause as { code?: unknown } | undefined)?.code === '57014' ||
      /^(Query read timeout|timeout exceeded when trying to connect)/.test(this.message);
  }
}

/** Rethrows a failure to reach the database as DatabaseUnavailableError, and any other error as it is. */
export function rethrowUnavailable(error: unknown): never {
  throw isConnectionFailure(error) ? new DatabaseUnavailableError(error) : error;
}

/** The SQLSTATE of an error the database reported, whichever engine reported it. */
export function databaseErrorCode(error: unknown): string | undefined {
  if (!(error instanceof Error) || !('severity' in error)) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * True for errors of a database connection that mean the database cannot be reached right now (as
 * opposed to a bad query). Node's socket errors look the same whatever socket failed, so this is
 * asked only about errors of the database's own connections (see rethrowUnavailable).
 */
function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  if (code && UNAVAILABLE_CODES.has(code)) return true;
  // 08: connection exceptions; 57P01-57P03: shutdown or not yet accepting connections; 53300: too
  // many connections; 57014: a statement cancelled, here by statement_timeout (the server is too slow).
  if (code && (code.startsWith('08') || ['57P01', '57P02', '57P03', '53300', '57014'].includes(code))) {
    return true;
  }
  return /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED|Query read timeout|not queryable/i.test(
    error.message,
  );
}
