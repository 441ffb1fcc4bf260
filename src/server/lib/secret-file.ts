import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const MIN_LENGTH = 16;

/**
 * A secret kept in a file of the data folder, readable by its owner only: read when the file holds
 * one, else made (random, base64url) and written there. `created` tells the caller it is new.
 */
export async function secretInDataFolder(
  dataDir: string,
  name: string,
): Promise<{ value: string; created: boolean; file: string }> {
  const file = path.resolve(dataDir, name);
  if (existsSync(file)) {
    const value = (await readFile(file, 'utf8')).trim();
    if (value.length >= MIN_LENGTH) {
      // A copied or restored file may have lost its owner-only mode; a read-only mount keeps its own.
      await chmod(file, 0o600).catch(() => undefined);
      return { value, created: false, file };
    }
  }
  await mkdir(path.dirname(file), { recursive: true });
  const value = randomBytes(24).toString('base64url');
  await writeFile(file, `${value}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return { value, created: true, file };
}
