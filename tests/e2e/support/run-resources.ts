// What one end-to-end run leaves on the machine, and how to remove it. Shared by the server wrapper,
// which removes it when it stops, and the global teardown, which stops the wrapper and makes sure.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

export function runFiles(runFolder: string) {
  return {
    pid: path.join(runFolder, 'server.pid'),
    data: path.join(runFolder, 'data'),
    database: path.join(runFolder, 'database-name'),
    /** Every mail the server sent in this run, one JSON object (`ReceivedMail` fields) a line. */
    mail: path.join(runFolder, 'mail.jsonl'),
  };
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on that server (the app migrates it at start-up); its name is noted in the run folder. */
export async function createDatabase(serverUrl: string, runFolder: string): Promise<string> {
  const name = `bts_e2e_${randomBytes(6).toString('hex')}`;
  // Noted first, so that a failure half-way still leaves the teardown something to drop.
  await writeFile(runFiles(runFolder).database, name);
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  return withDatabase(serverUrl, name);
}

/** Drops the run's database (if it made one on TEST_DATABASE_URL) and removes the run folder. */
export async function removeRunResources(runFolder: string): Promise<void> {
  const files = runFiles(runFolder);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl && existsSync(files.database)) {
    const name = (await readFile(files.database, 'utf8')).trim();
    if (/^bts_e2e_[0-9a-f]+$/.test(name)) {
      await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  }
  await rm(runFolder, { recursive: true, force: true });
}
