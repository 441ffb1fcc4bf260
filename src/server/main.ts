import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { openEmbedded } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { openPostgres } from './db/postgres.ts';
import { showNewAdminKey } from './lib/admin-key-notice.ts';
import { LogDestination, loggerOptions } from './lib/logger.ts';

const log = (message: string) => process.stdout.write(`${message}\n`);

async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, { poolSize: config.poolSize });
  const started = performance.now();
  const folder = path.join(config.dataDir, 'pglite');
  if (existsSync(path.join(config.dataDir, 'postgres', 'PG_VERSION'))) {
    log(
      `Note: ${path.join(config.dataDir, 'postgres')} holds a database of an earlier version of the site, which ran a separate PostgreSQL server; it is no longer used (point DATABASE_URL at a PostgreSQL server to keep using such data).`,
    );
  }
  const embedded = await openEmbedded(folder);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(
    embedded.created
      ? `Created the embedded database in ${folder} (${seconds} s)`
      : `Opened the embedded database in ${folder} (${seconds} s)`,
  );
  return embedded;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await runMigrations(database);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }

  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({
      config,
      database,
      logger: loggerOptions(config.logLevel, new LogDestination()),
      onAdminKeyCreated: (key, file) => showNewAdminKey(key, file),
    });
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 25_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  log(`\nThe site is running at http://${shownHost}:${port}/\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
