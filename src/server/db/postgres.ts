import pg from 'pg';
import { assertChannel, DATABASE_WAIT_MS, type Database, rethrowUnavailable } from './database.ts';
import { guardedQuery, poolTransactions } from './pool.ts';

/** The server cancels a statement a little before the client stops waiting, so the connection stays usable. */
const STATEMENT_TIMEOUT_MS = DATABASE_WAIT_MS - 500;

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
