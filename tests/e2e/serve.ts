// Starts the real server on the production build with a database of its own, and removes that
// database when stopped. The database is an embedded PostgreSQL in the run folder, or, when
// TEST_DATABASE_URL names a server, a new database created there.
//
// Environment: E2E_RUN_FOLDER (required; the run's own folder, removed afterwards), TEST_DATABASE_URL,
// and whatever the server itself reads (PORT, HOST, ADMIN_KEY, ...), passed through. GAME_SECRET is
// always the tests' own (support/game-secret.ts), so that a test can know the day's TL;DR word. The
// server's mail goes to a local SMTP server that writes each mail to the run folder's mail file, where
// a test reads the sign-in code it was sent.
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSmtpSink } from '../helpers/smtp-sink.ts';
import { E2E_GAME_SECRET } from './support/game-secret.ts';
import { createDatabase, removeRunResources, runFiles } from './support/run-resources.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const say = (message: string) => process.stderr.write(`[e2e server] ${message}\n`);

async function main(): Promise<void> {
  const runFolder = process.env.E2E_RUN_FOLDER;
  if (!runFolder) throw new Error('E2E_RUN_FOLDER must name a folder for this run');
  const webRoot = path.resolve(ROOT, process.env.WEB_ROOT ?? 'build/client');
  if (!existsSync(path.join(webRoot, 'index.html'))) {
    throw new Error(`no production build in ${webRoot}: run "npm run build" first`);
  }

  const files = runFiles(runFolder);
  await mkdir(runFolder, { recursive: true });
  await writeFile(files.pid, String(process.pid));

  const mail = await startSmtpSink({
    onMail: ({ rcptTo, headers, text }) => {
      appendFileSync(files.mail, `${JSON.stringify({ rcptTo, subject: headers.get('subject'), text })}\n`);
    },
  });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    WEB_ROOT: webRoot,
    GAME_SECRET: E2E_GAME_SECRET,
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    CONTACT_TO: 'team@e2e.example',
    // A production start needs the operator; the pages show the values the build was given (decision 020).
    OPERATOR_NAME: process.env.OPERATOR_NAME || 'E2E Operator',
    OPERATOR_EMAIL: process.env.OPERATOR_EMAIL || 'operator@e2e.example',
    EMAIL_PROVIDER_NAME: process.env.EMAIL_PROVIDER_NAME || 'Example Mail',
    HOST_PROVIDER_NAME: process.env.HOST_PROVIDER_NAME || 'Example Hosting',
  };
  delete env.DATABASE_URL;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    env.DATABASE_URL = await createDatabase(serverUrl, runFolder);
  } else {
    env.DATA_DIR = files.data;
  }

  const server = spawn(process.execPath, ['src/server/main.ts'], { cwd: ROOT, env, stdio: 'inherit' });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    stopServer(server);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.on('SIGHUP', stop);

  const code = await new Promise<number>((resolve) => {
    server.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  await mail.close();
  await removeRunResources(runFolder).catch((error: Error) => say(`cleanup failed: ${error.message}`));
  process.exit(stopping ? 0 : code || 1);
}

function stopServer(server: ChildProcess): void {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  // The server finishes requests in flight and stops its database; past that it is stuck.
  setTimeout(() => server.kill('SIGKILL'), 25_000).unref();
}

main().catch(async (error: unknown) => {
  say(error instanceof Error ? error.message : String(error));
  const runFolder = process.env.E2E_RUN_FOLDER;
  if (runFolder) await removeRunResources(runFolder).catch(() => undefined);
  process.exit(1);
});
