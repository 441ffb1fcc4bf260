import path from 'node:path';
import { buildApp, loggerOptions } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { connectDatabase, runMigrations } from './db/client.ts';
import { type EmbeddedDatabase, startEmbeddedDatabase } from './db/embedded.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = (message: string) => process.stdout.write(`${message}\n`);

  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedDatabase(path.join(config.dataDir, 'postgres'), { log });
    databaseUrl = embedded.url;
    log(
      `embedded PostgreSQL is running on port ${embedded.port} (data in ${path.join(config.dataDir, 'postgres')})`,
    );
  }

  const migrator = connectDatabase(databaseUrl, 2);
  try {
    await runMigrations(migrator);
  } finally {
    await migrator.close();
  }

  const app = await buildApp({
    config,
    databaseUrl,
    logger: loggerOptions(config.logLevel),
    benchRoutes: process.env.BENCH_ROUTES === '1',
    onAdminKeyCreated: (key, file) =>
      log(
        `\nA new admin key was created and saved in ${file} (readable by its owner only):\n\n    ${key}\n\nUse it to unlock /admin. Set ADMIN_KEY to choose your own.\n`,
      ),
  });

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
      await embedded?.stop();
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
