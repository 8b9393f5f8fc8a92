import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    pool: 'forks',
    // PGlite costs ~0.5–1 GB and seconds to open: one file at a time keeps a 2-core machine responsive.
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 30_000,
    server: { deps: { inline: ['graphql-ws'] } },
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        // Pure code, and the architecture checks (lint boundaries, module cycles), without a database.
        test: { name: 'unit', include: ['src/**/*.test.ts', 'test/architecture/**/*.test.ts'], exclude: ['src/modules/**'] },
      },
      {
        extends: true,
        // Integration tests go through the HTTP layer against a seeded database.
        test: {
          name: 'integration',
          // SERVER_TESTS_INCLUDE narrows a pass to some files (CI runs the module suites once, on PostgreSQL).
          include: process.env.SERVER_TESTS_INCLUDE?.split(',').filter(Boolean) ?? ['test/**/*.test.ts', 'src/modules/**/*.test.ts'],
          // A second pass over another database can leave out files that do not depend on it.
          exclude: ['test/architecture/**', ...(process.env.SERVER_TESTS_SKIP ?? '').split(',').filter(Boolean)],
          globalSetup: ['test/global-setup.ts'],
        },
      },
    ],
  },
});
