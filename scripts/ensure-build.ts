// Runs before the server in `npm start`: builds the web app when the folder the server serves
// (WEB_ROOT, by default build/client) holds no build, or a build of other sources than the ones in
// the project now. A failed build stops `npm start` with the build's error, so the server never
// starts on a missing or half-written site.
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { buildInputsDigest, DIGEST_FILE, PROJECT_ROOT } from './build-inputs.ts';
import { exitCodeOf, startNpmScript } from './npm-run.ts';

const say = (message: string) => process.stdout.write(`${message}\n`);

// The same default as the server's configuration (src/server/config.ts), where an empty value is unset.
const webRoot = path.resolve(PROJECT_ROOT, process.env.WEB_ROOT || 'build/client');
const built = existsSync(path.join(webRoot, 'index.html'));

if (path.basename(webRoot) !== 'client') {
  // A build always ends in `<build folder>/client`; a web root elsewhere is managed by whoever set it.
  if (!built) {
    process.stderr.write(
      `WEB_ROOT (${webRoot}) holds no web build (no index.html). Build one with "npm run build" and point WEB_ROOT at its client folder, or unset WEB_ROOT.\n`,
    );
    process.exit(1);
  }
  process.exit(0);
}

// The build folder is the one the server's web root belongs to, whatever BUILD_DIR says.
const buildDir = path.dirname(webRoot);
const digestFile = path.join(buildDir, DIGEST_FILE);
const before = await buildInputsDigest();
const recorded = existsSync(digestFile) ? (await readFile(digestFile, 'utf8')).trim() : undefined;

if (built && recorded === before.digest) process.exit(0);

if (!built) say('No web build found: building the site (about a minute)...');
else if (recorded === undefined) say('The web build has no record of its sources: rebuilding...');
else say('The web build is older than its sources: rebuilding...');

// Until the new build has passed its checks, nothing says the folder is current.
await rm(digestFile, { force: true });
// `npm run build` as the project defines it, into the server's build folder, its output shown as it comes.
const code = await exitCodeOf(startNpmScript('build', { ...process.env, BUILD_DIR: buildDir }));
if (code !== 0) {
  process.stderr.write(
    `\nThe web build failed (exit code ${code}), so the site was not started. Fix the error above and run "npm start" again.\n`,
  );
  process.exit(code);
}

const after = await buildInputsDigest();
if (after.digest !== before.digest) {
  // A file changed while the build ran: the build may hold either version, so the next start builds again.
  await rm(digestFile, { force: true });
  say('Sources changed during the build; the next "npm start" builds again.');
}
say('The web build is ready.');
