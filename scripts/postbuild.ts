// After `react-router build`: drops the prerender-only server bundle, writes gzip and brotli copies
// of every text file for the server to send as they are, and checks the budgets that do not depend
// on the machine: the JavaScript each page loads by itself (a budget per page, counted in the brotli
// bytes the server sends a browser that takes brotli, as every current browser does), the home page's CSS, and that every page's HTML already holds its title,
// description and main heading before any script runs. Before compressing, it writes the installable
// app's manifests and its service worker (scripts/service-worker.ts), which holds what the prerender
// wrote, and checks the worker's size. Last, it records the digest of the build's
// inputs in the build folder, which `npm start` compares to decide whether to rebuild.
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as zlibGzip } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import { GAME_REGISTRY } from '../src/shared/games/registry.ts';
import { ALL_PATHS, NOT_FOUND_PATH, type SitePath, spanishCopyPath } from '../src/web/lib/paths.ts';
import { buildInputsDigest, DIGEST_FILE } from './build-inputs.ts';
import {
  budgetFailures,
  type ChunkGraph,
  htmlScripts,
  kilobytes,
  type PageWeight,
  pageScripts,
} from './page-scripts.ts';
import { PRECACHE_LIMIT, precacheFailure, writeServiceWorker, writeWebManifests } from './service-worker.ts';
import { spanishIn, spanishTexts } from './spanish-texts.ts';

const BUILD = path.resolve(process.env.BUILD_DIR ?? 'build');
const CLIENT = path.join(BUILD, 'client');
const CSS_BUDGET = 25 * 1024;
const KB = 1024;

/**
 * The most JavaScript (brotli, as the server sends it to a browser that takes it) each page may load
 * by itself on a first visit:
 * the files its HTML names, their imports, and the code they fetch lazily without the visitor doing
 * anything. Every page of the site has one; a page added without a budget fails the build. The home
 * page's 120 KB is the site's own rule; it loads 107.3 KB (120.0 KB as gzip). The other pages' budgets
 * keep about 7 KB above what each loads, so that a page that grows is noticed.
 */
const JS_BUDGETS = new Map<string, number>([
  ['/', 120 * KB],
  // Each game's page: its definition's `pageBudgetKb`.
  ...GAME_REGISTRY.map(({ identity, pageBudgetKb }) => [identity.path, pageBudgetKb * KB] as const),
  ['/privacy-policy', 129 * KB],
  ['/terms-of-service', 125 * KB],
  ['/contact', 117 * KB],
  ['/faq', 125 * KB],
  ['/brain-health', 123 * KB],
  ['/support', 116 * KB],
  ['/about', 124 * KB],
  ['/game-guides', 125 * KB],
  ['/research', 125 * KB],
  ['/blog', 123 * KB],
  ['/brain-science', 125 * KB],
  ['/cognitive-assessment', 118 * KB],
  ['/training-tips', 124 * KB],
  ['/admin', 147 * KB],
  ['/account', 127 * KB],
  // A player's progress page: its charts are SVG drawn by the page itself, no chart library (decision 023).
  ['/progress', 128 * KB],
]);

/**
 * The same for each page's Spanish copy (decision 022), which also fetches the Spanish halves of its
 * catalogs before it hydrates: the home page keeps the site's 120 KB; the others keep about 7 KB
 * above what each loads. The English pages' budgets above do not depend on these.
 */
const SPANISH_JS_BUDGETS = new Map<string, number>([
  ['/', 120 * KB],
  // Each game's page: its definition's budget and 7 KB for its texts' Spanish halves.
  ...GAME_REGISTRY.map(({ identity, pageBudgetKb }) => [identity.path, (pageBudgetKb + 7) * KB] as const),
  ['/privacy-policy', 145 * KB],
  ['/terms-of-service', 135 * KB],
  ['/contact', 123 * KB],
  ['/faq', 136 * KB],
  ['/brain-health', 132 * KB],
  ['/support', 121 * KB],
  ['/about', 132 * KB],
  ['/game-guides', 137 * KB],
  ['/research', 136 * KB],
  ['/blog', 131 * KB],
  ['/brain-science', 136 * KB],
  ['/cognitive-assessment', 123 * KB],
  ['/training-tips', 133 * KB],
  ['/admin', 139 * KB],
  ['/account', 134 * KB],
  ['/progress', 135 * KB],
]);

/**
 * Modules fetched only once the visitor does something (or asks for Spanish, or has signed in): they
 * are not part of a first visit, so the budgets leave them out. Anything lazy that is not listed here
 * is counted.
 */
const ON_DEMAND: ReadonlySet<string> = new Set([
  // Signing in: fetched when the visitor points at or focuses Sign In.
  'src/web/features/auth/auth-dialog.tsx',
  // The header's controls for a signed-in player and the phone menu's panel: fetched for a signed-in
  // visitor, or when the visitor reaches for the menu button.
  'src/web/components/layout/header-menus.tsx',
  // The progress bars of the home page's game cards: fetched only for a visitor who is signed in.
  'src/web/features/home/card-progress.tsx',
  // Deleting one's account: fetched when the visitor asks to.
  'src/web/components/layout/delete-account-dialog.tsx',
  // The notification area: fetched with the first notification, which follows something the visitor did.
  'src/web/components/ui/toast-view.tsx',
  // The check of a stored sign-in against the server: only for a visitor who signed in on an earlier visit.
  'src/web/lib/session-api.ts',
  // TL;DR's dictionary: fetched with the first letter the player types.
  'src/shared/games/tldr/six-letter-words.txt?raw',
  // TL;DR practice (the archive of past days, the Spanish practice word): fetched when the player
  // opens practice; the Spanish word's list and dictionary, only when a Spanish page opens that word.
  'src/web/features/games/tldr/practice/practice-screen.tsx',
  'src/shared/games/tldr/spanish-practice-words.txt?raw',
  'src/shared/games/tldr/spanish-six-letter-words.txt?raw',
  // The shape of the API's errors: fetched with the first answer that is an error.
  'src/web/lib/error-answer.ts',
  // The admin's dashboard: fetched once a key is being checked.
  'src/web/features/admin/dashboard.tsx',
  // A game's practice mode: fetched when the visitor chooses Practice (or opens the page for it).
  'src/web/features/games/memory-match/memory-match-practice.tsx',
  'src/web/features/games/number-puzzle/number-puzzle-practice.tsx',
  'src/web/features/games/word-scramble/word-scramble-practice.tsx',
  // Word Scramble's practice words: fetched with practice, in the page's language only.
  'src/shared/games/word-scramble/practice-words-en.ts',
  'src/shared/games/word-scramble/practice-words-es.ts',
]);
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.txt', '.json', '.xml', '.webmanifest']);

await rm(path.join(BUILD, 'server'), { recursive: true, force: true });

// The bundler's chunk graph, read for the budgets and then removed: it is not for the site's visitors.
const VITE_MANIFEST = path.join(CLIENT, '.vite', 'manifest.json');
const viteManifest = await readFile(VITE_MANIFEST, 'utf8');
await rm(path.dirname(VITE_MANIFEST), { recursive: true, force: true });

// The manifests and the worker, before the compression below makes their copies. The worker is no
// page's script: no page's budget counts it, and it is fetched only once a page has loaded and is idle.
await writeWebManifests(CLIENT);
const precache = await writeServiceWorker(CLIENT);

async function* walk(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

const brotli = promisify(brotliCompress);
const gzip = promisify(zlibGzip);

/**
 * The files whose gzip copies are made with zopfli: the same gzip format, about 7% smaller than
 * zlib's best level for scripts and styles, for about 4 seconds of build. Pages gain 2.6% from it
 * for 3 seconds more, and keep zlib's.
 */
const ZOPFLI = new Set(['.js', '.css']);

let compressed = 0;
for await (const file of walk(CLIENT)) {
  if (!COMPRESSIBLE.has(path.extname(file)) || (await stat(file)).size < 512) continue;
  const content = await readFile(file);
  // zlib's copies are made on libuv's threads while zopfli works on this one.
  const brotliCopy = brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gzipCopy = ZOPFLI.has(path.extname(file))
    ? gzipAsync(content, { numiterations: 5 })
    : gzip(content, { level: 9 });
  await writeFile(`${file}.gz`, await gzipCopy);
  await writeFile(`${file}.br`, await brotliCopy);
  compressed += 1;
}

/**
 * The bytes the server sends a browser that takes gzip (`.gz`) or brotli (`.br`): the file's copy, or
 * the file itself when it is too small to have one.
 */
const sentSize = async (asset: string, copy: '.gz' | '.br') => {
  const file = path.join(CLIENT, asset);
  return (await stat(`${file}${copy}`).catch(() => stat(file))).size;
};
const gzipSize = (asset: string) => sentSize(asset, '.gz');

const pageFile = (route: string) =>
  path.join(CLIENT, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

// Every script each page loads by itself, from its HTML through the bundler's chunk graph.
const graph = JSON.parse(viteManifest) as ChunkGraph;
// The Spanish halves of the messages modules (decision 021): fetched only by pages shown in Spanish.
const SPANISH_HALVES = new Set(
  Object.values(graph).flatMap((chunk) => (chunk.src?.endsWith('?spanish') ? [chunk.src] : [])),
);
const sizes = new Map<string, number>();
const gzipSizes = new Map<string, number>();
const weights: PageWeight[] = [];
// The gzip bytes too, printed beside them for a browser that takes only gzip.
const gzipWeights = new Map<string, number>();
for (const route of ALL_PATHS) {
  const html = await readFile(pageFile(route), 'utf8');
  const scripts = pageScripts(graph, htmlScripts(html), new Set([...ON_DEMAND, ...SPANISH_HALVES]));
  let bytes = 0;
  let gzipBytes = 0;
  for (const script of scripts) {
    if (!sizes.has(script)) sizes.set(script, await sentSize(script, '.br'));
    if (!gzipSizes.has(script)) gzipSizes.set(script, await gzipSize(script));
    bytes += sizes.get(script) ?? 0;
    gzipBytes += gzipSizes.get(script) ?? 0;
  }
  weights.push({ page: route, bytes, files: scripts.length });
  gzipWeights.set(route, gzipBytes);
}

// Each page's Spanish copy (decision 022): the same scripts, and the Spanish halves of the catalogs
// they hold, which a Spanish page fetches before it hydrates.
const spanishWeights: PageWeight[] = [];
for (const route of ALL_PATHS) {
  const html = await readFile(pageFile(spanishCopyPath(route)), 'utf8');
  const scripts = pageScripts(graph, htmlScripts(html), ON_DEMAND);
  let bytes = 0;
  for (const script of scripts) {
    if (!sizes.has(script)) sizes.set(script, await sentSize(script, '.br'));
    bytes += sizes.get(script) ?? 0;
  }
  spanishWeights.push({ page: route, bytes, files: scripts.length });
}

const home = await readFile(pageFile('/'), 'utf8');
const styles = [...home.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
  (match) => match[1] as string,
);
let cssBytes = 0;
for (const style of styles) cssBytes += await gzipSize(style);

console.log(`precompressed ${compressed} files (gzip and brotli)`);
console.log('JavaScript each page loads by itself, brotli (budget; gzip):');
for (const { page, bytes, files } of weights)
  console.log(
    `  ${page.padEnd(22)} ${kilobytes(bytes).padStart(9)} in ${String(files).padStart(2)} files (${kilobytes(JS_BUDGETS.get(page) ?? 0)}; gzip ${kilobytes(gzipWeights.get(page) ?? 0)})`,
  );
for (const page of JS_BUDGETS.keys())
  if (!ALL_PATHS.includes(page as SitePath)) console.log(`  ${page.padEnd(22)} not a page of this build yet`);
console.log('The same pages in Spanish, brotli (budget):');
for (const { page, bytes, files } of spanishWeights)
  console.log(
    `  ${`${page}?lang=es`.padEnd(30)} ${kilobytes(bytes).padStart(9)} in ${String(files).padStart(2)} files (${kilobytes(SPANISH_JS_BUDGETS.get(page) ?? 0)})`,
  );
console.log(
  `home page CSS: ${kilobytes(cssBytes)} gzip in ${styles.length} files (budget ${kilobytes(CSS_BUDGET)})`,
);

let precacheBrotli = 0;
for (const file of precache.files) precacheBrotli += await sentSize(file, '.br');
console.log(
  `service worker holds ${precache.files.length} files: ${kilobytes(precache.size)} as stored (limit ${kilobytes(PRECACHE_LIMIT)}), ${kilobytes(precacheBrotli)} to download (brotli)`,
);

const failures = [
  ...budgetFailures(weights, JS_BUDGETS),
  ...[precacheFailure(precache.size)].filter((failure) => failure !== undefined),
  ...budgetFailures(spanishWeights, SPANISH_JS_BUDGETS).map((failure) => `in Spanish, ${failure}`),
];

// No English page can load a Spanish text: every script it may fetch, on demand too, but the
// Spanish halves, is searched for the Spanish texts of every messages module.
const SPANISH = await spanishTexts(path.resolve('src/web'));
const scriptsOfEnglishPages = new Set<string>();
for (const route of [...ALL_PATHS, NOT_FOUND_PATH])
  for (const script of pageScripts(
    graph,
    htmlScripts(await readFile(pageFile(route), 'utf8')),
    SPANISH_HALVES,
  ))
    scriptsOfEnglishPages.add(script);
for (const script of scriptsOfEnglishPages) {
  const found = spanishIn(await readFile(path.join(CLIENT, script), 'utf8'), SPANISH);
  if (found.length > 0)
    failures.push(
      `${script}, loaded by English pages, holds ${found.length} Spanish texts, such as "${found[0]}" (${path.relative(process.cwd(), SPANISH.get(found[0] as string) ?? '')})`,
    );
}
console.log(
  `checked ${scriptsOfEnglishPages.size} scripts of English pages for ${SPANISH.size} Spanish texts: ${failures.some((failure) => failure.includes('Spanish texts')) ? 'found some' : 'none'}`,
);
const sources = new Set(Object.values(graph).map((chunk) => chunk.src));
for (const module of ON_DEMAND)
  if (!sources.has(module)) failures.push(`${module} is listed as loaded on demand but is not in the build`);
if (cssBytes > CSS_BUDGET)
  failures.push(`home page CSS is ${kilobytes(cssBytes)}, over the ${kilobytes(CSS_BUDGET)} budget`);

for (const route of [...ALL_PATHS, NOT_FOUND_PATH]) {
  const html = await readFile(pageFile(route), 'utf8');
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
