import { defineConfig } from 'vitest/config';

// Three projects in one run. The unit tests beside the code test pure functions: they start no
// database and run in seconds. The web tests (`*.test.tsx` beside the browser's hooks and dialogs)
// run in a DOM of their own with a stubbed fetch; both run in the gate's first test stage
// (`npm run test:pure`). The API tests build the app on a database of their own, copied from a
// migrated template that the global set-up makes once per run (`npm run test:api`). Settings stay
// inside each project: an inline project inherits the root's.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          // The files share their workers rather than each starting a fresh one: that is most of
          // their run time. What a test changes outside itself is undone after it, so no file sees
          // another's stubs.
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
          restoreMocks: true,
        },
      },
      {
        test: {
          name: 'web',
          include: ['src/web/**/*.test.tsx'],
          // happy-dom rather than jsdom: both pass every test here, and happy-dom runs the project in
          // about 1.8 s against 2.8 s for jsdom on a 2-core machine (median of three).
          environment: 'happy-dom',
          setupFiles: ['tests/helpers/web-setup.ts'],
          unstubGlobals: true,
          restoreMocks: true,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/setup/database.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
