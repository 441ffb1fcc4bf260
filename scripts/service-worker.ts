// The installable app's part of the build (decision 027), run by the post-step once the pages are
// prerendered, so that it sees them: the web manifests of both languages, then the service worker,
// built from src/web/service-worker/sw.ts with the list of the files it holds written in by Workbox.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { getManifest, injectManifest } from 'workbox-build';
import { type Lang, tableIn, textIn } from '../src/web/i18n/catalog.ts';
import { shellMessages } from '../src/web/i18n/messages.ts';
import { BACKGROUND_COLOR, manifestHref, THEME_COLORS } from '../src/web/lib/app-manifest.ts';
import { pageMetaMessages } from '../src/web/routes/messages.ts';
import { appManifestMessages } from '../src/web/service-worker/messages.ts';

/** The most the worker may hold, in the bytes a browser stores (uncompressed); the build fails above it. */
export const PRECACHE_LIMIT = 3 * 1024 * 1024;

/** The files the worker holds, relative to the web root: pages, scripts, styles, manifests, icons. */
const PRECACHE_PATTERNS = ['**/*.{html,js,css,svg,png,webmanifest}'];
/** The single-page fallback is never served (every page is prerendered); the worker is not its own file. */
const PRECACHE_IGNORED = ['__spa-fallback.html', 'sw.js', '**/*.gz', '**/*.br'];

/** The icons, drawn from the favicon by scripts/app-icons.ts and kept in public/icons/. */
const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
];

/** The web manifest of the pages in a language: the same app (`id`), named and started in that language. */
export function webManifest(lang: Lang): Record<string, unknown> {
  return {
    id: '/',
    lang,
    dir: 'ltr',
    name: textIn(shellMessages, lang, 'brand'),
    short_name: textIn(appManifestMessages, lang, 'shortName'),
    description: tableIn(pageMetaMessages, lang).home.description,
    start_url: lang === 'es' ? '/?lang=es' : '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLORS.light,
    background_color: BACKGROUND_COLOR,
    icons: ICONS,
  };
}

/** Writes both languages' manifests into the web root, where the pages link them. */
export async function writeWebManifests(client: string): Promise<void> {
  for (const lang of ['en', 'es'] as const)
    await writeFile(
      path.join(client, manifestHref(lang).slice(1)),
      `${JSON.stringify(webManifest(lang), null, 2)}\n`,
    );
}

/** Why a precache of `size` bytes fails the build, or undefined when it is within the limit. */
export function precacheFailure(size: number, limit = PRECACHE_LIMIT): string | undefined {
  if (size <= limit) return undefined;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  return `the service worker would hold ${mb(size)}, over the ${mb(limit)} limit`;
}

/**
 * Builds the worker into the web root as `sw.js`, holding every file of the build it should (listed
 * with a revision each, so that a deploy replaces exactly the files that changed), and answers what it
 * holds: the files (relative to the web root) and their bytes.
 */
export async function writeServiceWorker(client: string): Promise<{ files: string[]; size: number }> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'sw-build-'));
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      publicDir: false,
      // Workbox leaves out its development logging in production.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: scratch,
        emptyOutDir: true,
        minify: true,
        lib: {
          entry: path.resolve('src/web/service-worker/sw.ts'),
          formats: ['iife'],
          name: 'serviceWorker',
          fileName: () => 'sw.js',
        },
      },
    });
    const precache = {
      globDirectory: client,
      globPatterns: PRECACHE_PATTERNS,
      globIgnores: PRECACHE_IGNORED,
      // The bundler's files carry their content's hash in their names: no revision needed.
      dontCacheBustURLsMatching: /^assets\//,
      // Nothing is left out for its size: the limit is on the whole.
      maximumFileSizeToCacheInBytes: PRECACHE_LIMIT,
    };
    const { manifestEntries, size } = await getManifest(precache);
    const { count, warnings } = await injectManifest({
      ...precache,
      swSrc: path.join(scratch, 'sw.js'),
      swDest: path.join(client, 'sw.js'),
    });
    if (warnings.length > 0) throw new Error(`the service worker's build warned:\n${warnings.join('\n')}`);
    const files = (manifestEntries ?? []).map((entry) => entry.url);
    if (files.length !== count)
      throw new Error('the service worker holds a different list of files than counted');
    return { files, size };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
