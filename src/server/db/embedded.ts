// The embedded engine used when DATABASE_URL is unset: PGlite, PostgreSQL compiled to WebAssembly,
// running inside this process with its files in the data folder. No system user, no port, no
// binaries to execute, so it starts as root or not, in any folder (docs/decisions/003).
import { closeSync, fsyncSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import pg from 'pg';
import {
  assertChannel,
  DATABASE_WAIT_MS,
  type Database,
  type ListenHandlers,
  rethrowUnavailable,
} from './database.ts';
import { poolTransactions } from './pool.ts';

export interface EmbeddedDatabase extends Database {
  /** The folder that holds the database files, or `memory://`. */
  readonly location: string;
  /** Whether this start created the database (its first start). */
  readonly created: boolean;
  /** A copy of the whole database, for `openEmbedded('memory://', { from })`. */
  dump(): Promise<Blob>;
}

/**
 * PGlite starts PostgreSQL with fsync off, and its Node file system has no fsync. Here PostgreSQL
 * runs with fsync on, flushes the WAL with fsync() at every commit, and that call reaches the disk
 * through Node, so an acknowledged write survives an operating-system crash or power loss too.
 */
class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const result = await super.init(...args);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [
      ...preRun,
      (mod) => {
        const nodeFs = (mod as unknown as { NODEFS?: { stream_ops?: Record<string, unknown> } }).NODEFS;
        if (!nodeFs?.stream_ops) throw new Error('this PGlite has no Node file system to make durable');
        nodeFs.stream_ops.fsync = (stream: { nfd?: number }) => {
          if (stream.nfd !== undefined) fsyncSync(stream.nfd);
          return 0;
        };
      },
    ];
    return result;
  }
}

const DURABLE_START = [
  ...PGlite.defaultStartParams.filter((parameter) => parameter !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

function onDisk(folder: string): PGliteOptions {
  return { fs: new DurableNodeFS(folder), startParams: DURABLE_START };
}

/** Makes a rename or a new file in `folder` itself durable. */
function syncFolder(folder: string): void {
  const fd = openSync(folder, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A process killed outright stays a zombie until it is reaped, which may be never in a container.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

/**
 * One process at a time may open the folder: a second one would corrupt it. The lock names the
 * owner's pid; a lock whose process is gone (killed outright) is taken over.
 */
function takeLock(file: string): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `the embedded database in ${path.dirname(file)} is in use by process ${owner}; stop it first (or remove ${file} if that process is not this site)`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${file}`);
}

export interface EmbeddedOptions {
  /** For `memory://`: start from this dump of another database (`dumpEmbedded`) instead of empty. */
  from?: Blob;
}

/**
 * Opens (creating on first use) the embedded database in `folder`, or an in-memory one for
 * `memory://`. Every query goes through a single connection, as the engine has one session.
 */
export async function openEmbedded(folder: string, options: EmbeddedOptions = {}): Promise<EmbeddedDatabase> {
  const inMemory = folder === 'memory://';
  const location = inMemory ? folder : path.resolve(folder);
  let unlock: () => void = () => undefined;
  let created = inMemory;
  if (!inMemory) {
    await mkdir(path.dirname(location), { recursive: true });
    unlock = takeLock(`${location}.lock`);
    created = !readableVersion(location);
  }
  let engine: PGlite;
  try {
    if (created && !inMemory) await createFolder(location);
    engine = inMemory
      ? await PGlite.create(location, options.from ? { loadDataDir: options.from } : {})
      : await PGlite.create(onDisk(location));
  } catch (error) {
    unlock();
    throw error;
  }
  // One connection: a request waits its turn for it, at most as long as for a server's connection.
  const pool = new pg.Pool({
    ...createPgConfig(engine),
    max: 1,
    idleTimeoutMillis: 0,
    connectionTimeoutMillis: DATABASE_WAIT_MS,
  });

  const subscribers = new Map<string, Set<ListenHandlers>>();
  pool.on('connect', (client) => {
    client.on('notification', (message) => {
      for (const handlers of subscribers.get(message.channel) ?? []) {
        handlers.onNotification(message.payload ?? '');
      }
    });
  });

  let closed = false;
  const { session, transaction } = poolTransactions(pool);
  return {
    dump: () => engine.dumpDataDir('none'),
    kind: 'embedded',
    location,
    created,
    // Not pool.query: it closes the connection after any failed statement, and the next connection
    // to the same engine finds the protocol out of step (its first query fails). A session keeps
    // the one connection unless the engine itself failed.
    query: (text, values) => session((client) => client.query(text, values)),
    session,
    transaction,
    async listen(channel, handlers) {
      assertChannel(channel);
      let set = subscribers.get(channel);
      if (!set) {
        set = new Set();
        subscribers.set(channel, set);
        await pool.query(`LISTEN ${channel}`).catch(rethrowUnavailable);
      }
      set.add(handlers);
      return {
        // One session: a notification is delivered with the answer of the statement that sent it,
        // so everything notified before this call has been delivered already.
        roundTrip: async () => undefined,
        close: async () => {
          set.delete(handlers);
        },
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await pool.end();
        await engine.close();
      } finally {
        unlock();
      }
    },
  };
}

/**
 * A new database is made beside its final place and moved there once complete, so that a first
 * start interrupted half-way leaves nothing that a later start would take for a database.
 */
async function createFolder(location: string): Promise<void> {
  const making = `${location}.new`;
  await rm(making, { recursive: true, force: true });
  await rm(location, { recursive: true, force: true });
  const engine = await PGlite.create(onDisk(making));
  await engine.close();
  await rename(making, location);
  syncFolder(path.dirname(location));
}

function readableVersion(folder: string): boolean {
  try {
    return readFileSync(path.join(folder, 'PG_VERSION'), 'utf8').trim().length > 0;
  } catch {
    return false;
  }
}
