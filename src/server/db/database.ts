// The one way the server reaches its data: a small interface with two implementations, a
// PostgreSQL server (DATABASE_URL) and the embedded engine (./embedded.ts). Both speak through
// node-postgres, so queries, value types and error codes are the same on each.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
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

interface SessionOptions {
  /** No time limit on its statements: for migrations at start-up, which may wait for each other. */
  unbounded?: boolean;
}

/**
 * The longest any one wait on the database lasts (a connection, a place in the pool's queue, a
 * query's answer), so that a database that stops answering costs a request about this much before
 * it answers 503, instead of hanging it.
 */
export const DATABASE_WAIT_MS = 3000;
/** The server cancels a statement a little before the client stops waiting, so the connection stays usable. */
const STATEMENT_TIMEOUT_MS = DATABASE_WAIT_MS - 500;
/** The client-side bound of an unbounded session's queries: long, yet not forever. */
const UNBOUNDED_QUERY_WAIT_MS = 30 * 60_000;

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

/** A query function whose connection failures are DatabaseUnavailableError; `waitMs` overrides its time limit. */
function guardedQuery(target: pg.Pool | pg.PoolClient, waitMs?: number): Queryable['query'] {
  if (waitMs === undefined) return (text, values) => target.query(text, values).catch(rethrowUnavailable);
  return (text, values) => {
    // node-postgres reads a query's own query_timeout before its connection's, though its types omit it.
    const config = { ...(typeof text === 'string' ? { text } : text), query_timeout: waitMs };
    return target.query(config as pg.QueryConfig, values).catch(rethrowUnavailable);
  };
}

/** BEGIN/COMMIT around `work` on a pool's connection; shared by both engines. */
export function poolTransactions(pool: pg.Pool): Pick<Database, 'transaction' | 'session'> {
  const session = async <T>(
    work: (client: Queryable) => Promise<T>,
    options: SessionOptions = {},
  ): Promise<T> => {
    const client = await pool.connect().catch(rethrowUnavailable);
    const query = guardedQuery(client, options.unbounded ? UNBOUNDED_QUERY_WAIT_MS : undefined);
    let broken: Error | undefined;
    try {
      if (options.unbounded) await query('SET statement_timeout = 0');
      return await work({ query });
    } catch (error) {
      // A connection that failed is closed rather than reused (which also rolls back its transaction).
      if (error instanceof DatabaseUnavailableError) broken = error;
      throw error;
    } finally {
      if (options.unbounded && !broken) {
        // Back to the connection's own limit before others use it; if that fails, it is not reused.
        await query('RESET statement_timeout').catch((error: Error) => {
          broken = error;
        });
      }
      client.release(broken);
    }
  };
  return {
    session,
    transaction: (work) =>
      session(async (client) => {
        await client.query('BEGIN');
        try {
          const result = await work(client);
          await client.query('COMMIT');
          return result;
        } catch (error) {
          // On a connection that failed, ROLLBACK would only wait again; closing it rolls back.
          if (!(error instanceof DatabaseUnavailableError))
            await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
  };
}

export interface PostgresOptions {
  poolSize?: number;
  /** An idle connection dropped by the server; the pool replaces it. */
  onError?: (error: Error) => void;
}

/** A PostgreSQL server: a pool for queries and a connection of its own for each LISTEN. */
export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 20,
    // Every wait is bounded, so that requests answer 503 instead of hanging when the database is
    // down or stops answering: a new connection, a place in the queue for one, each query.
    connectionTimeoutMillis: DATABASE_WAIT_MS,
    query_timeout: DATABASE_WAIT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    application_name: 'brain-training-site',
  });
  pool.on('error', (error) => options.onError?.(error));
  return {
    kind: 'postgresql',
    query: guardedQuery(pool),
    ...poolTransactions(pool),
    async listen(channel, handlers) {
      assertChannel(channel);
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: DATABASE_WAIT_MS,
        query_timeout: DATABASE_WAIT_MS,
      });
      let open = true;
      const lost = (error?: Error) => {
        if (!open) return;
        open = false;
        client.end().catch(() => undefined);
        handlers.onLost(error);
      };
      client.on('notification', (message) => {
        if (message.channel === channel) handlers.onNotification(message.payload ?? '');
      });
      client.on('error', lost);
      client.on('end', () => lost());
      try {
        await client.connect();
        await client.query(`LISTEN ${channel}`);
        if (!open) throw new Error('the listening connection ended while it started');
      } catch (error) {
        open = false;
        await client.end().catch(() => undefined);
        rethrowUnavailable(error);
      }
      return {
        // Notifications arrive in order with results: after this answer, all earlier ones are in.
        // An empty statement is the cheapest round trip: nothing to parse or plan.
        roundTrip: async () => {
          if (!open) throw new Error('the subscription is closed');
          await client.query('').catch(rethrowUnavailable);
        },
        close: async () => {
          open = false;
          await client.end().catch(() => undefined);
        },
      };
    },
    close: () => pool.end(),
  };
}

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_LOCK_ID = 727_274_001;

/**
 * Applies the committed migrations (made by drizzle-kit) that the database has not seen, in one
 * transaction, and notes them in drizzle's own table, as its migrator does. Concurrent starters
 * wait on an advisory lock, taken on the same connection so that one connection is enough.
 */
export async function runMigrations(database: Database): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  await database.session(
    async (client) => {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      try {
        await client.query('CREATE SCHEMA IF NOT EXISTS drizzle');
        await client.query(
          'CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
        );
        const last = await client.query<{ created_at: number }>(
          'SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1',
        );
        const applied = Number(last.rows[0]?.created_at ?? Number.NEGATIVE_INFINITY);
        const pending = migrations.filter((migration) => migration.folderMillis > applied);
        if (pending.length === 0) return;
        await client.query('BEGIN');
        try {
          for (const migration of pending) {
            for (const statement of migration.sql) {
              if (statement.trim()) await client.query(statement);
            }
            await client.query(
              'INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)',
              [migration.hash, migration.folderMillis],
            );
          }
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
      }
    },
    // Another instance may hold the lock while it migrates, and a migration may take long.
    { unbounded: true },
  );
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
