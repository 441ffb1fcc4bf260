import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../../src/server/db/database.ts';
import { openEmbedded } from '../../src/server/db/embedded.ts';
import { openPostgres } from '../../src/server/db/postgres.ts';

export interface TestDatabase {
  /** The test file's own connection to it; apps built on this database share it. */
  handle: Database;
  /** Its URL on a PostgreSQL server (TEST_DATABASE_URL); undefined on the embedded engine. */
  url: string | undefined;
  drop: () => Promise<void>;
}

/** Tests that need a PostgreSQL server of their own (several connections, server views) check this. */
export const onPostgresServer = (): boolean => inject('databaseServerUrl') !== '';

export function databaseUrl(serverUrl: string, name: string): string {
  const parsed = new URL(serverUrl);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A fresh, migrated database of its own for a test file, copied from the template. */
export async function createTestDatabase(options: { poolSize?: number } = {}): Promise<TestDatabase> {
  const serverUrl = inject('databaseServerUrl');
  const template = inject('templateDatabase');
  if (!serverUrl) {
    const handle = await openEmbedded('memory://', { from: new Blob([await readFile(template)]) });
    return { handle, url: undefined, drop: () => handle.close() };
  }
  const name = `bts_test_${template.split('_').at(-1)}_${randomBytes(5).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = databaseUrl(serverUrl, name);
  const handle = openPostgres(url, { poolSize: options.poolSize ?? 10 });
  return {
    handle,
    url,
    drop: async () => {
      await handle.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
