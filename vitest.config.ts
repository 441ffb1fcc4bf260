import { defineConfig } from 'vitest/config';

// Two projects in one run. The unit tests beside the code test pure functions: they start no
// database and run in seconds (`npm run test:pure`). The API tests build the app on a database of
// their own, copied from a migrated template that the global set-up makes once per run
// (`npm run test:api`). Settings stay inside each project: an inline project inherits the root's.
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
