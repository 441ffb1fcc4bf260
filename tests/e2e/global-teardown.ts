import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { removeRunResources, runFiles } from './support/run-resources.ts';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Playwright stops its web server only after the global teardown, so the teardown stops it itself:
 * the server wrapper then removes the database, and what a crashed wrapper left is removed here.
 */
export default async function globalTeardown(): Promise<void> {
  const runFolder = process.env.E2E_RUN_FOLDER;
  if (!runFolder) return;
  const pidFile = runFiles(runFolder).pid;
  if (existsSync(pidFile)) {
    const pid = Number.parseInt(await readFile(pidFile, 'utf8'), 10);
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
      process.kill(pid, 'SIGTERM');
      const deadline = Date.now() + 30_000;
      while (isAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await removeRunResources(runFolder);
}
