// After `react-router build`: drops the prerender-only server bundle, writes gzip and brotli copies
// of every text file for the server to send as they are, and checks the budgets that do not depend
// on the machine: the home page's initial JavaScript and CSS, and that every page's HTML already
// holds its title, description and main heading before any script runs. Last, it records the digest
// of the build's inputs in the build folder, which `npm start` compares to decide whether to rebuild.
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ALL_PATHS, NOT_FOUND_PATH } from '../src/web/lib/paths.ts';
import { buildInputsDigest, DIGEST_FILE } from './build-inputs.ts';

const BUILD = path.resolve(process.env.BUILD_DIR ?? 'build');
const CLIENT = path.join(BUILD, 'client');
const JS_BUDGET = 120 * 1024;
const CSS_BUDGET = 25 * 1024;
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.txt', '.json', '.xml', '.webmanifest']);

await rm(path.join(BUILD, 'server'), { recursive: true, force: true });

async function* walk(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

let compressed = 0;
for await (const file of walk(CLIENT)) {
  if (!COMPRESSIBLE.has(path.extname(file)) || (await stat(file)).size < 512) continue;
  const content = await readFile(file);
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
  await writeFile(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  compressed += 1;
}

const gzipSize = async (asset: string) =>
  gzipSync(await readFile(path.join(CLIENT, asset)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const home = await readFile(path.join(CLIENT, 'index.html'), 'utf8');
const scripts = new Set<string>();
for (const match of home.matchAll(/<link rel="modulepreload" href="([^"]+)"/g))
  scripts.add(match[1] as string);
for (const match of home.matchAll(/import\s*(?:[^"']*from\s*)?["']([^"']+\.js)["']/g))
  scripts.add(match[1] as string);
for (const match of home.matchAll(/<script[^>]+src="([^"]+)"/g)) scripts.add(match[1] as string);
const styles = [...home.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
  (match) => match[1] as string,
);

let jsBytes = 0;
for (const script of scripts) jsBytes += await gzipSize(script);
let cssBytes = 0;
for (const style of styles) cssBytes += await gzipSize(style);

const failures: string[] = [];
console.log(`precompressed ${compressed} files (gzip and brotli)`);
console.log(
  `home page initial JavaScript: ${kb(jsBytes)} gzip in ${scripts.size} files (budget ${kb(JS_BUDGET)})`,
);
console.log(`home page CSS: ${kb(cssBytes)} gzip in ${styles.length} files (budget ${kb(CSS_BUDGET)})`);
if (jsBytes > JS_BUDGET)
  failures.push(`home page JavaScript is ${kb(jsBytes)}, over the ${kb(JS_BUDGET)} budget`);
if (cssBytes > CSS_BUDGET)
  failures.push(`home page CSS is ${kb(cssBytes)}, over the ${kb(CSS_BUDGET)} budget`);

for (const route of [...ALL_PATHS, NOT_FOUND_PATH]) {
  const file = path.join(CLIENT, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
  const html = await readFile(file, 'utf8');
  const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
  const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1];
  const heading = html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1];
  if (!title || !description || !heading) {
    failures.push(
      `${route}: its HTML lacks ${[!title && 'a title', !description && 'a description', !heading && 'a main heading'].filter(Boolean).join(', ')}`,
    );
  }
}
console.log(`checked title, description and main heading in the HTML of ${ALL_PATHS.length + 1} pages`);

if (failures.length > 0) {
  console.error(`\nBuild budget failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}

// Recorded only for a build that passed every check, so a failed build is never taken as current.
const inputs = await buildInputsDigest();
await writeFile(path.join(BUILD, DIGEST_FILE), `${inputs.digest}\n`);
console.log(
  `recorded the digest of ${inputs.files} build inputs in ${path.relative(process.cwd(), path.join(BUILD, DIGEST_FILE))}`,
);
