// Before any test file runs: a migrated template that each test file copies into a fresh database
// of its own. On a PostgreSQL server (TEST_DATABASE_URL) the template is a database there; without
// one, it is a dump of a migrated embedded database, written to a temporary file.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openEmbedded } from '../../src/server/db/embedded.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';
import { openPostgres } from '../../src/server/db/postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server's URL, or '' when the tests run on the embedded engine. */
    databaseServerUrl: string;
    /** The template database's name on that server, or the path of the embedded dump. */
    templateDatabase: string;
  }
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function embeddedTemplate(project: TestProject) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'bts-test-template-'));
  const database = await openEmbedded('memory://');
  try {
    await runMigrations(database);
    const file = path.join(folder, 'template.tar');
    await writeFile(file, Buffer.from(await (await database.dump()).arrayBuffer()));
    project.provide('databaseServerUrl', '');
    project.provide('templateDatabase', file);
  } finally {
    await database.close();
  }
  return () => rm(folder, { recursive: true, force: true });
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return embeddedTemplate(project);

  const template = `bts_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const handle = openPostgres(withDatabase(serverUrl, template), { poolSize: 2 });
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
  };
}
