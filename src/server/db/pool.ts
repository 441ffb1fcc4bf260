// A node-postgres pool's connections as the database interface uses them, on either engine: every
// query's connection failures told apart, sessions that hold a connection, and transactions.
import type pg from 'pg';
import {
  type Database,
  DatabaseUnavailableError,
  type Queryable,
  rethrowUnavailable,
  type SessionOptions,
} from './database.ts';

/** The client-side bound of an unbounded session's queries: long, yet not forever. */
const UNBOUNDED_QUERY_WAIT_MS = 30 * 60_000;

/** A query function whose connection failures are DatabaseUnavailableError; `waitMs` overrides its time limit. */
export function guardedQuery(target: pg.Pool | pg.PoolClient, waitMs?: number): Queryable['query'] {
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
