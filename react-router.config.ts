import type { Config } from '@react-router/dev/config';
import { ALL_PATHS, NOT_FOUND_PATH } from './src/web/lib/paths.ts';

export default {
  appDirectory: 'src/web',
  buildDirectory: 'build',
  // Every page is rendered to HTML at build time and hydrated in the browser; no server rendering.
  ssr: false,
  prerender: [...ALL_PATHS, NOT_FOUND_PATH],
} satisfies Config;
