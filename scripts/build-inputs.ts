// The digest of everything `npm run build` reads, so that `npm start` can tell whether the web build
// in the build folder is current. postbuild records it beside the build; ensure-build compares it.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where a build keeps the digest of its inputs: in the build folder, beside (not inside) `client`. */
export const DIGEST_FILE = 'inputs.sha256';

// The web app and the shared code it imports, the files it serves as they are, the build's own
// configuration and scripts, and the installed packages as the lock file pins them. Vite also reads
// `.env` files in production mode and writes the variables named by BUILD_ENV_PREFIXES into the bundle.
const INPUT_FOLDERS = ['src/web', 'src/shared', 'public'];
const INPUT_FILES = [
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/postbuild.ts',
  'scripts/build-inputs.ts',
  'scripts/site-identity.ts',
  'scripts/page-scripts.ts',
  'scripts/messages-plugin.ts',
  'scripts/game-identities-plugin.ts',
  'scripts/module-source.ts',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];

async function filesUnder(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  const found: string[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(full)));
    else found.push(full);
  }
  return found;
}

/**
 * The environment variables the build writes into the pages: Vite's own (`VITE_*`), and the sister
 * site's, the operator's, the processors' and the governing law (scripts/site-identity.ts, decision
 * 020). A change of any is a new build.
 */
const BUILD_ENV_PREFIXES = [
  'VITE_',
  'SISTER_SITE_',
  'OPERATOR_',
  'EMAIL_PROVIDER_',
  'HOST_PROVIDER_',
  'REDIS_PROVIDER_',
  'GOVERNING_LAW',
];

export interface InputsDigest {
  digest: string;
  files: number;
}

/** A SHA-256 over the path and content of every build input, and the build's variables in effect. */
export async function buildInputsDigest(
  root: string = PROJECT_ROOT,
  env: NodeJS.ProcessEnv = process.env,
): Promise<InputsDigest> {
  const files: string[] = [];
  for (const folder of INPUT_FOLDERS) files.push(...(await filesUnder(path.join(root, folder))));
  for (const file of INPUT_FILES) if (existsSync(path.join(root, file))) files.push(path.join(root, file));
  const relative = files.map((file) => path.relative(root, file).split(path.sep).join('/')).sort();

  const hash = createHash('sha256');
  for (const file of relative) {
    const content = await readFile(path.join(root, file));
    hash.update(`${file}\0${content.length}\0`);
    hash.update(content);
  }
  const buildVariables = Object.keys(env)
    .filter((name) => BUILD_ENV_PREFIXES.some((prefix) => name.startsWith(prefix)))
    .sort();
  for (const name of buildVariables) hash.update(`env ${name}=${env[name]}\0`);
  return { digest: hash.digest('hex'), files: relative.length };
}
