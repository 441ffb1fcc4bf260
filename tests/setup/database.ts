// Before any test file runs: a PostgreSQL server (TEST_DATABASE_URL, or an embedded one in a temporary
// folder) and a migrated template database that each test file copies into a fresh database of its own.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase, runMigrations } from '../../src/server/db/client.ts';
import { type EmbeddedDatabase, startEmbeddedDatabase } from '../../src/server/db/embedded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string;
    templateDatabase: string;
  }
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let folder: string | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    folder = await mkdtemp(path.join(os.tmpdir(), 'bts-test-db-'));
    embedded = await startEmbeddedDatabase(path.join(folder, 'postgres'));
    serverUrl = embedded.url;
  }
  const template = `bts_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const handle = connectDatabase(withDatabase(serverUrl, template), 2);
  await runMigrations(handle);
  await handle.close();

  project.provide('databaseServerUrl', serverUrl);
  project.provide('templateDatabase', template);

  return async () => {
    // Drop what the test files left behind (a file that crashed may not have cleaned up).
    const leftovers = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`,
      [`bts_test_${process.pid}_%`, template],
    );
    for (const { datname } of leftovers.rows) {
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
    }
    await admin.end();
    await embedded?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
  };
}
