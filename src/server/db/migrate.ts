import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from './database.ts';

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
