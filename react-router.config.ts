import type { Config } from '@react-router/dev/config';
import { ALL_PATHS, NOT_FOUND_PATH, spanishCopyPath } from './src/web/lib/paths.ts';

export default {
  appDirectory: 'src/web',
  // BUILD_DIR lets a second build run beside the main one (for example while testing one area).
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // Every page is rendered to HTML at build time and hydrated in the browser; no server rendering.
  ssr: false,
  // Each page twice: in English at its path, and in Spanish under /es (decision 022).
  prerender: [...ALL_PATHS, NOT_FOUND_PATH].flatMap((path) => [path, spanishCopyPath(path)]),
} satisfies Config;
