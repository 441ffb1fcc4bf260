import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

// PostgreSQL bigint (count, sum) arrives as text; our counters stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  pool: pg.Pool;
  db: Database;
  close: () => Promise<void>;
}

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_LOCK_ID = 727_274_001;

export function connectDatabase(
  url: string,
  poolSize = 20,
  onError?: (error: Error) => void,
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Fail fast when the database is down so that requests answer 503 instead of hanging.
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
    query_timeout: 20_000,
    application_name: 'brain-training-site',
  });
  // An idle connection dropped by the server must not crash the process; the pool replaces it.
  pool.on('error', (error) => onError?.(error));
  const db = drizzle(pool, { schema });
  return { pool, db, close: () => pool.end() };
}

/** Applies the committed migrations; concurrent starters wait on an advisory lock. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const client = await handle.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    // On the connection that holds the lock, so that a pool of one connection is enough.
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** True for errors that mean the database cannot be reached right now (as opposed to a bad query). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  if (code && UNAVAILABLE_CODES.has(code)) return true;
  // 08: connection exceptions; 57P01-57P03: shutdown or not yet accepting connections; 53300: too many connections.
  if (
    code &&
    (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300')
  ) {
    return true;
  }
  return /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED|Query read timeout/i.test(
    error.message,
  );
}
