import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    pool: 'forks',
    // PGlite costs ~0.5–1 GB and seconds to open: one worker at a time keeps a 2-core machine responsive.
    maxWorkers: 1,
    fileParallelism: false,
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
